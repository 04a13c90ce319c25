import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, newsletterSubscribers, pageViews, waitlistEntries } from '../db/schema';
import { createTestApp, type TestApp, testDrivers } from '../testing/test-app';

const post = (app: TestApp, url: string, payload: unknown, ip = '203.0.113.7') =>
  app.request({ method: 'POST', url, payload: payload as object, remoteAddress: ip, headers: { 'user-agent': 'vitest' } });

describe.each(testDrivers)('public site API on %s', (driver) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(driver);
  });
  afterAll(async () => {
    await app?.close();
  });

  describe('POST /api/subscribe-newsletter', () => {
    it('subscribes, stores the address lower-cased and is idempotent', async () => {
      const first = await post(app, '/api/subscribe-newsletter', { email: ' Reader@Example.com ' });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ message: 'Subscription successful' });
      const second = await post(app, '/api/subscribe-newsletter', { email: 'reader@example.com' });
      expect(second.statusCode).toBe(200);
      expect(second.json()).toEqual({ message: 'You are already subscribed to the newsletter.' });
      const rows = await app.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, 'reader@example.com'));
      expect(rows).toHaveLength(1);
      expect(rows[0]?.status).toBe('subscribed');
    });

    it.each([{ email: 'reader@example.io' }, { email: 'nobody' }, { email: '' }, {}])(
      'rejects %j with the footer message',
      async (body) => {
        const response = await post(app, '/api/subscribe-newsletter', body);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ status: 'error', message: expect.any(String) });
        if ('email' in body) expect(response.json().message).toBe('Please enter a valid email (e.g., name@example.com)');
      },
    );
  });

  describe('POST /api/unsubscribe-newsletter', () => {
    it('unsubscribes a subscriber, again succeeds, and a later subscribe switches it back on', async () => {
      await post(app, '/api/subscribe-newsletter', { email: 'leaver@example.in' });
      const response = await post(app, '/api/unsubscribe-newsletter', { email: 'leaver@example.in' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'You have been unsubscribed from the newsletter.' });
      expect((await post(app, '/api/unsubscribe-newsletter', { email: 'leaver@example.in' })).statusCode).toBe(200);
      const [row] = await app.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, 'leaver@example.in'));
      expect(row?.status).toBe('unsubscribed');
      expect(row?.unsubscribedAt).toBeInstanceOf(Date);
      const back = await post(app, '/api/subscribe-newsletter', { email: 'leaver@example.in' });
      expect(back.json()).toEqual({ message: 'Subscription successful' });
    });

    it('reports an address that never subscribed', async () => {
      const response = await post(app, '/api/unsubscribe-newsletter', { email: 'stranger@example.org' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_subscribed', message: 'This email is not subscribed to the newsletter.' });
    });

    it('rejects a TLD outside the footer list', async () => {
      const response = await post(app, '/api/unsubscribe-newsletter', { email: 'x@example.dev' });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Please enter a valid email (e.g., name@example.com)');
    });
  });

  describe('POST /api/join-waitlist', () => {
    it('adds the address once and answers with the spec text for each dialog', async () => {
      const first = await post(app, '/api/join-waitlist', { email: 'App@Fan.com', source: 'header' });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ message: "Thank you! You've been added to the waitlist!" });
      const again = await post(app, '/api/join-waitlist', { email: 'app@fan.com', source: 'floating' });
      expect(again.json()).toEqual({ message: "Thank you! You've been added to the waitlist." });
      const rows = await app.database.db.select().from(waitlistEntries).where(eq(waitlistEntries.email, 'app@fan.com'));
      expect(rows).toEqual([expect.objectContaining({ source: 'header' })]);
    });

    it.each([
      [{ email: '   ' }, 'Please enter an email address'],
      [{ email: 'a@b.c' }, 'Please enter a valid email address (e.g., name@example.com)'],
      [{ email: 'a..b@c.com' }, 'Email contains invalid characters or formatting'],
      [{ email: '', source: 'floating' }, 'Please enter a valid email address.'],
      [{ email: 'no at', source: 'floating' }, 'Please enter a valid email format.'],
    ])('rejects %j → %s and stores nothing', async (body, message) => {
      const response = await post(app, '/api/join-waitlist', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    });

    it('rejects an unknown source', async () => {
      expect((await post(app, '/api/join-waitlist', { email: 'a@b.com', source: 'billboard' })).statusCode).toBe(400);
    });
  });

  describe('POST /api/contact-us', () => {
    const form = {
      firstname: 'Ravi',
      lastname: 'Shah',
      email: 'Ravi@Example.com',
      subject: 'Refund question',
      phonenumber: '9123456780',
      message: 'Hi, how long does a refund take?',
    };

    it('stores the message with the caller IP', async () => {
      const response = await post(app, '/api/contact-us', form, '198.51.100.20');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Message sent successfully!' });
      const rows = await app.database.db.select().from(contactMessages).where(eq(contactMessages.ip, '198.51.100.20'));
      expect(rows).toEqual([
        expect.objectContaining({
          firstName: 'Ravi',
          lastName: 'Shah',
          email: 'ravi@example.com',
          phoneNumber: '9123456780',
          subject: 'Refund question',
        }),
      ]);
    });

    it.each([
      [{ firstname: '' }, 'First name is required.'],
      [{ firstname: 'R2' }, 'First Name must contain only alphabets.'],
      [{ lastname: '' }, 'Last name is required.'],
      [{ lastname: 'S_h' }, 'Last Name must contain only alphabets.'],
      [{ email: 'ravi' }, 'Valid email is required.'],
      [{ subject: 'a{b}' }, 'Subject can only contain letters, numbers, and basic punctuation.'],
      [{ phonenumber: '912345678' }, 'Valid 10-digit phone number is required.'],
      [{ message: '<b>hi</b>' }, 'Message can only contain letters, numbers, and basic punctuation.'],
    ])('rejects %j → %s without storing', async (change, message) => {
      const before = (await app.database.db.select().from(contactMessages)).length;
      const response = await post(app, '/api/contact-us', { ...form, ...change }, '198.51.100.21');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ status: 'error', message });
      expect((await app.database.db.select().from(contactMessages)).length).toBe(before);
    });

    it('rate-limits a flood from one address', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) statuses.push((await post(app, '/api/contact-us', form, '198.51.100.99')).statusCode);
      expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
      expect(statuses[5]).toBe(429);
    });
  });

  describe('POST /api/page-views', () => {
    it('records path, title-cased title, server-side IP and visit time; redacts e-mail addresses', async () => {
      const visitedAt = new Date().toISOString();
      const ok = await post(app, '/api/page-views', { path: '/aboutus', title: 'about us | visaready', visitedAt }, '192.0.2.44');
      expect(ok.statusCode).toBe(202);
      await post(app, '/api/page-views', { path: '/email-sent/a@b.com', title: 'sent to a@b.com', visitedAt }, '192.0.2.44');
      const rows = await app.database.db.select().from(pageViews).where(eq(pageViews.ip, '192.0.2.44')).orderBy(pageViews.id);
      expect(rows.map((row) => [row.path, row.title, row.userAgent])).toEqual([
        ['/aboutus', 'About Us | Visaready', 'vitest'],
        ['[redacted]', '[redacted]', 'vitest'],
      ]);
      expect(rows[0]?.visitedAt.toISOString()).toBe(visitedAt);
    });

    it('rejects a bad visit time or a missing path', async () => {
      const response = await post(app, '/api/page-views', { path: '/', title: 'Home', visitedAt: 'yesterday' });
      expect(response.statusCode).toBe(400);
      expect((await post(app, '/api/page-views', { title: 'x', visitedAt: new Date().toISOString() })).statusCode).toBe(400);
    });
  });
});
