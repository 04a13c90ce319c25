/**
 * `npm run bench:api` (after `npm run build`): throughput of the authenticated reads against a bare route, side by
 * side, in one run on one PostgreSQL server.
 *  - the app: the built server (dist/server.js) on a fresh database of DATABASE_URL / TEST_DATABASE_URL
 *    (default postgres://postgres@127.0.0.1:5432/postgres), a signed-in user with a subscription and an attempt;
 *  - the bare route: Fastify with one pg pool of the same size running one indexed SELECT of that user.
 * Each target gets the same load (autocannon, 50 connections, 10 s after a 2 s warm-up); the ratio is reads/bare.
 */
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pg from 'pg';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverEntry = path.join(repoRoot, 'apps/api/dist/server.js');
const adminUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const POOL_SIZE = 10;

if (!fs.existsSync(serverEntry)) {
  console.error('apps/api/dist/server.js not found: run `npm run build` first');
  process.exit(1);
}

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

async function createDatabase() {
  const name = `visaready_bench_${crypto.randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

async function startApp(databaseUrl) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'visaready-bench-'));
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PAYMENTS_SANDBOX: 'true',
      MAIL_OUTBOX: 'true',
      DATABASE_URL: databaseUrl,
      REDIS_URL: process.env.REDIS_URL ?? process.env.TEST_REDIS_URL ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SERVE_WEB: 'false',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    if (
      await fetch(`${url}/api/ready`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function call(url, pathname, { token, body, method = body ? 'POST' : 'GET' } = {}) {
  const response = await fetch(`${url}/api${pathname}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${pathname} → ${response.status}: ${text}`);
  return text ? JSON.parse(text) : {};
}

/** A user with a paid plan and one started attempt, so every read has rows to return. */
async function prepareUser(url) {
  const email = `bench-${crypto.randomBytes(4).toString('hex')}@example.com`;
  const registered = await call(url, '/register', {
    body: { full_name: 'Bench Applicant', email_address: email, mobile_number: '9876543210', password: 'Bench#2026x' },
  });
  const token = registered.token ?? registered.data?.token;
  const interviews = await call(url, '/get-all-interviews', { token });
  const first = (interviews.data ?? interviews)[0];
  await call(url, '/start-interview', { token, body: { interview_id: first.interview_id } }).catch(() => undefined);
  return token;
}

async function startBareRoute(databaseUrl, userId) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: POOL_SIZE });
  const server = Fastify({ logger: false });
  server.get('/bare', async () => {
    const { rows } = await pool.query('select id, email, full_name from users where id = $1', [userId]);
    return { data: rows[0] };
  });
  const port = await freePort();
  await server.listen({ port, host: '127.0.0.1' });
  return {
    url: `http://127.0.0.1:${port}/bare`,
    async stop() {
      await server.close();
      await pool.end();
    },
  };
}

async function load(url, token) {
  const options = { url, connections: CONNECTIONS, headers: token ? { authorization: `Bearer ${token}` } : {} };
  await autocannon({ ...options, duration: 2 });
  const result = await autocannon({ ...options, duration: DURATION_S });
  const failures = result.non2xx + result.errors + result.timeouts;
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, failures };
}

const database = await createDatabase();
const app = await startApp(database.url);
try {
  const token = await prepareUser(app.url);
  const userId = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sub;
  const bare = await startBareRoute(database.url, userId);
  try {
    const reads = ['/get-all-interviews', '/get_user_profile', '/user-sessions', '/subscription_history', '/progress'];
    console.log(
      `${os.cpus().length} cores (${os.cpus()[0]?.model}); ${CONNECTIONS} connections, ${DURATION_S} s each; PostgreSQL at ${new URL(adminUrl).host}`,
    );
    const baseline = await load(bare.url);
    const row = (label, r, ratio) =>
      `${label.padEnd(28)} ${String(Math.round(r.rps)).padStart(6)} req/s  p50 ${String(r.p50).padStart(3)} ms  p99 ${String(r.p99).padStart(4)} ms${ratio === undefined ? '' : `  ratio ${(ratio * 100).toFixed(0)} %`}${r.failures ? `  failures ${r.failures}` : ''}`;
    console.log(row('bare indexed SELECT', baseline));
    for (const read of reads) {
      const result = await load(`${app.url}/api${read}`, token);
      console.log(row(`GET ${read}`, result, result.rps / baseline.rps));
    }
  } finally {
    await bare.stop();
  }
} finally {
  await app.stop();
  await database.drop();
}
