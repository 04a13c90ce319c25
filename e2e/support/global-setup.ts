import { execSync } from 'node:child_process';
import fs from 'node:fs';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_PATH } from './chromium';
import { repoRoot, type RunningServer, startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    browserAvailable: boolean;
  }
}

let server: RunningServer | undefined;

/** Builds the app once, starts it as `npm start` would, and shares its URL with every browser test. */
export async function setup(project: TestProject) {
  const browserAvailable = fs.existsSync(CHROMIUM_PATH);
  if (!browserAvailable) {
    if (process.env.CI) throw new Error(`Chromium is required in CI but ${CHROMIUM_PATH} is missing (apt-get install chromium).`);
    console.warn(`\n⚠️  ${CHROMIUM_PATH} not found: browser tests are skipped. Install it with: apt-get install chromium\n`);
  }
  if (!process.env.E2E_SKIP_BUILD)
    execSync('npm run build', { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  server = await startServer();
  project.provide('baseUrl', server.url);
  project.provide('browserAvailable', browserAvailable);
}

export async function teardown() {
  const result = await server?.stop();
  if (server && result && result.code !== 0) console.error(`The shared test server exited with ${result.code}:\n${server.output()}`);
  if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
}
