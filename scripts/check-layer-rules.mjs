// Proves that the lint catches each layer violation docs/architecture.md forbids (OPS-15): every
// case below is a one-line import planted (in memory, never on disk) in a file of the layer it
// breaks, and `npm run lint` fails if ESLint lets any of them through. A rule that stops matching
// after a folder move or a config edit is found here, not by the next engineer.
import { ESLint } from 'eslint';

const SERVER = 'apps/server/src';
const WEB = 'apps/web/src';

/** [where the import is planted, what it imports, what it breaks] */
const PLANTED = [
  [`${WEB}/lib/planted.ts`, `../../../server/src/errors/http-error.js`, 'web → server'],
  [`${SERVER}/planted.ts`, `../../web/src/components/site-links.js`, 'server → web'],
  [`${SERVER}/adapters/mail/planted.ts`, `../../modules/otp/otp.service.js`, 'adapters → module'],
  [`${SERVER}/adapters/mail/planted.ts`, `../../plugins/errors.js`, 'adapters → plugin'],
  [`${SERVER}/db/schema/planted.ts`, `../../modules/otp/otp.repository.js`, 'db → module'],
  [`${SERVER}/db/planted.ts`, `../app.js`, 'db → app.ts'],
  [`${SERVER}/errors/planted.ts`, `../plugins/errors.js`, 'errors → plugin'],
  [`${SERVER}/errors/planted.ts`, `../modules/otp/otp.service.js`, 'errors → module'],
  [
    `${SERVER}/modules/otp/planted.ts`,
    `../../../../../packages/domain/src/http/headers.js`,
    'relative import into the domain package (server)',
  ],
  [
    `${WEB}/lib/planted.ts`,
    `../../../../packages/domain/src/http/headers.js`,
    'relative import into the domain package (web)',
  ],
  [`${WEB}/lib/planted.ts`, `../components/site-links.js`, 'web lib → components'],
  [`${WEB}/lib/planted.ts`, `../features/login/api/request-otp.js`, 'web lib → feature'],
  [`${WEB}/components/planted.ts`, `../app/import-with-timeout.js`, 'web components → app'],
  [`${WEB}/features/dashboard/planted.ts`, `../../app/import-with-timeout.js`, 'feature → app'],
  [`${WEB}/features/dashboard/planted.ts`, `../login/api/request-otp.js`, 'feature → feature'],
  [`${WEB}/app/planted.ts`, `../../tests/fake-worker.js`, 'web production code → web tests'],
  [`${SERVER}/modules/otp/planted.ts`, `../session/session.module.js`, 'module → module'],
  [`${SERVER}/modules/otp/planted.ts`, `../../plugins/errors.js`, 'module → plugin'],
  [`${SERVER}/modules/otp/planted.ts`, `../../app.js`, 'module → app.ts'],
  [`${SERVER}/platform/planted.ts`, `../modules/otp/otp.service.js`, 'platform → module'],
  [`${SERVER}/plugins/planted.ts`, `../modules/otp/otp.service.js`, 'plugin → module'],
  [`${SERVER}/plugins/planted.ts`, `../test-support/test-config.js`, 'production → test support'],
  ['packages/domain/src/planted.ts', `../../../apps/server/src/app.js`, 'domain → server'],
  [`${WEB}/lib/planted.ts`, `pg`, 'an undeclared dependency (web → pg)'],
  [`${SERVER}/plugins/planted.ts`, `@aviation-permits/domain`, "the domain package's root entry"],
];

const eslint = new ESLint();
const missed = [];
for (const [filePath, target, breaks] of PLANTED) {
  const code = `import * as planted from '${target}';\nexport default planted;\n`;
  const [result] = await eslint.lintText(code, { filePath });
  const caught = result.messages.some((message) =>
    [
      'import-x/no-restricted-paths',
      'import-x/no-relative-packages',
      'import-x/no-extraneous-dependencies',
      'no-restricted-imports',
    ].includes(message.ruleId ?? ''),
  );
  if (!caught) missed.push(`${breaks}: ${filePath} importing ${target}`);
}

if (missed.length > 0) {
  console.error(
    `The lint lets ${missed.length} of ${PLANTED.length} planted layer violations through:`,
  );
  for (const line of missed) console.error(`  - ${line}`);
  process.exit(1);
}
console.log(`Layer rules: all ${PLANTED.length} planted violations are caught.`);
