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

/**
 * Serves the built single-page app: hashed assets cached for a year (pre-compressed variants when the
 * client accepts them), index.html never cached, and every non-API GET that accepts HTML falls back to
 * index.html so client-side routes (and the client's own 404 screen) work on reload.
 */
export async function installStaticWeb(app: FastifyInstance, distDir: string = findWebDistDir()): Promise<boolean> {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn(`The web app is not built (${indexFile} missing): run npm run build. Serving the API only.`);
    return false;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    preCompressed: true,
    wildcard: true,
    index: 'index.html',
    cacheControl: false,
    // @fastify/static hands the reply (not a raw response) to this hook.
    setHeaders(reply: FastifyReply, filePath: string) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return true;
}

export function sendIndexHtml(reply: FastifyReply) {
  return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
}
