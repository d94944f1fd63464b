// OFF-9: officers exist only through `npm run officers`; the suite runs the built command, as an
// operator would, against the data of the portal under test (on the stack, through
// `npm run stack -- officers`).
import { runPortalCommand, type PortalUnderTest } from './accounts-cli.js';

export function addOfficer(
  portal: PortalUnderTest,
  officer: { email: string; role: 'officer' | 'supervisor'; name: string },
): Promise<string> {
  return runPortalCommand(portal, 'officers', [
    'add',
    officer.email,
    '--role',
    officer.role,
    '--name',
    officer.name,
  ]);
}
