import { runOfficersCli } from './cli/officers-cli.js';
import { runInTerminal } from './cli/run-in-terminal.js';

// `npm run officers -- …` runs this bundle (dist/officers-cli.js); see cli/officers-cli.ts.
runInTerminal(runOfficersCli);
