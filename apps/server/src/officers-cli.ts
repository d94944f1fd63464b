import { runOfficersCli } from './cli/officers-cli.js';

// `npm run officers -- …` runs this bundle (dist/officers-cli.js); see cli/officers-cli.ts.

runOfficersCli(process.argv.slice(2), {
  env: process.env,
  cwd: process.cwd(),
  out: (line) => console.log(line),
  err: (line) => console.error(line),
}).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error('The command failed:', error);
    process.exitCode = 1;
  },
);
