import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { START_UP_BUDGET, startUpBudgetProblems } from './start-up-budget';
import type { StartUpFile } from './start-up-budget';

// PERF-3, PERF-8, OFF-16: the build refuses start-up chunks over /home's budget or carrying what
// only some pages need (the check the plugin runs on the build's start-up files).

const ROOT = '/repo/apps/web';

function script(moduleIds: string[], content: StartUpFile['content'] = 'export {};'): StartUpFile {
  return {
    fileName: 'assets/start-up-abc.js',
    kind: 'js',
    content,
    modules: moduleIds.map((id) => ({ id, renderedLength: 100 })),
  };
}

/** Random bytes do not compress: `kb` KB of them stay about `kb` KB gzip. */
function incompressible(kb: number): Uint8Array {
  return randomBytes(kb * 1024);
}

describe('the start-up budget (PERF-3)', () => {
  it('accepts the shell, the router and the domain modules without schemas', () => {
    const files = [
      script([
        '/repo/node_modules/react-router/dist/production/index.mjs',
        '/repo/apps/web/src/app/app-routes.tsx',
        '/repo/apps/web/src/app/shell/app-shell.tsx',
        '/repo/packages/domain/src/permit/permit-paths.ts',
      ]),
      { fileName: 'assets/start-up-abc.css', kind: 'css' as const, content: '.btn{color:red}' },
    ];

    expect(startUpBudgetProblems(files, START_UP_BUDGET, ROOT)).toEqual([]);
  });

  it.each([
    ['zod', '/repo/node_modules/zod/v4/classic/schemas.js', /zod loads after start-up/],
    [
      'the officer console',
      '/repo/apps/web/src/features/officer-console/components/queue-page.tsx',
      /officer console is its own lazily loaded area/,
    ],
    [
      'the officer console route',
      '/repo/apps/web/src/app/routes/officer-console-route.tsx',
      /officer console/,
    ],
    ['the form kit', '/repo/apps/web/src/components/form/form-field.tsx', /form kit/],
    ['the form library', '/repo/node_modules/react-hook-form/dist/index.esm.mjs', /form kit/],
    ['the map', '/repo/node_modules/leaflet/dist/leaflet-src.js', /map loads in its own chunk/],
  ])('refuses %s in a start-up chunk, naming the module', (_name, id, reason) => {
    const [problem, ...others] = startUpBudgetProblems([script([id])], START_UP_BUDGET, ROOT);

    expect(others).toEqual([]);
    // Named from the web app's folder, as the build prints it.
    expect(problem).toContain(path.relative(ROOT, id));
    expect(problem).toMatch(reason);
  });

  it('refuses start-up JavaScript over 150 KB gzip, naming the largest modules', () => {
    const files = [
      script(['/repo/apps/web/src/app/app.tsx'], incompressible(100)),
      script(
        ['/repo/node_modules/react-dom/cjs/react-dom-client.production.js'],
        incompressible(60),
      ),
    ];

    const problems = startUpBudgetProblems(files, START_UP_BUDGET, ROOT);

    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/start-up JavaScript is 16\d\.\d KB gzip, over PERF-3's 150 KB/);
    expect(problems[0]).toContain(
      '../../node_modules/react-dom/cjs/react-dom-client.production.js',
    );
  });

  it('counts scripts and stylesheets apart: 140 KB of each passes the script budget only', () => {
    const files = [
      script(['/repo/apps/web/src/app/app.tsx'], incompressible(140)),
      { fileName: 'assets/start-up.css', kind: 'css' as const, content: incompressible(140) },
    ];

    const problems = startUpBudgetProblems(files, START_UP_BUDGET, ROOT);

    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/start-up CSS is 1\d\d\.\d KB gzip, over PERF-3's 30 KB/);
  });
});
