import type { OperatorCommandDependencies } from './operator-command.js';

type OperatorCli = (
  args: readonly string[],
  dependencies: OperatorCommandDependencies,
) => Promise<number>;

/** Runs an operator's command with this process's arguments, environment and terminal; its
 *  answer is the exit code, and a failure it did not expect is printed and exits 1. */
export function runInTerminal(cli: OperatorCli): void {
  cli(process.argv.slice(2), {
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
}
