import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookSignature } from '../billing/gateways/signature';
import { seedCatalogue } from '../db/seed';
import { adminAuditLog, answers, attemptQuestions, interviewQuestions, questions, users } from '../db/schema';
import { eventually, giveSubscription, interviewIdBySlug } from '../interviews/testing';
import { resolveSecret } from '../system/secrets';
import { createSignedInUser, type TestUser } from '../testing/fixtures';
import { createTestApp, type TestApp, testDrivers } from '../testing/test-app';
import { grantAdmin } from './grant-admin';

const PLACEHOLDER_ID = '00000000-0000-4000-8000-000000000000';

describe.each(testDrivers)('admin API on %s', (driver) => {
  let app: TestApp;
  let admin: TestUser;
  let member: TestUser;

  const as = (who: TestUser | null) => (who ? who.auth : {});
  const get = (url: string, who: TestUser | null = admin) => app.request({ method: 'GET', url, headers: as(who) });
  const post = (url: string, payload?: object, who: TestUser | null = admin) =>
    app.request({ method: 'POST', url, headers: as(who), ...(payload ? { payload } : {}) });

  /** A trial-like user with one completed, scored F1 attempt of `count` answers. */
  async function applicantWithScoredAnswers(count: number) {
    const user = await createSignedInUser(app, { fullName: 'Meera Iyer' });
    await giveSubscription(app.database.db, user.id, [{ interviewSlug: 'f1-standard', tests: 1 }]);
    const interviewId = await interviewIdBySlug(app.database.db, 'f1-standard');
    const started = (await post('/api/start-interview', { interview_id: interviewId }, user)).json();
    for (let i = 0; i < count; i += 1) {
      const next = (await get(`/api/next-question/${started.child_session_id}`, user)).json().data.data;
      const submitted = await post(
        '/api/submit-answer',
        {
          session_id: started.session_id,
          child_session_id: started.child_session_id,
          question_id: next.question_id,
          user_answer: 'I want to study computer science at the University of Texas at Dallas for its data science track.',
          duration_seconds: 8,
        },
        user,
      );
      expect(submitted.statusCode).toBe(200);
    }
    expect((await post('/api/complete_session', { session_id: started.child_session_id }, user)).statusCode).toBe(200);
    const card = await eventually(async () => {
      const body = (await get(`/api/get-score-card/${started.session_id}`, user)).json();
      const answered = body.child_sessions[0].answers.filter((answer: { answer_id: string | null }) => answer.answer_id);
      return answered.every((answer: { feedback_status: string }) => answer.feedback_status === 'done') ? body : undefined;
    });
    return {
      user,
      interviewId,
      started,
      answers: card.child_sessions[0].answers.filter((answer: { answer_id: string | null }) => answer.answer_id),
    };
  }

  beforeAll(async () => {
    app = await createTestApp(driver);
    admin = await createSignedInUser(app, { fullName: 'Anita Admin' });
    await grantAdmin({ db: app.database.db }, { email: admin.email });
    member = await createSignedInUser(app, { fullName: 'Ravi Member' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers 401 to an anonymous caller and 403 to a non-admin on every /api/admin route, whatever the input', async () => {
    const document = (await app.request({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const routes = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/admin/'))
      .flatMap(([path, operations]) => Object.keys(operations).map((method) => ({ method: method.toUpperCase(), path })));
    expect(routes.length).toBeGreaterThanOrEqual(19);
    for (const { method, path } of routes) {
      const url = path.replace(/\{[^}]+\}/g, PLACEHOLDER_ID);
      const request = { method: method as 'GET' | 'POST', url, payload: method === 'GET' ? undefined : { junk: true } };
      const anonymous = await app.request(request);
      expect(anonymous.statusCode, `${method} ${path} anonymous`).toBe(401);
      const nonAdmin = await app.request({ ...request, headers: member.auth });
      expect(nonAdmin.statusCode, `${method} ${path} as a user`).toBe(403);
      expect(nonAdmin.json()).toMatchObject({ code: 'admin_only', message: 'You are not allowed to view this page.' });
      const asAdmin = await app.request({ ...request, headers: admin.auth });
      expect([401, 403], `${method} ${path} as an admin`).not.toContain(asAdmin.statusCode);
    }
  });

  it('exposes the role in the profile, and no API call can change it', async () => {
    expect((await get('/api/get_user_profile', admin)).json().data.role).toBe('admin');
    expect((await get('/api/get_user_profile', member)).json().data.role).toBe('user');
    const saved = await post('/api/save_user_profile', { mobile_number: '9876543210', role: 'admin', account_type: 'admin' }, member);
    expect(saved.statusCode).toBe(200);
    expect((await get('/api/get_user_profile', member)).json().data.role).toBe('user');
  });

  it('searches users by e-mail or name, a page at a time', async () => {
    const a = await createSignedInUser(app, { fullName: 'Kavya Raman', email: 'kavya.raman@example.com' });
    await createSignedInUser(app, { fullName: 'Kavya Nair', email: 'knair@example.com' });
    const byName = (await get('/api/admin/users?q=kavya&page_size=1')).json();
    expect(byName).toMatchObject({ status: 'success', page: 1, page_size: 1, total: 2 });
    expect(byName.data).toHaveLength(1);
    const secondPage = (await get('/api/admin/users?q=kavya&page_size=1&page=2')).json();
    expect(secondPage.data[0].user_id).not.toBe(byName.data[0].user_id);
    const byEmail = (await get('/api/admin/users?q=RAMAN@example')).json();
    expect(byEmail.data).toEqual([
      expect.objectContaining({
        user_id: a.id,
        email: 'kavya.raman@example.com',
        full_name: 'Kavya Raman',
        role: 'user',
        status: 'active',
      }),
    ]);
    // LIKE wildcards in the text match themselves.
    expect((await get('/api/admin/users?q=%25')).json().total).toBe(0);
    expect((await get('/api/admin/users?page_size=500')).statusCode).toBe(400);
    expect((await get('/api/admin/users/not-a-uuid')).statusCode).toBe(400);
    expect((await get(`/api/admin/users/${PLACEHOLDER_ID}`)).statusCode).toBe(404);
  });

  it("shows one user's subscriptions, attempts and scores", async () => {
    const { user, answers: answered } = await applicantWithScoredAnswers(2);
    const detail = (await get(`/api/admin/users/${user.id}`)).json().data;
    expect(detail).toMatchObject({ user_id: user.id, full_name: 'Meera Iyer', status: 'active', sso: false });
    expect(detail.subscriptions).toEqual([
      expect.objectContaining({ plan_name: 'Test plan', status: 'Active', amount: 499, remaining_tests: 0 }),
    ]);
    expect(detail.attempts).toHaveLength(1);
    const [attempt] = detail.attempts;
    expect(attempt).toMatchObject({ interview_name: 'F1 Student Visa — Standard', attempt_number: 1, status: 'completed' });
    expect(attempt.answers).toHaveLength(2);
    expect(attempt.answers.map((answer: { answer_id: string }) => answer.answer_id)).toEqual(
      answered.map((answer: { answer_id: string }) => answer.answer_id),
    );
    expect(attempt.answers.every((answer: { score: number | null }) => typeof answer.score === 'number')).toBe(true);
    expect(attempt.average_score).toEqual(expect.any(Number));
  });

  it("revokes a user's sessions: their token stops working at once, and the action is audited", async () => {
    const user = await createSignedInUser(app);
    expect((await get('/api/get_user_profile', user)).statusCode).toBe(200);
    const revoked = await post(`/api/admin/users/${user.id}/revoke-sessions`);
    expect(revoked.json()).toEqual({ status: 'success', message: 'Sessions revoked: the user must sign in again everywhere.' });
    expect((await get('/api/get_user_profile', user)).statusCode).toBe(401);
    const [entry] = await app.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, user.id));
    expect(entry).toMatchObject({ actorId: admin.id, actorEmail: admin.email, action: 'user.revoke-sessions', targetType: 'user' });
  });

  it('deactivates a user (sign-in refused with its message, tokens refused) and reactivates them; never yourself', async () => {
    const email = `deactivated-${Date.now()}@example.com`;
    const registered = await app.request({
      method: 'POST',
      url: '/api/register',
      payload: { full_name: 'Dev Patel', email_address: email, mobile_number: '9876543210', password: 'Secret#123' },
    });
    expect(registered.statusCode).toBe(201);
    const { token, user_id: userId } = registered.json();
    const login = (password = 'Secret#123') => app.request({ method: 'POST', url: '/api/login', payload: { identifier: email, password } });

    expect((await post(`/api/admin/users/${userId}/deactivate`)).json().message).toBe('User deactivated: they can no longer sign in.');
    expect(
      (await app.request({ method: 'GET', url: '/api/get_user_profile', headers: { authorization: `Bearer ${token}` } })).statusCode,
    ).toBe(401);
    const refused = await login();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'account_deactivated',
      message: 'This account has been deactivated. Please contact support.',
    });
    // A wrong password says only that: the deactivation is news to the owner alone.
    expect((await login('Wrong#1234')).json().code).toBe('invalid_credentials');
    expect((await post(`/api/admin/users/${userId}/deactivate`)).statusCode).toBe(409);
    expect((await get('/api/admin/users?q=dev patel')).json().data[0].status).toBe('deactivated');

    expect((await post(`/api/admin/users/${userId}/reactivate`)).statusCode).toBe(200);
    expect((await login()).statusCode).toBe(200);

    const self = await post(`/api/admin/users/${admin.id}/deactivate`);
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe('You cannot deactivate your own account.');
  });

  it('lists orders by status and shows one order with its payments and webhook events', async () => {
    const buyer = await createSignedInUser(app);
    const plans = (await get('/api/list_subscriptions', null)).json().data as Array<{
      subscription_id: number;
      billing_period: string | null;
    }>;
    // A one-time plan, paid through a gateway order (renewing plans go through a gateway subscription).
    const oneTime = plans.find((plan) => plan.billing_period === null);
    const checkout = (await post('/api/place_order', { subscription_id: oneTime?.subscription_id }, buyer)).json();
    const due = (await get('/api/admin/orders?status=In Progress - Payment Due&page_size=100')).json();
    expect(due.data.map((order: { order_id: string }) => order.order_id)).toContain(checkout.order_id);
    expect(due.data.every((order: { status: string }) => order.status === 'In Progress - Payment Due')).toBe(true);

    const raw = JSON.stringify({
      entity: 'event',
      event: 'order.paid',
      payload: {
        payment: { entity: { id: 'pay_admin1', order_id: checkout.gateway_order_id, amount: checkout.amount, status: 'captured' } },
        order: { entity: { id: checkout.gateway_order_id, amount: checkout.amount } },
      },
    });
    const webhook = await app.request({
      method: 'POST',
      url: '/api/payments/razorpay/webhook',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': webhookSignature(raw, resolveSecret(app.dataDir, 'sandbox-payment-secret', undefined)),
        'x-razorpay-event-id': 'evt_admin_1',
      },
      payload: raw,
    });
    expect(webhook.json().outcome).toBe('activated');

    const active = (await get('/api/admin/orders?status=Active&page_size=100')).json();
    expect(active.data).toEqual(
      expect.arrayContaining([expect.objectContaining({ order_id: checkout.order_id, user_email: buyer.email, status: 'Active' })]),
    );
    const detail = (await get(`/api/admin/orders/${encodeURIComponent(checkout.order_id)}`)).json().data;
    expect(detail.payments).toEqual([expect.objectContaining({ payment_id: 'pay_admin1', source: 'webhook', status: 'captured' })]);
    expect(detail.webhook_events).toEqual([
      expect.objectContaining({
        event_id: 'evt_admin_1',
        event_type: 'order.paid',
        payload: expect.objectContaining({ event: 'order.paid' }),
      }),
    ]);
    expect((await get('/api/admin/orders?status=Paid')).statusCode).toBe(400);
    expect((await get('/api/admin/orders/VR-NONE')).statusCode).toBe(404);
  });

  it('keeps the support inbox: new messages, their status set to answered or closed, filtered by status', async () => {
    const form = {
      firstname: 'Asha',
      lastname: 'Rao',
      email: 'asha@example.com',
      subject: 'Interview help',
      phonenumber: '9123456780',
      message: 'Can I retake a test?',
    };
    expect((await app.request({ method: 'POST', url: '/api/contact-us', payload: form, remoteAddress: '198.51.100.60' })).statusCode).toBe(
      200,
    );
    const inbox = (await get('/api/admin/messages?status=new')).json();
    const message = inbox.data.find((item: { email: string }) => item.email === 'asha@example.com');
    expect(message).toMatchObject({ first_name: 'Asha', subject: 'Interview help', message: 'Can I retake a test?', status: 'new' });

    const answered = await post(`/api/admin/messages/${message.message_id}/status`, { status: 'answered' });
    expect(answered.json()).toMatchObject({ message: 'Message status saved.', data: { status: 'answered' } });
    expect((await get(`/api/admin/messages/${message.message_id}`)).json().data.status).toBe('answered');
    const stillNew = (await get('/api/admin/messages?status=new')).json().data;
    expect(stillNew.some((item: { message_id: string }) => item.message_id === message.message_id)).toBe(false);
    expect((await post(`/api/admin/messages/${message.message_id}/status`, { status: 'spam' })).statusCode).toBe(400);
    expect((await post(`/api/admin/messages/${PLACEHOLDER_ID}/status`, { status: 'closed' })).statusCode).toBe(404);
  });

  it('exports newsletter and waitlist sign-ups as CSV with formula cells neutralised', async () => {
    await app.request({
      method: 'POST',
      url: '/api/subscribe-newsletter',
      payload: { email: '+91reader@example.com' },
      remoteAddress: '198.51.100.61',
    });
    await app.request({
      method: 'POST',
      url: '/api/join-waitlist',
      payload: { email: '=HYPERLINK("x",1)@a.io', source: 'floating' },
      remoteAddress: '198.51.100.61',
    });
    const newsletter = await get('/api/admin/exports/newsletter');
    expect(newsletter.statusCode).toBe(200);
    expect(newsletter.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(newsletter.headers['content-disposition']).toMatch(/^attachment; filename="visaready-newsletter-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(newsletter.body.split('\r\n')[0]).toBe('email,status,subscribed_at,unsubscribed_at');
    expect(newsletter.body).toMatch(/\r\n'\+91reader@example\.com,subscribed,\d{4}-/);
    const waitlist = await get('/api/admin/exports/waitlist');
    expect(waitlist.body.split('\r\n')[0]).toBe('email,source,joined_at');
    expect(waitlist.body).toContain(`\r\n"'=hyperlink(""x"",1)@a.io",floating,`);
    expect((await get('/api/admin/exports/everyone')).statusCode).toBe(400);
  });

  it('adds, edits and retires questions; an asked question keeps its text in history; retired ones are not asked again', async () => {
    const db = app.database.db;
    const interviewId = await interviewIdBySlug(db, 'f1-standard');
    const b1b2 = await interviewIdBySlug(db, 'b1b2-visitor');
    const interviews = (await get('/api/admin/interviews')).json().data;
    expect(interviews).toEqual(expect.arrayContaining([expect.objectContaining({ interview_id: interviewId, visa_type: 'F1' })]));
    const sizeBefore = interviews.find((interview: { interview_id: number }) => interview.interview_id === interviewId).num_questions;
    // What applicants' catalogue lists (cached per process for a few seconds, forgotten by the change itself).
    const listedSize = async () =>
      (await get('/api/get-all-interviews'))
        .json()
        .data.find((interview: { interview_id: number }) => interview.interview_id === interviewId).num_questions;
    expect(await listedSize()).toBe(sizeBefore);

    const question = {
      visa_type: 'F1',
      category: 'study-plans',
      text: 'What will your first semester look like?',
      model_answer: 'I will take machine learning, algorithms and a data systems course, and join the data science lab as a volunteer.',
      key_points: ['courses of the first semester', 'a lab or group to join', 'how it fits the degree'],
      interview_ids: [interviewId],
    };
    expect((await post('/api/admin/questions', { ...question, interview_ids: [b1b2] })).json().message).toBe(
      "Each interview must be of the question's visa type.",
    );
    expect((await post('/api/admin/questions', { ...question, key_points: ['one', 'two'] })).json().message).toBe(
      'Give 3 to 5 key points, one per line.',
    );
    expect((await post('/api/admin/questions', { ...question, category: 'Study Plans!' })).statusCode).toBe(400);
    const added = (await post('/api/admin/questions', question)).json();
    expect(added).toMatchObject({
      message: 'Question added.',
      data: { text: question.text, version: 1, status: 'active', times_asked: 0 },
    });
    const addedId = added.data.question_id as number;
    const list = await db.select().from(interviewQuestions).where(eq(interviewQuestions.interviewId, interviewId));
    expect(list.find((row) => row.questionId === addedId)?.position).toBe(sizeBefore + 1);
    expect(await listedSize()).toBe(sizeBefore + 1);

    // Never asked: edited in place.
    const inPlace = (await post(`/api/admin/questions/${addedId}`, { ...question, text: 'What will your first term look like?' })).json();
    expect(inPlace).toMatchObject({
      message: 'Question saved.',
      data: { question_id: addedId, version: 1, text: 'What will your first term look like?' },
    });

    // Asked by an attempt: the edit becomes version 2 and the attempt keeps the text it showed.
    const { user, started, answers: answered } = await applicantWithScoredAnswers(1);
    const askedId = answered[0].question_id as number;
    const askedText = answered[0].question as string;
    const edited = (await post(`/api/admin/questions/${askedId}`, { ...question, text: 'Why the United States, and why now?' })).json();
    expect(edited.message).toBe('Saved as version 2: attempts that asked the earlier text keep it.');
    expect(edited.data).toMatchObject({ version: 2, text: 'Why the United States, and why now?', status: 'active' });
    expect(edited.data.question_id).not.toBe(askedId);
    const history = (await get(`/api/get-score-card/${started.session_id}`, user)).json().child_sessions[0].answers[0];
    expect(history).toMatchObject({ question_id: askedId, question: askedText });
    const [old] = await db.select().from(questions).where(eq(questions.id, askedId));
    expect(old).toMatchObject({ text: askedText, replacedById: edited.data.question_id, version: 1 });
    expect(old?.retiredAt).toBeInstanceOf(Date);
    const listNow = await db.select().from(interviewQuestions).where(eq(interviewQuestions.interviewId, interviewId));
    expect(listNow.some((row) => row.questionId === askedId)).toBe(false);
    expect(listNow.find((row) => row.questionId === edited.data.question_id)?.position).toBe(1);
    expect((await post(`/api/admin/questions/${askedId}`, question)).statusCode).toBe(409);

    // Retired: out of every interview (positions renumbered), never in a new attempt.
    const retired = (await post(`/api/admin/questions/${addedId}/retire`)).json();
    expect(await listedSize()).toBe(sizeBefore);
    expect(retired).toMatchObject({
      message: 'Question retired: new interviews no longer ask it.',
      data: { status: 'retired', interviews: [] },
    });
    const positions = (await db.select().from(interviewQuestions).where(eq(interviewQuestions.interviewId, interviewId)))
      .map((row) => row.position)
      .sort((a, b) => a - b);
    expect(positions).toEqual(Array.from({ length: sizeBefore }, (_, index) => index + 1));
    const newcomer = await createSignedInUser(app);
    await giveSubscription(db, newcomer.id, [{ interviewSlug: 'f1-standard', tests: 1 }]);
    const fresh = (await post('/api/start-interview', { interview_id: interviewId }, newcomer)).json();
    const asked = await db.select().from(attemptQuestions).where(eq(attemptQuestions.attemptId, fresh.child_session_id));
    expect(asked.map((row) => row.questionId)).not.toContain(addedId);
    expect(asked.map((row) => row.questionId)).toContain(edited.data.question_id);
    expect((await post(`/api/admin/questions/${addedId}/retire`)).statusCode).toBe(409);

    const retiredList = (await get('/api/admin/questions?status=retired&page_size=100')).json().data;
    expect(retiredList.map((item: { question_id: number }) => item.question_id)).toEqual(expect.arrayContaining([askedId, addedId]));

    // A restart seeds the catalogue again; what the console changed stays.
    await seedCatalogue(db);
    const [stillOld] = await db.select().from(questions).where(eq(questions.id, askedId));
    expect(stillOld?.retiredAt).toBeInstanceOf(Date);
    const afterSeed = await db.select().from(interviewQuestions).where(eq(interviewQuestions.interviewId, interviewId));
    expect(afterSeed.some((row) => row.questionId === askedId)).toBe(false);
  });

  it('shows the score distribution per question and the answers users disputed, with transcript, score and comment', async () => {
    const { user, answers: answered } = await applicantWithScoredAnswers(2);
    const [first, second] = answered;
    const dispute = (body: object, who: TestUser = user) => post('/api/dispute-score', body, who);
    expect((await dispute({ answer_id: first.answer_id }, member)).statusCode).toBe(404);
    expect((await dispute({ answer_id: 'nope' })).statusCode).toBe(400);
    expect((await dispute({ answer_id: first.answer_id, comment: 'x'.repeat(1001) })).statusCode).toBe(400);
    const stored = await dispute({ answer_id: first.answer_id, comment: 'I named the university and the course.' });
    expect(stored.json()).toEqual({ status: 'success', message: 'Thanks. We will review this score.' });
    expect((await dispute({ answer_id: first.answer_id, comment: 'again' })).statusCode).toBe(200);
    expect((await dispute({ answer_id: second.answer_id })).statusCode).toBe(200);

    const card = (
      await get(`/api/get-score-card/${(await get(`/api/admin/users/${user.id}`)).json().data.attempts[0].session_id}`, user)
    ).json();
    expect(card.child_sessions[0].answers.filter((answer: { disputed: boolean }) => answer.disputed)).toHaveLength(2);

    const disputes = (await get('/api/admin/scores/disputes')).json();
    const mine = disputes.data.filter((item: { user_id: string }) => item.user_id === user.id);
    expect(mine).toHaveLength(2);
    const firstDispute = mine.find((item: { answer_id: string }) => item.answer_id === first.answer_id);
    const [row] = await app.database.db.select().from(answers).where(eq(answers.id, first.answer_id));
    expect(firstDispute).toMatchObject({
      user_email: user.email,
      comment: 'I named the university and the course.',
      question: first.question,
      transcript: row?.userAnswer,
      score: row?.score,
      interview_name: 'F1 Student Visa — Standard',
      attempt_number: 1,
    });
    expect(firstDispute.feedback).toMatchObject({ score: row?.score });
    expect(mine.find((item: { answer_id: string }) => item.answer_id === second.answer_id).comment).toBeNull();

    const distribution = (await get('/api/admin/scores/distribution')).json().data;
    const forFirst = distribution.find((item: { question_id: number }) => item.question_id === first.question_id);
    expect(forFirst.histogram).toHaveLength(11);
    expect(forFirst.histogram.reduce((sum: number, count: number) => sum + count, 0)).toBe(forFirst.answers);
    expect(forFirst.histogram[row?.score as number]).toBeGreaterThanOrEqual(1);
  });

  it('records every admin action in the audit log, newest first, with no token in it', async () => {
    const log = (await get('/api/admin/audit-log?page_size=100')).json();
    const actions = new Set(log.data.map((entry: { action: string }) => entry.action));
    for (const action of [
      'user.grant-admin',
      'user.revoke-sessions',
      'user.deactivate',
      'user.reactivate',
      'message.set-status',
      'signups.export',
      'question.add',
      'question.edit',
      'question.retire',
    ])
      expect(actions, action).toContain(action);
    const grant = log.data.find((entry: { action: string }) => entry.action === 'user.grant-admin');
    expect(grant).toMatchObject({ actor_email: 'cli', target_type: 'user', target_id: admin.id });
    const times = log.data.map((entry: { at: string }) => entry.at);
    expect([...times].sort().reverse()).toEqual(times);
    const serialised = JSON.stringify(log);
    expect(serialised).not.toContain(admin.token);
    expect(serialised).not.toContain(member.token);
    expect(serialised).not.toMatch(/password|token_version|Bearer/i);
  });

  it('refuses a deactivated admin', async () => {
    const other = await createSignedInUser(app);
    await grantAdmin({ db: app.database.db }, { email: other.email });
    expect((await get('/api/admin/users', other)).statusCode).toBe(200);
    await app.database.db.update(users).set({ status: 'deactivated' }).where(eq(users.id, other.id));
    app.deps.revocations.announce(other.id);
    expect((await get('/api/admin/users', other)).statusCode).toBe(401);
  });
});
