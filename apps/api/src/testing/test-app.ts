import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { createApp, type CreateAppOptions } from '../app';
import type { AppDeps } from '../app-deps';
import { loadConfig } from '../config';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { availableDrivers, createTestDatabase, type TestDatabase, type TestDriver } from './databases';

export interface TestApp {
  driver: TestDriver;
  server: FastifyInstance;
  deps: AppDeps;
  database: DatabaseHandle;
  dataDir: string;
  /** Sends a request through the real app (routing, validation, hooks) without a socket. */
  request(options: InjectOptions): Promise<LightMyRequestResponse>;
  /** Stops the app (not the database), e.g. to simulate a restart with `restart()`. */
  restart(): Promise<TestApp>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  startJobs?: CreateAppOptions['startJobs'];
  /** A database another test app also runs on (several processes on one server); the caller drops it. */
  sharedDatabase?: TestDatabase;
  /** A built web app to serve (with SERVE_WEB=true in `env`). */
  webDistDir?: CreateAppOptions['webDistDir'];
}

/** Boots the real app in-process against a real database of its own. */
export async function createTestApp(driver: TestDriver, options: TestAppOptions = {}): Promise<TestApp> {
  const testDatabase = options.sharedDatabase ?? (await createTestDatabase(driver));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'visaready-test-'));
  // A persistent PGlite folder lets restart() reopen the same data, as a real restart would.
  const target =
    testDatabase.target.kind === 'pglite' ? { kind: 'pglite' as const, dataDir: path.join(dataDir, 'pglite') } : testDatabase.target;
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SERVE_WEB: 'false', DATA_DIR: dataDir, PORT: '0', ...options.env });

  const boot = async (): Promise<TestApp> => {
    const database = await openDatabase(target);
    const { server, deps } = await createApp({ config, database, startJobs: options.startJobs, webDistDir: options.webDistDir });
    const stop = async () => {
      await server.close();
      await database.close();
    };
    return {
      driver,
      server,
      deps,
      database,
      dataDir,
      request: (request) => server.inject(request),
      async restart() {
        await stop();
        return boot();
      },
      async close() {
        await stop();
        if (!options.sharedDatabase) await testDatabase.drop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  };
  return boot();
}

/**
 * Two app processes on one fresh PostgreSQL database, as behind a load balancer (in-process here, same code),
 * sharing a JWT secret as deployed processes must.
 */
export async function createProcessPair(
  options: Omit<TestAppOptions, 'sharedDatabase'> = {},
): Promise<{ apps: readonly [TestApp, TestApp]; close(): Promise<void> }> {
  const sharedDatabase = await createTestDatabase('postgres');
  const url = sharedDatabase.target.kind === 'postgres' ? sharedDatabase.target.url : '';
  const shared = {
    ...options,
    sharedDatabase,
    env: { DATABASE_URL: url, JWT_SECRET: 'processes-share-this-secret-of-32-characters', ...options.env },
  };
  const apps = [await createTestApp('postgres', shared), await createTestApp('postgres', shared)] as const;
  return {
    apps,
    async close() {
      for (const app of apps) await app.close();
      await sharedDatabase.drop();
    },
  };
}

/** The drivers this run tests on; use with describe.each. */
export const testDrivers: TestDriver[] = await availableDrivers();
