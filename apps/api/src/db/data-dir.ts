import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `Another VisaReady server (pid ${pid}) is already using the data directory ${dataDir}. ` +
        'Stop it first, or start this one with a different DATA_DIR.',
    );
    this.name = 'DataDirLockedError';
  }
}

/** A lock file this young with no content may still be mid-write by an older server; older ones are debris. */
const EMPTY_LOCK_GRACE_MS = 10_000;

/** The kernel's start time of a process (clock ticks since boot), which tells a live holder from a reused pid. */
export function processStartTime(pid: number): string | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which sits in parentheses and may itself hold spaces; starttime is field 22.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether the lock's holder is still the server that wrote it: the same pid started at the same moment. A lock
 * naming a pid that now belongs to some other process (after a crash and pid reuse) does not hold.
 */
function holderIsLive(pid: number, startedAt: string | undefined): boolean {
  if (!Number.isInteger(pid) || pid === process.pid || !isProcessAlive(pid)) return false;
  const current = processStartTime(pid);
  if (startedAt && current) return startedAt === current;
  // A lock without a start time (or no /proc to read): only a process that looks like this server holds it.
  try {
    const command = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    return /server\.(js|ts)|visaready/i.test(command);
  } catch {
    return true;
  }
}

/**
 * The data directory holds the embedded database and generated secrets: readable by this user only. The umask
 * makes every file created from here on (PGlite's included) 0600 and every folder 0700.
 */
export function secureDataDir(dataDir: string): void {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  fs.chmodSync(dataDir, 0o700);
  process.umask(0o077);
}

/**
 * Takes an exclusive lock on the data directory, so two servers never open the same embedded database (PGlite
 * would corrupt it). The lock file is written whole under another name and linked into place, so it is never
 * seen empty; a lock whose holder is gone, or is not the process that wrote it, is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const lockPath = path.join(dataDir, 'server.lock');
  const draft = `${lockPath}.${process.pid}`;
  fs.writeFileSync(draft, `${process.pid} ${processStartTime(process.pid) ?? ''}`.trim(), { mode: 0o600 });
  try {
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        fs.linkSync(draft, lockPath);
        let released = false;
        return () => {
          if (released) return;
          released = true;
          fs.rmSync(lockPath, { force: true });
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        const content = fs.readFileSync(lockPath, 'utf8').trim();
        if (content === '') {
          const age = Date.now() - fs.statSync(lockPath).mtimeMs;
          if (age < EMPTY_LOCK_GRACE_MS) throw new Error(`The data directory ${dataDir} is being locked by another server; try again`);
        } else {
          const [pid, startedAt] = content.split(' ');
          const holder = Number.parseInt(pid ?? '', 10);
          if (holderIsLive(holder, startedAt)) throw new DataDirLockedError(dataDir, holder);
        }
        fs.rmSync(lockPath, { force: true });
      }
    }
  } finally {
    fs.rmSync(draft, { force: true });
  }
  throw new Error(`Could not lock the data directory ${dataDir}`);
}
