import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

/** A built web app as `npm run build` lays it out: the app's index.html, prerendered pages, hashed assets. */
function writeWebBuild(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'visaready-web-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div><!-- app -->');
  fs.writeFileSync(path.join(dist, 'assets', 'app-1234.js'), 'export {};');
  fs.mkdirSync(path.join(dist, 'prerendered'));
  const landing = `<!doctype html><div id="root"><h1>Landing</h1>${' '.repeat(2000)}</div>`;
  fs.writeFileSync(path.join(dist, 'prerendered', 'index.html'), landing);
  fs.writeFileSync(path.join(dist, 'prerendered', 'index.html.br'), zlib.brotliCompressSync(landing));
  fs.writeFileSync(path.join(dist, 'prerendered', 'aboutus.html'), '<!doctype html><div id="root"><h1>About Us</h1></div>');
  return dist;
}

describe('the web app on the server', () => {
  let app: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = writeWebBuild();
    app = await createTestApp('pglite', { env: { SERVE_WEB: 'true' }, webDistDir: dist, startJobs: false });
  });
  afterAll(async () => {
    await app?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('sends a prerendered page for its route, whatever its case or trailing slash, never cached', async () => {
    for (const [url, heading] of [
      ['/', 'Landing'],
      ['/aboutus', 'About Us'],
      ['/AboutUs/', 'About Us'],
      ['/aboutus?ref=mail', 'About Us'],
    ]) {
      const response = await app.request({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).toContain(`<h1>${heading}</h1>`);
    }
  });

  it('sends the pre-compressed copy of a prerendered page to a client that accepts it', async () => {
    const response = await app.request({ url: '/', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toContain('<h1>Landing</h1>');
  });

  it('sends index.html for every other page, and 404 for an unknown API path', async () => {
    for (const url of ['/faqs', '/dashboard', '/aboutus/team']) {
      const response = await app.request({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<!-- app -->');
    }
    expect((await app.request({ url: '/api/no-such-route' })).statusCode).toBe(404);
    expect((await app.request({ url: '/assets/app-1234.js' })).headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
