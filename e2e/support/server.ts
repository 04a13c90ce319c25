import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const serverEntry = path.join(repoRoot, 'apps/api/dist/server.js');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  output(): string;
  /** Sends a signal and resolves with the exit code and how long the exit took. */
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; elapsedMs: number }>;
}

export interface StartServerOptions {
  env?: Record<string, string>;
  dataDir?: string;
  port?: number;
}

/** A server start on a slow two-core machine beside other test files takes up to a minute; twice that is a failure. */
const READY_WITHIN_MS = 120_000;

/** Starts the built app exactly as `npm start` runs it, on a free port with its own data folder. */
export async function startServer({ env = {}, dataDir, port }: StartServerOptions = {}): Promise<RunningServer> {
  const chosenPort = port ?? (await freePort());
  const folder = dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'visaready-e2e-'));
  const url = `http://127.0.0.1:${chosenPort}`;
  const child = spawn(process.execPath, [serverEntry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // The production build with its explicit demo opt-ins: payments through the sandbox, e-mail kept in the outbox.
      PAYMENTS_SANDBOX: 'true',
      MAIL_OUTBOX: 'true',
      // As behind one reverse proxy: test clients name their own address in X-Forwarded-For (see registerAccount).
      TRUST_PROXY: '1',
      PORT: String(chosenPort),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: folder,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const deadline = Date.now() + READY_WITHIN_MS;
  while (true) {
    if (child.exitCode !== null) throw new Error(`Server exited with ${child.exitCode} before it was ready:\n${log}`);
    try {
      const response = await fetch(`${url}/api/ready`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`Server did not become ready within ${READY_WITHIN_MS / 1000} s:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  return {
    url,
    port: chosenPort,
    dataDir: folder,
    process: child,
    output: () => log,
    async stop(signal = 'SIGTERM') {
      const startedAt = Date.now();
      if (child.exitCode === null) child.kill(signal);
      const code = await exited;
      return { code, elapsedMs: Date.now() - startedAt };
    },
  };
}
