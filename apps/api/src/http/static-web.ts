import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** apps/web/dist, found by walking up from this module: it runs from apps/api/src (tests) and apps/api/dist (bundle). */
export function findWebDistDir(start: string = path.dirname(fileURLToPath(import.meta.url))): string {
  let dir = start;
  while (true) {
    const candidate = path.join(dir, 'apps', 'web', 'dist');
    if (fs.existsSync(path.join(dir, 'apps', 'web'))) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) return candidate;
    dir = parent;
  }
}

export interface StaticWebApp {
  /** Answers a page request: the page prerendered for this path, or index.html (the app renders the route). */
  sendPage(reply: FastifyReply, pathname: string): FastifyReply;
}

/** Where the build puts prerendered pages: `/` as index.html, `/aboutus` as aboutus.html. */
const PRERENDERED_DIR = 'prerendered';

/** A path as the app's routes match it: case-insensitive, trailing slashes ignored. */
function routeKey(pathname: string): string {
  return pathname.replace(/\/+$/, '').toLowerCase() || '/';
}

/** The prerendered pages of the build, by route. */
function prerenderedPages(distDir: string): Map<string, string> {
  const dir = path.join(distDir, PRERENDERED_DIR);
  if (!fs.existsSync(dir)) return new Map();
  return new Map(
    fs
      .readdirSync(dir)
      .filter((file) => file.endsWith('.html'))
      .map((file) => {
        const name = file.slice(0, -'.html'.length);
        return [routeKey(name === 'index' ? '/' : `/${name}`), `${PRERENDERED_DIR}/${file}`] as const;
      }),
  );
}

/**
 * Serves the built single-page app: hashed assets cached for a year (pre-compressed variants when the
 * client accepts them), pages never cached. A route the build prerendered gets its page (HTML that paints
 * before any script runs, then hydrates); every other non-API GET falls back to index.html so client-side
 * routes (and the client's own 404 screen) work on reload.
 */
export async function installStaticWeb(app: FastifyInstance, distDir: string = findWebDistDir()): Promise<StaticWebApp | null> {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn(`The web app is not built (${indexFile} missing): run npm run build. Serving the API only.`);
    return null;
  }
  const pages = prerenderedPages(distDir);
  await app.register(fastifyStatic, {
    root: distDir,
    preCompressed: true,
    wildcard: true,
    // '/' is a page like any other (see sendPage and the route below), prerendered or not.
    index: false,
    cacheControl: false,
    // @fastify/static hands the reply (not a raw response) to this hook.
    setHeaders(reply: FastifyReply, filePath: string) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const web: StaticWebApp = {
    sendPage(reply, pathname) {
      const file = pages.get(routeKey(pathname)) ?? 'index.html';
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile(file);
    },
  };
  // Without an index file @fastify/static refuses the root folder itself (403).
  app.get('/', (_request, reply) => web.sendPage(reply, '/'));
  return web;
}
