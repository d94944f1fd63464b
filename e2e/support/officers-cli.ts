// OFF-9: officers exist only through `npm run officers`; the suite runs the built command, as an
// operator would, against the data of the portal under test.
import { runPortalCommand, type PortalUnderTest } from './accounts-cli.js';

const OFFICERS_CLI_ENTRY = 'apps/server/dist/officers-cli.js';

export function addOfficer(
  portal: PortalUnderTest,
  officer: { email: string; role: 'officer' | 'supervisor'; name: string },
): Promise<string> {
  return runPortalCommand(portal, OFFICERS_CLI_ENTRY, [
    'add',
    officer.email,
    '--role',
    officer.role,
    '--name',
    officer.name,
  ]);
}
