import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('runs on embedded defaults with an empty environment', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.razorpay).toBeUndefined();
    expect(config.deepgram).toBeUndefined();
    expect(config.llm).toBeUndefined();
    expect(config.dataDir).toMatch(/data$/);
  });

  it('treats empty strings as unset', () => {
    const config = loadConfig({ DATABASE_URL: '', GOOGLE_CLIENT_ID: ' ' });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.google.clientId).toBeUndefined();
  });

  it('lists every bad variable at once', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'not a url', JWT_SECRET: 'short', LOG_LEVEL: 'loud' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toMatch(/PORT/);
    expect(problems).toMatch(/DATABASE_URL/);
    expect(problems).toMatch(/JWT_SECRET: must be at least 32 characters/);
    expect(problems).toMatch(/LOG_LEVEL/);
  });

  it('requires the Razorpay key id and secret together', () => {
    expect(() => loadConfig({ RAZORPAY_KEY_ID: 'rzp_test_x' })).toThrow(/RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET/);
  });

  it('strips a trailing slash from the public URL', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://visaready.example/' }).publicUrl).toBe('https://visaready.example');
  });
});
