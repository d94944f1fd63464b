import { runAccountsCli } from './cli/accounts-cli.js';
import { runInTerminal } from './cli/run-in-terminal.js';

// `npm run accounts -- …` runs this bundle (dist/accounts-cli.js); see cli/accounts-cli.ts.
runInTerminal(runAccountsCli);
