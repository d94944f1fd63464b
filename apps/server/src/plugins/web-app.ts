import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { isPermitVerifyPage } from '@aviation-permits/domain/permit';
import { OFFICER_PAGE_PATHS } from '@aviation-permits/domain/officer';
import { ROUTE_PATHS, routerPathKey } from '@aviation-permits/domain/navigation';
import { type PortalConfig } from '@aviation-permits/domain/portal-config';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { PageFallback } from './errors.js';
import { injectPageIntro } from './page-intro-element.js';
import { injectPortalConfig } from './portal-config-element.js';
import { pathOf } from './server-paths.js';

// Serves the built single-page app from the same port as the API: its files as they are, and for
// every other page address index.html with the page's settings filled in. An address that is none
// of the app's pages gets the same page with status 404: the app's router shows its not-found page
// (ROUTE-17) to the person, and monitors and link checkers learn that the address is wrong.
// The server's own paths (the API, the gateway's notification, ...) never reach the page fallback:
// the not-found handler answers them first (errors.ts, server-paths.ts).

/** Vite puts content-hashed bundles under /assets: a changed file gets a new name. */
const HASHED_ASSETS_DIR = 'assets';

/** Browsers ask for text/html; curl, link checkers and monitors send *\/* or nothing. */
function acceptsHtml(accept: string | undefined): boolean {
  return accept === undefined || accept.includes('text/html') || accept.includes('*/*');
}

/** A missing file (a last segment with an extension, like /assets/app.js) is a 404, not a page. */
function namesAFile(requestPath: string): boolean {
  return /\.[A-Za-z0-9]+$/.test(path.posix.basename(requestPath));
}

/** `*.map` files (OPS-5), whatever the case of the extension. */
function isSourceMap(requestPath: string): boolean {
  return /\.map$/i.test(requestPath);
}

/** The app's pages (ROUTE_PATHS, the officer console's), and index.html, the app's start page. */
const APP_PAGES: ReadonlySet<string> = new Set(
  [...Object.values(ROUTE_PATHS), ...Object.values(OFFICER_PAGE_PATHS), '/index.html'].map(
    routerPathKey,
  ),
);

function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (!acceptsHtml(request.headers.accept)) return false;
  const requestPath = pathOf(request.url);
  // index.html itself is a page: it is only ever sent with its settings filled in.
  return requestPath === '/index.html' || !namesAFile(requestPath);
}

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Web app not built</title></head>
<body><h1>The web app has not been built</h1>
<p>The server is running, but it found no built web app to serve. Run <code>npm run build</code>
in the repository, or set WEB_DIST_DIR to the directory that holds index.html.</p></body></html>
`;

/**
 * The SPA fallback: index.html with a fresh PortalConfig for every page address (PERF-5), and the
 * page's heading and opening paragraph where it has them (PERF-4, PERF-11). The file
 * is read once, when the app is built, and held in memory; a build that is missing then is looked
 * for again on each page request until it appears. A new build of the web app needs a restart of
 * the server, as a new build of the server does.
 *
 * `no-store`, not a short max-age: every copy carries its own access-content token, which a kept
 * copy would hand out past its lifetime. The hashed files it names are cached for a year instead.
 */
export function createPageFallback(
  webDistDir: string,
  portalConfig: () => PortalConfig,
): PageFallback {
  const indexPath = path.join(webDistDir, 'index.html');
  const readIndex = () => readFile(indexPath, 'utf8').catch(() => undefined);
  let indexHtml: Promise<string | undefined> = readIndex();
  return {
    accepts: isPageRequest,
    async send(request: FastifyRequest, reply: FastifyReply) {
      let page = await indexHtml;
      if (page === undefined) {
        indexHtml = readIndex();
        page = await indexHtml;
      }
      if (page === undefined) {
        request.log.warn(`Web app not built: ${indexPath} is missing; answering 503`);
        return reply.status(503).type('text/html; charset=utf-8').send(NOT_BUILT_PAGE);
      }
      const requestPath = pathOf(request.url);
      return (
        reply
          // A permit's verification page has the reference in its path (PRM-8).
          .status(
            APP_PAGES.has(routerPathKey(requestPath)) || isPermitVerifyPage(requestPath)
              ? 200
              : 404,
          )
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(injectPageIntro(injectPortalConfig(page, portalConfig()), requestPath))
      );
    },
  };
}

/** The app's files (scripts, styles, images, workers) from the build directory. */
export const webAppFilesPlugin: FastifyPluginAsync<{ webDistDir: string }> = async (
  app,
  { webDistDir },
) => {
  if (!existsSync(webDistDir)) {
    app.log.warn(
      `Web app not built: ${webDistDir} does not exist; pages answer 503 until \`npm run build\``,
    );
    return;
  }
  const hashedAssetsDir = path.join(webDistDir, HASHED_ASSETS_DIR) + path.sep;
  await app.register(fastifyStatic, {
    root: webDistDir,
    prefix: '/',
    index: false,
    redirect: false,
    dotfiles: 'ignore',
    cacheControl: false,
    decorateReply: false,
    // PERF-5: the build's .br and .gz copies (apps/web/scripts/precompress-build.mjs), picked by
    // Accept-Encoding, with Vary: Accept-Encoding; the plain file for a client that takes neither.
    preCompressed: true,
    // index.html is only ever sent with its settings filled in, and directories are pages: both
    // go to the page fallback. Source maps stay in the build for debugging and are never served
    // (OPS-5): they would hand anyone the app's original source.
    allowedPath: (pathName) =>
      pathName !== '/index.html' && !pathName.endsWith('/') && !isSourceMap(pathName),
    setHeaders: (reply, filePath) => {
      reply.header(
        'cache-control',
        filePath.startsWith(hashedAssetsDir)
          ? 'public, max-age=31536000, immutable'
          : 'public, max-age=0, must-revalidate',
      );
    },
  });
};
