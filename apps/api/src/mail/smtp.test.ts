import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../db/schema';
import { startSmtpSink } from './smtp-sink';
import { createTestApp, type TestApp, testDrivers } from '../testing/test-app';

describe.each(testDrivers.slice(0, 1))('reset e-mail over SMTP on %s', (driver) => {
  let app: TestApp;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;

  beforeAll(async () => {
    sink = await startSmtpSink();
    app = await createTestApp(driver, {
      env: { SMTP_URL: sink.url, MAIL_FROM: 'VisaReady <no-reply@visaready.test>', PUBLIC_URL: 'https://app.visaready.test' },
    });
    const { seedPlans } = await import('../billing/seed-plans');
    await seedPlans(app.database.db);
  });
  afterAll(async () => {
    await app?.close();
    await sink?.close();
  });

  it('delivers the reset link through the SMTP server and records the delivery', async () => {
    const email = 'smtp-user@example.com';
    const registered = await app.request({
      method: 'POST',
      url: '/api/register',
      payload: { full_name: 'Smtp User', email_address: email, mobile_number: '9876543210', password: 'Secret#123' },
    });
    expect(registered.statusCode).toBe(201);
    expect((await app.request({ method: 'POST', url: '/api/forgot-password', payload: { email } })).statusCode).toBe(200);

    const deadline = Date.now() + 15_000;
    while (sink.received.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sink.received).toHaveLength(1);
    const [mail] = sink.received;
    expect(mail?.to).toEqual([email]);
    expect(mail?.from).toBe('no-reply@visaready.test');
    expect(mail?.text).toContain('https://app.visaready.test/reset-password?token=');

    const [row] = await app.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
    expect(row).toMatchObject({ status: 'sent', transport: 'smtp', kind: 'password-reset' });
  });
});
