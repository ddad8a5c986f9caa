/**
 * お問い合わせ (issue 17 item 3) over HTTP on PGlite and PostgreSQL: a message is stored with its
 * receipt mail queued in the same transaction (in the sender's language, the subject's label, the
 * receipt number); bad input answers 400 ACE800 and stores nothing; a foreign page is refused
 * (CSRF); the address limit answers 429 RLE806.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp } from '../test/accounts';
import { DATABASE_KINDS, startTestApi, type TestApi } from '../test/harness';

const MESSAGE = {
  name: '旅 日和',
  email: 'asker@example.jp',
  subject: 'payment',
  body: '銀行振込の期限について\n教えてください。',
};

describe.each(DATABASE_KINDS)('contact form on %s (issue 17 item 3)', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind);
  });
  afterAll(async () => {
    await api?.close();
  });

  const stored = (email: string) =>
    api.handle.db.selectFrom('contact_message').selectAll().where('email', '=', email).execute();
  const receipts = (email: string) =>
    api.handle.db
      .selectFrom('mail_outbox')
      .select(['lang', 'data', 'template'])
      .where('to_address', '=', email)
      .execute();

  it('stores the message and queues its receipt in the sender’s language', async () => {
    const res = await call(api, 'POST', '/v1/contact', {
      body: { ...MESSAGE, email: ' Asker@Example.jp ', bookingNumber: 'TB-1234', lang: 'en' },
    });
    expect(res.status).toBe(201);
    const { contactId } = res.body as { contactId: number };
    expect(contactId).toBeGreaterThan(0);
    const rows = await stored('asker@example.jp');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: '旅 日和',
      booking_number: 'TB-1234',
      subject: 'payment',
      body: MESSAGE.body,
      lang: 'en',
      user_id: null,
    });
    const mails = await receipts('asker@example.jp');
    expect(mails).toEqual([
      {
        template: 'contact_receipt',
        lang: 'en',
        data: { contactId, name: '旅 日和', subject: 'About payment', body: MESSAGE.body },
      },
    ]);
  });

  it('links a logged-in sender’s message to the account', async () => {
    const me = await signUp(api, { email: 'member-asks@example.jp' });
    const res = await call(api, 'POST', '/v1/contact', {
      session: me,
      body: { ...MESSAGE, email: 'member-asks@example.jp' },
    });
    expect(res.status).toBe(201);
    expect((await stored('member-asks@example.jp'))[0]?.user_id).toBe(me.userId);
    expect(
      (await receipts('member-asks@example.jp')).find((m) => m.template === 'contact_receipt')?.data,
    ).toMatchObject({
      subject: 'お支払いについて',
    });
  });

  it('refuses bad input with 400 ACE800 and stores nothing', async () => {
    const email = 'bad-asker@example.jp';
    const bodies: unknown[] = [
      { ...MESSAGE, email },
      { ...MESSAGE, email, name: '' },
      { ...MESSAGE, email, name: 'a\nb' },
      { ...MESSAGE, email, body: '   ' },
      { ...MESSAGE, email, body: 'x'.repeat(4001) },
      { ...MESSAGE, email, body: 'bell\u0007' },
      { ...MESSAGE, email, subject: 'spam' },
      { ...MESSAGE, email, bookingNumber: '<script>' },
      { ...MESSAGE, email: 'not-an-address' },
      { ...MESSAGE, email, name: 'x'.repeat(101) },
      { ...MESSAGE, email, body: 12 },
    ];
    // The first one is valid: it proves the address itself is fine.
    const ok = await call(api, 'POST', '/v1/contact', { body: bodies[0] });
    expect(ok.status).toBe(201);
    for (const body of bodies.slice(1)) {
      const res = await call(api, 'POST', '/v1/contact', { body });
      expect([
        JSON.stringify(body).slice(-70),
        res.status,
        (res.body as { errorCode: string }).errorCode,
      ]).toEqual([JSON.stringify(body).slice(-70), 400, 'ACE800']);
    }
    expect(await stored(email)).toHaveLength(1);
    expect(await receipts(email)).toHaveLength(1);
  });

  it('refuses a message posted from a foreign page (CSRF)', async () => {
    const res = await call(api, 'POST', '/v1/contact', {
      body: { ...MESSAGE, email: 'forged@example.jp' },
      headers: { origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ errorCode: 'ACE805' });
    expect(await stored('forged@example.jp')).toHaveLength(0);
  });
});

describe('contact rate limit (production limits)', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi('pglite', { productionLimits: true });
  });
  afterAll(async () => {
    await api?.close();
  });

  it('answers 429 RLE806 after 5 messages from one address in an hour', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await call(api, 'POST', '/v1/contact', {
        body: { ...MESSAGE, email: `flood${i}@example.jp` },
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});
