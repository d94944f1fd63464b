import { runOutboxCli } from './cli/outbox-cli.js';
import { runInTerminal } from './cli/run-in-terminal.js';

// `npm run outbox -- …` runs this bundle (dist/outbox-cli.js); see cli/outbox-cli.ts.
runInTerminal(runOutboxCli);
