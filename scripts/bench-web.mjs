#!/usr/bin/env node
// Web performance benchmark (not a test): builds the app, serves it as `npm start` does, and runs Lighthouse with
// Debian's Chromium on / and /aboutus in mobile and desktop modes. Prints category scores, LCP, TBT, CLS and the
// landing page's initial JavaScript (the scripts its prerendered HTML loads before first paint) in gzip bytes.
import { execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PAGES = ['/', '/aboutus'];
// Issue 16's targets: initial JS ≤ 70 KB gzipped; performance ≥ 98 and LCP ≤ 1.8 s on both pages, mobile included.
const JS_BUDGET_GZIP = 70 * 1024;
const PERFORMANCE_TARGET = 98;
const LCP_TARGET_MS = 1800;

if (!process.argv.includes('--skip-build')) execSync('npm run build', { cwd: root, stdio: 'inherit' });

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

async function startServer() {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'visaready-bench-'));
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(root, 'apps/api/dist/server.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // The production build with its explicit demo opt-ins: payments through the sandbox, e-mail kept in the outbox.
      PAYMENTS_SANDBOX: 'true',
      MAIL_OUTBOX: 'true',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/ready`)).ok)
        return {
          url,
          stop: () => {
            child.kill('SIGTERM');
            fs.rmSync(dataDir, { recursive: true, force: true });
          },
        };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error('server did not become ready within 60 s');
}

/**
 * The scripts the landing page loads before first paint: the entry module of its prerendered HTML and its
 * modulepreload links (the app itself is fetched after the page has loaded).
 */
function initialJsGzipBytes() {
  const dist = path.join(root, 'apps/web/dist');
  const html = fs.readFileSync(path.join(dist, 'prerendered/index.html'), 'utf8');
  const files = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"|<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)].map(
    (match) => match[1] ?? match[2],
  );
  return files.reduce((total, file) => total + zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length, 0);
}

const server = await startServer();
const chrome = await chromeLauncher.launch({
  chromePath: CHROME,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const rows = [];
try {
  for (const mode of ['mobile', 'desktop']) {
    for (const page of PAGES) {
      const result = await lighthouse(
        `${server.url}${page}`,
        { port: chrome.port, output: 'json', logLevel: 'error' },
        mode === 'desktop' ? desktopConfig : undefined,
      );
      const { categories, audits } = result.lhr;
      const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
      rows.push({
        mode,
        page,
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best-practices': score('best-practices'),
        seo: score('seo'),
        'LCP ms': Math.round(audits['largest-contentful-paint'].numericValue),
        'TBT ms': Math.round(audits['total-blocking-time'].numericValue),
        CLS: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
      });
    }
  }
} finally {
  await chrome.kill();
  server.stop();
}

console.table(rows);
const jsBytes = initialJsGzipBytes();
console.log(
  `Landing page initial JS: ${(jsBytes / 1024).toFixed(1)} KB gzip (budget ${JS_BUDGET_GZIP / 1024} KB) — ${jsBytes <= JS_BUDGET_GZIP ? 'within' : 'OVER'} budget`,
);
for (const row of rows) {
  const misses = [];
  if (row.performance < PERFORMANCE_TARGET) misses.push(`performance ${row.performance} < ${PERFORMANCE_TARGET}`);
  if (row['LCP ms'] > LCP_TARGET_MS) misses.push(`LCP ${row['LCP ms']} ms > ${LCP_TARGET_MS} ms`);
  for (const category of ['accessibility', 'best-practices', 'seo']) if (row[category] < 100) misses.push(`${category} ${row[category]}`);
  console.log(`${row.mode.padEnd(7)} ${row.page.padEnd(9)} ${misses.length ? `misses: ${misses.join(', ')}` : 'meets every target'}`);
}
