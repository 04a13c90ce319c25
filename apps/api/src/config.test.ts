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

  it('reads the practice limits and refuses a trial allowance above the paid one', () => {
    expect(loadConfig({}).practice).toEqual({ dailyLimit: 40, trialDailyLimit: 5 });
    expect(loadConfig({ PRACTICE_DAILY_LIMIT: '12', PRACTICE_TRIAL_DAILY_LIMIT: '0' }).practice).toEqual({
      dailyLimit: 12,
      trialDailyLimit: 0,
    });
    expect(() => loadConfig({ PRACTICE_DAILY_LIMIT: '3', PRACTICE_TRIAL_DAILY_LIMIT: '4' })).toThrow(
      /PRACTICE_TRIAL_DAILY_LIMIT must not be above/,
    );
    expect(() => loadConfig({ PRACTICE_DAILY_LIMIT: 'lots' })).toThrow(/PRACTICE_DAILY_LIMIT/);
  });

  it('requires the Razorpay key id and secret together', () => {
    expect(() => loadConfig({ RAZORPAY_KEY_ID: 'rzp_test_x' })).toThrow(/RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET/);
  });

  it('sends support messages to SUPPORT_EMAIL, a local address by default, and refuses one that is not an address', () => {
    expect(loadConfig({}).mail.supportEmail).toBe('support@visaready.local');
    expect(loadConfig({ SUPPORT_EMAIL: ' ' }).mail.supportEmail).toBe('support@visaready.local');
    expect(loadConfig({ SUPPORT_EMAIL: 'help@visaready.example' }).mail.supportEmail).toBe('help@visaready.example');
    expect(() => loadConfig({ SUPPORT_EMAIL: 'support' })).toThrow(/SUPPORT_EMAIL: must be an e-mail address/);
  });

  it('runs every role by default, and one role only on PostgreSQL (the embedded database belongs to one process)', () => {
    expect(loadConfig({}).role).toBe('all');
    const speech = loadConfig({ ROLE: 'speech', DATABASE_URL: 'postgres://db.example/visaready', INSTANCE_ID: 'speech-1' });
    expect(speech.role).toBe('speech');
    expect(speech.instanceId).toBe('speech-1');
    expect(loadConfig({ ROLE: 'worker', DATABASE_URL: 'postgres://db.example/visaready' }).instanceId).toMatch(/^worker-[0-9a-f]{8}$/);
    expect(() => loadConfig({ ROLE: 'api' })).toThrow(/ROLE=api needs DATABASE_URL/);
    expect(() => loadConfig({ ROLE: 'web' })).toThrow(/ROLE/);
    expect(() => loadConfig({ INSTANCE_ID: 'api 1; rm' })).toThrow(/INSTANCE_ID/);
    expect(() => loadConfig({ MAIL_SEAL_KEY: 'short' })).toThrow(/MAIL_SEAL_KEY: must be at least 32 characters/);
    expect(() => loadConfig({ PAYMENTS_SANDBOX_SECRET: 'short' })).toThrow(/PAYMENTS_SANDBOX_SECRET: must be at least 32/);
  });

  it('strips a trailing slash from the public URL', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://visaready.example/' }).publicUrl).toBe('https://visaready.example');
  });

  it('refuses production without real payment and e-mail services unless the demo opt-ins are set', () => {
    const production = { NODE_ENV: 'production' };
    expect(() => loadConfig(production)).toThrow(/RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET are required in production/);
    expect(() => loadConfig(production)).toThrow(/SMTP_URL is required in production/);
    const real = loadConfig({
      ...production,
      RAZORPAY_KEY_ID: 'rzp_live_x',
      RAZORPAY_KEY_SECRET: 'secret',
      SMTP_URL: 'smtp://mail.example:587',
    });
    expect(real.sandbox).toEqual({ payments: false, mailOutbox: false });
    const demo = loadConfig({ ...production, PAYMENTS_SANDBOX: 'true', MAIL_OUTBOX: 'true' });
    expect(demo.sandbox).toEqual({ payments: true, mailOutbox: true });
  });

  it('keeps the development conveniences on by default outside production', () => {
    expect(loadConfig({}).sandbox).toEqual({ payments: true, mailOutbox: true });
  });

  it('trusts a number of proxy hops or their addresses, never any client', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.2' }).trustProxy).toBe('10.0.0.1, 10.0.0.2');
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: set the number of proxy hops/);
  });
});
