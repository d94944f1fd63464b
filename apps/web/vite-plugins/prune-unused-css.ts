// Build-only Vite plugin: drops the rules of the SGDS/Bootstrap stylesheet whose class names
// neither the app's source nor the SGDS components it imports ever mention (PERF-8: the sheet is
// ~236 KB, the portal uses a fraction). It reads the words of apps/web/src and of every SGDS
// module those files import, so a component a colleague adds later keeps its styles with no list
// to maintain here. It runs as the stylesheet's transform, before Vite names the CSS file by
// its content, so a changed result always gets a new file name.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import postcss from 'postcss';
import type { Plugin } from 'vite';

/** The stylesheets pruned: the design system's; the portal's own CSS is all in use. */
const PRUNED_STYLESHEET = /@govtechsg\/sgds\/css\/sgds\.css$/;
/** Packages whose modules build class names at run time (Button's `btn-${variant}`). */
const CLASS_COMPOSING_PACKAGE = /^@govtechsg\/sgds-react(\/|$)/;
const SOURCE_FILE = /\.(ts|tsx|js|mjs)$/;
const IMPORT_SPECIFIER = /(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g;

/** Every word of the code that could be a class name or a part of a composed one. */
function addWords(code: string, words: Set<string>): void {
  for (const word of code.match(/[A-Za-z0-9_-]+/g) ?? []) words.add(word);
}

/**
 * A class is kept when the code names it, or when it is made of named parts joined by "-" or
 * "_" (`btn-outline-primary`, `col-md-6`): generous on purpose, since a kept rule only costs
 * bytes while a dropped one changes the look.
 */
function classMatcher(words: ReadonlySet<string>): (name: string) => boolean {
  const memo = new Map<string, boolean>();
  const isUsed = (name: string): boolean => {
    const known = memo.get(name);
    if (known !== undefined) return known;
    memo.set(name, false);
    let used = words.has(name);
    for (let index = 1; !used && index < name.length - 1; index++) {
      if (name[index] !== '-' && name[index] !== '_') continue;
      const head = name.slice(0, index).replace(/[-_]+$/, '');
      const tail = name.slice(index + 1).replace(/^[-_]+/, '');
      used = head !== '' && tail !== '' && isUsed(head) && isUsed(tail);
    }
    memo.set(name, used);
    return used;
  };
  return isUsed;
}

/**
 * The selector's own class names: quoted strings, attribute brackets and the arguments of
 * pseudo-classes (`:not(.x)` matches where .x is absent) are cut out first.
 */
function classesOf(selector: string): string[] {
  let own = selector.replace(/"[^"]*"|'[^']*'/g, '').replace(/\[[^\]]*\]/g, '');
  for (let depth = 0; depth < 5 && own.includes('('); depth++) {
    own = own.replace(/\([^()]*\)/g, '');
  }
  return [...own.matchAll(/\.(-?[A-Za-z_][\w-]*)/g)].map((match) => match[1] ?? '');
}

/** The stylesheet without the selectors whose classes are not all in use. */
function pruneCss(css: string, isUsed: (name: string) => boolean): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    // Keyframe steps (from, 50%) are rules too; they have no classes and stay.
    const kept = rule.selectors.filter((selector) => classesOf(selector).every(isUsed));
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  root.walkAtRules((atRule) => {
    if (atRule.nodes !== undefined && atRule.nodes.length === 0) atRule.remove();
  });
  return root.toString();
}

async function sourceFiles(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && SOURCE_FILE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

export function pruneUnusedCss({ sourceDir }: { sourceDir: string }): Plugin {
  let words: Promise<Set<string>> | undefined;
  return {
    name: 'portal:prune-unused-css',
    apply: 'build',
    async transform(code, id) {
      if (!PRUNED_STYLESHEET.test(id.split('?')[0] ?? '')) return null;
      // The words of the app's files and, following imports, of the SGDS modules they use.
      words ??= (async () => {
        const found = new Set<string>();
        const read = new Set<string>();
        const queue = (await sourceFiles(sourceDir)).map((file) => ({ file, followBare: true }));
        for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
          if (read.has(next.file)) continue;
          read.add(next.file);
          const text = await readFile(next.file, 'utf8');
          addWords(text, found);
          for (const [, specifier = ''] of text.matchAll(IMPORT_SPECIFIER)) {
            const relative = specifier.startsWith('.');
            if (!relative && !(next.followBare && CLASS_COMPOSING_PACKAGE.test(specifier)))
              continue;
            const resolved = await this.resolve(specifier, next.file);
            if (resolved && !resolved.external && SOURCE_FILE.test(resolved.id)) {
              queue.push({ file: resolved.id, followBare: false });
            }
          }
        }
        return found;
      })();
      return { code: pruneCss(code, classMatcher(await words)), map: null };
    },
  };
}
