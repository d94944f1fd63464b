import { runAccountsCli } from './cli/accounts-cli.js';

// `npm run accounts -- …` runs this bundle (dist/accounts-cli.js); see cli/accounts-cli.ts.

runAccountsCli(process.argv.slice(2), {
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
