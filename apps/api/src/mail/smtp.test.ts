import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, emailOutbox } from '../db/schema';
import { startSmtpSink } from './smtp-sink';
import { createTestApp, type TestApp, testDrivers } from '../testing/test-app';

describe.each(testDrivers.slice(0, 1))('e-mail over SMTP on %s', (driver) => {
  let app: TestApp;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;

  beforeAll(async () => {
    sink = await startSmtpSink();
    app = await createTestApp(driver, {
      env: {
        SMTP_URL: sink.url,
        MAIL_FROM: 'VisaReady <no-reply@visaready.test>',
        PUBLIC_URL: 'https://app.visaready.test',
        SUPPORT_EMAIL: 'help@visaready.test',
      },
    });
    const { seedPlans } = await import('../billing/seed-plans');
    await seedPlans(app.database.db);
  });
  afterAll(async () => {
    await app?.close();
    await sink?.close();
  });

  const waitForMail = async (to: string) => {
    const deadline = Date.now() + 15_000;
    const find = () => sink.received.find((mail) => mail.to.includes(to));
    while (!find() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    return find();
  };

  it('delivers the reset link through the SMTP server and records the delivery', async () => {
    const email = 'smtp-user@example.com';
    const registered = await app.request({
      method: 'POST',
      url: '/api/register',
      payload: { full_name: 'Smtp User', email_address: email, mobile_number: '9876543210', password: 'Secret#123' },
    });
    expect(registered.statusCode).toBe(201);
    expect((await app.request({ method: 'POST', url: '/api/forgot-password', payload: { email } })).statusCode).toBe(200);

    const mail = await waitForMail(email);
    expect(mail?.to).toEqual([email]);
    expect(mail?.from).toBe('no-reply@visaready.test');
    expect(mail?.text).toContain('https://app.visaready.test/reset-password?token=');

    const [row] = await app.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
    expect(row).toMatchObject({ status: 'sent', transport: 'smtp', kind: 'password-reset' });
  });

  it('e-mails a contact message to SUPPORT_EMAIL with Reply-To set to the sender, after storing it', async () => {
    const response = await app.request({
      method: 'POST',
      url: '/api/contact-us',
      remoteAddress: '198.51.100.30',
      payload: {
        firstname: 'Ravi',
        lastname: 'Shah',
        email: 'Ravi.Shah@Example.com',
        subject: 'Refund question',
        phonenumber: '9123456780',
        message: 'Hi, how long does a refund take?',
      },
    });
    expect(response.statusCode).toBe(200);
    const [stored] = await app.database.db.select().from(contactMessages).where(eq(contactMessages.ip, '198.51.100.30'));
    expect(stored).toMatchObject({ status: 'new', email: 'ravi.shah@example.com' });

    const mail = await waitForMail('help@visaready.test');
    expect(mail?.from).toBe('no-reply@visaready.test');
    expect(mail?.raw).toMatch(/^Reply-To: ravi\.shah@example\.com\r?$/m);
    expect(mail?.raw).toMatch(/^Subject: Contact form: Refund question\r?$/m);
    expect(mail?.text).toContain('From: Ravi Shah <ravi.shah@example.com>');
    expect(mail?.text).toContain('Hi, how long does a refund take?');
    expect(mail?.text).toContain(`https://app.visaready.test/admin?tab=messages&message=${stored?.id}`);

    const [row] = await app.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'help@visaready.test'));
    expect(row).toMatchObject({ status: 'sent', transport: 'smtp', kind: 'support-message', replyTo: 'ravi.shah@example.com' });
  });
});
