import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { DataDirLockedError, lockDataDir, secureDataDir } from '../db/data-dir';
import { AppError } from '../http/errors';
import { grantAdmin } from './grant-admin';

const USAGE = 'Usage: npm run admin:grant -- someone@example.com';

export interface CommandOutput {
  log(line: string): void;
  error(line: string): void;
}

/**
 * `npm run admin:grant -- email`: gives an existing account the admin role, on the database the server uses (the
 * same environment: DATABASE_URL, or the embedded database in DATA_DIR, which must not be open in a running
 * server). Returns the exit code.
 */
export async function runGrantAdmin(args: readonly string[], env: NodeJS.ProcessEnv = process.env, output: CommandOutput = console) {
  const email = args[0]?.trim();
  if (args.length !== 1 || !email) {
    output.error(USAGE);
    return 2;
  }
  let releaseLock = () => {};
  try {
    const config = loadConfig(env);
    if (!config.databaseUrl) {
      secureDataDir(config.dataDir);
      releaseLock = lockDataDir(config.dataDir);
    }
    const database = await openDatabase(
      config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') },
    );
    try {
      const granted = await grantAdmin({ db: database.db }, { email });
      output.log(
        granted.alreadyAdmin
          ? `${granted.email} is already an admin.`
          : `${granted.email} is now an admin: the console is at /admin (from their next request).`,
      );
      return 0;
    } finally {
      await database.close();
    }
  } catch (error) {
    if (error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof AppError) {
      output.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    releaseLock();
  }
}
