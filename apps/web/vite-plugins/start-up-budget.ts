// Build-only Vite plugin: the build fails when the scripts and stylesheets every page loads at
// start-up (the entry chunk and the chunks it imports statically: index.html's module script,
// modulepreload links and stylesheets) grow past PERF-3's budget, or carry a module that only some
// pages need (full zod, the form kit, the officer console, the map). One static import of such a
// module from the shell, a loader or a domain module the route table reads moves it, and all it
// imports, into the start-up chunk; `npm run bench` would only report it later as a MISS.
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Modules the start-up must never carry, each with why and what to do instead. */
interface ForbiddenStartUpModule {
  /** Tested against the module's absolute id (forward slashes). */
  readonly test: RegExp;
  readonly reason: string;
}

export interface StartUpBudget {
  /** PERF-3: the start-up JavaScript, gzip level 9, in KB of 1024 bytes (as the bench counts). */
  readonly jsGzipKb: number;
  /** PERF-3: the start-up stylesheets, gzip level 9, in KB of 1024 bytes. */
  readonly cssGzipKb: number;
  readonly forbidden: readonly ForbiddenStartUpModule[];
}

/** One start-up file as the check reads it. */
export interface StartUpFile {
  readonly fileName: string;
  readonly kind: 'js' | 'css';
  readonly content: string | Uint8Array;
  /** The modules of a script chunk, with their rendered size before minifying. */
  readonly modules?: readonly { readonly id: string; readonly renderedLength: number }[];
}

/**
 * The portal's budget (PERF-3: /home at most 150 KB of JS and 30 KB of CSS, gzip), and the modules
 * only some pages need, which a static import from the shell, a loader or a domain module the route
 * table reads would move into the start-up (a path constant beside a zod schema is enough).
 */
export const START_UP_BUDGET: StartUpBudget = {
  jsGzipKb: 150,
  cssGzipKb: 30,
  forbidden: [
    {
      test: /\/node_modules\/zod\//,
      reason:
        'zod loads after start-up (zod-core with the start-up schemas, full zod with the forms, PERF-8); ' +
        'keep zod schemas out of the modules the shell and route table import (a domain module with ' +
        'paths or constants beside a schema: move them to a file of their own).',
    },
    {
      test: /\/apps\/web\/src\/(features\/officer-console\/|app\/routes\/officer-|app\/shell\/officer-)/,
      reason:
        'the officer console is its own lazily loaded area (OFF-16); import it only through ' +
        "app-routes.tsx's import('./routes/officer-console-route').",
    },
    {
      test: /\/apps\/web\/src\/components\/form\/|\/node_modules\/(react-hook-form|@hookform)\//,
      reason: 'the form kit belongs to the pages with forms; import it from their route modules.',
    },
    {
      test: /\/node_modules\/(leaflet|@geoman-io|leaflet-simple-map-screenshoter)\//,
      reason: 'the map loads in its own chunk when a map renders (LazyPortalMap).',
    },
  ],
};

const KB = 1024;
const LISTED_MODULES = 8;

function gzipKb(files: readonly StartUpFile[]): number {
  const bytes = files.reduce((sum, file) => sum + gzipSync(file.content, { level: 9 }).length, 0);
  return bytes / KB;
}

/**
 * What is wrong with these start-up files, one message each; none when they keep the budget.
 * `root` shortens module ids in the messages.
 */
export function startUpBudgetProblems(
  files: readonly StartUpFile[],
  budget: StartUpBudget,
  root = '',
): string[] {
  const problems: string[] = [];
  const shown = (id: string) => (root ? path.relative(root, id) : id).replaceAll('\\', '/');
  const scripts = files.filter((file) => file.kind === 'js');
  const modules = scripts.flatMap((file) =>
    (file.modules ?? []).map((module) => ({ ...module, fileName: file.fileName })),
  );
  for (const rule of budget.forbidden) {
    const found = modules.filter((module) => rule.test.test(module.id.replaceAll('\\', '/')));
    if (found.length === 0) continue;
    const names = found.slice(0, LISTED_MODULES).map((module) => shown(module.id));
    const more = found.length > LISTED_MODULES ? ` and ${found.length - LISTED_MODULES} more` : '';
    problems.push(
      `${found[0]?.fileName ?? 'a start-up chunk'} carries ${names.join(', ')}${more}: ${rule.reason}`,
    );
  }
  const jsKb = gzipKb(scripts);
  if (jsKb > budget.jsGzipKb) {
    const largest = [...modules]
      .sort((a, b) => b.renderedLength - a.renderedLength)
      .slice(0, LISTED_MODULES)
      .map((module) => `${shown(module.id)} ${(module.renderedLength / KB).toFixed(1)} KB`);
    problems.push(
      `the start-up JavaScript is ${jsKb.toFixed(1)} KB gzip, over PERF-3's ${budget.jsGzipKb} KB ` +
        `(largest modules, before minifying: ${largest.join(', ')}); load what the first page ` +
        'does not need with import().',
    );
  }
  const cssKb = gzipKb(files.filter((file) => file.kind === 'css'));
  if (cssKb > budget.cssGzipKb) {
    problems.push(
      `the start-up CSS is ${cssKb.toFixed(1)} KB gzip, over PERF-3's ${budget.cssGzipKb} KB.`,
    );
  }
  return problems;
}

export function startUpBudget(budget: StartUpBudget): Plugin {
  let root = '';
  return {
    name: 'portal:start-up-budget',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    // After the files are written: by then every plugin has finished the code (Vite adds its preload
    // helper late), so the sizes are those the server sends.
    writeBundle(_options, bundle) {
      const entry = Object.values(bundle).find(
        (output) => output.type === 'chunk' && output.isEntry,
      );
      if (entry?.type !== 'chunk') return;
      // The entry and, transitively, the chunks it imports statically.
      const chunkNames = new Set<string>();
      const stylesheets = new Set<string>();
      const visit = (fileName: string) => {
        const chunk = bundle[fileName];
        if (chunk?.type !== 'chunk' || chunkNames.has(fileName)) return;
        chunkNames.add(fileName);
        for (const css of chunk.viteMetadata?.importedCss ?? []) stylesheets.add(css);
        chunk.imports.forEach(visit);
      };
      visit(entry.fileName);
      const files: StartUpFile[] = [];
      for (const fileName of chunkNames) {
        const chunk = bundle[fileName];
        if (chunk?.type !== 'chunk') continue;
        files.push({
          fileName,
          kind: 'js',
          content: chunk.code,
          modules: Object.entries(chunk.modules).map(([id, module]) => ({
            id,
            renderedLength: module.renderedLength,
          })),
        });
      }
      for (const fileName of stylesheets) {
        const asset = bundle[fileName];
        if (asset?.type === 'asset') files.push({ fileName, kind: 'css', content: asset.source });
      }
      const problems = startUpBudgetProblems(files, budget, root);
      if (problems.length > 0) {
        this.error(
          `The start-up chunks break PERF-3 (docs/performance.md):\n- ${problems.join('\n- ')}`,
        );
      }
    },
  };
}
