import fs from 'node:fs';

/** Resident memory of a process (this one by default: its worker threads and their native allocations included), in MB. */
export function residentMb(pid: number | 'self' = 'self'): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}
