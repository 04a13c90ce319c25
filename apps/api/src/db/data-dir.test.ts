import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir, processStartTime, secureDataDir } from './data-dir';

const made: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'visaready-lock-'));
  made.push(dir);
  return dir;
}

afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('lockDataDir', () => {
  it('creates missing parent folders', () => {
    const dir = path.join(tempDir(), 'nested', 'data');
    const release = lockDataDir(dir);
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(true);
    release();
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(false);
  });

  it('refuses a folder locked by another live server, naming it', async () => {
    const dir = tempDir();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
    try {
      fs.writeFileSync(path.join(dir, 'server.lock'), `${other.pid} ${processStartTime(other.pid!)}`);
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(`pid ${other.pid}`);
    } finally {
      other.kill();
    }
  });

  it('takes over a lock whose pid now belongs to a process that is not the server that wrote it', () => {
    const dir = tempDir();
    const other = spawn('sleep', ['10']);
    try {
      // The recorded start time is not the live process's: the pid was reused after the server died.
      fs.writeFileSync(path.join(dir, 'server.lock'), `${other.pid} 1`);
      lockDataDir(dir)();
      // Nor does a live process that is not a server, named by a lock without a start time.
      fs.writeFileSync(path.join(dir, 'server.lock'), String(other.pid));
      lockDataDir(dir)();
    } finally {
      other.kill();
    }
  });

  it('never shows an empty lock: a fresh empty one means another server is locking; an old one is debris', () => {
    const dir = tempDir();
    const lockPath = path.join(dir, 'server.lock');
    fs.writeFileSync(lockPath, '');
    expect(() => lockDataDir(dir)).toThrow(/being locked by another server/);
    const old = new Date(Date.now() - 60_000);
    fs.utimesSync(lockPath, old, old);
    const release = lockDataDir(dir);
    expect(fs.readFileSync(lockPath, 'utf8')).toMatch(new RegExp(`^${process.pid}( \\d+)?$`));
    release();
  });

  it('keeps the data directory to its owner: the folder 0700 and what is created in it 0600', () => {
    const dir = path.join(tempDir(), 'data');
    const previous = process.umask();
    try {
      secureDataDir(dir);
      fs.writeFileSync(path.join(dir, 'secret'), 'x');
      fs.mkdirSync(path.join(dir, 'pglite'));
      expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
      expect(fs.statSync(path.join(dir, 'secret')).mode & 0o777).toBe(0o600);
      expect(fs.statSync(path.join(dir, 'pglite')).mode & 0o777).toBe(0o700);
    } finally {
      process.umask(previous);
    }
  });

  it('takes over a lock left by a process that has died', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'server.lock'), '999999');
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8').split(' ')[0]).toBe(String(process.pid));
    release();
  });
});
