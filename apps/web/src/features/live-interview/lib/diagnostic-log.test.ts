import { DIAGNOSTIC_LOG_LINES } from '@visaready/shared';
import { describe, expect, it } from 'vitest';
import { DiagnosticLog } from './diagnostic-log';

describe('DiagnosticLog', () => {
  it('keeps only the last 50 lines, oldest dropped first, and tells subscribers', () => {
    const log = new DiagnosticLog();
    let notified = 0;
    const unsubscribe = log.subscribe(() => {
      notified += 1;
    });
    for (let line = 1; line <= 60; line += 1) log.add(`line ${line}`);
    unsubscribe();
    log.add('after unsubscribe');

    const lines = log.snapshot();
    expect(lines).toHaveLength(DIAGNOSTIC_LOG_LINES);
    expect(lines[0]).toMatch(/ line 12$/);
    expect(lines.at(-1)).toMatch(/ after unsubscribe$/);
    expect(notified).toBe(60);
  });
});
