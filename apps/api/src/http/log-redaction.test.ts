import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { LOG_REDACT_PATHS } from './log-redaction';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: pino({ redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' } }, stream), lines };
}

describe('log redaction', () => {
  it('keeps credentials, tokens and failed SQL parameters out of log lines', () => {
    const { logger, lines } = capture();
    const failedInsert = Object.assign(new Error('duplicate key value violates unique constraint'), {
      query: 'insert into users (email, password_hash) values ($1, $2)',
      params: ['asha@example.com', 'scrypt$N=131072$r=8$p=1$c2FsdA$aGFzaA'],
      cause: { params: ['scrypt$N=131072$hash'] },
    });
    logger.error({ err: failedInsert }, 'insert failed');
    logger.info({ req: { headers: { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.e30.sig', cookie: 'session=abc' } } }, 'request');
    logger.info({ body: { password: 'Hunter#22', new_password: 'Hunter#23', token: 'reset-token-value' } }, 'body');
    const output = lines.join('\n');
    for (const secret of [
      'scrypt$',
      'eyJhbGciOiJIUzI1NiJ9',
      'session=abc',
      'Hunter#22',
      'Hunter#23',
      'reset-token-value',
      'password_hash) values',
    ])
      expect(output).not.toContain(secret);
    expect(output).toContain('duplicate key value violates unique constraint');
    expect(output.match(/\[redacted\]/g)?.length).toBeGreaterThanOrEqual(7);
  });
});
