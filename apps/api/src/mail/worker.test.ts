/**
 * Issue 17 mail outbox, on both databases, received over real SMTP (the development mailbox): a
 * queued mail is rendered (ja/en, text and HTML) and sent once with a Message-ID from its outbox
 * id; a refused delivery is retried with backoff until it goes through; two workers draining one
 * outbox at once send every mail exactly once; a claim whose process died (lease run out) is sent
 * by another worker.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, startTestApi, type TestApi } from '../test/harness';
import { startDevMailbox, type DevMailbox } from './devMailbox';
import { enqueueMail } from './outbox';
import { MailWorker, messageIdOf, retryDelayMs, type MailWorkerOptions } from './worker';

const FROM = 'tabiyori <no-reply@tabiyori.example>';

async function until<T>(probe: () => T | Promise<T>, ok: (value: T) => boolean, ms = 10_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (ok(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('retryDelayMs', () => {
  it('doubles from the base and stops at one hour', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, 1000))).toEqual([1000, 2000, 4000, 8000]);
    expect(retryDelayMs(30, 1000)).toBe(3_600_000);
  });
});

describe.each(DATABASE_KINDS)('mail outbox on %s (issue 17)', (kind) => {
  let api: TestApi;
  let mailbox: DevMailbox;
  const workers: MailWorker[] = [];
  const worker = (options: Partial<MailWorkerOptions> = {}) => {
    const w = new MailWorker(api.handle.db, {
      smtpUrl: mailbox.url,
      from: FROM,
      webBaseUrl: 'http://web.test',
      pollMs: 20,
      retryBaseMs: 50,
      maxAttempts: 5,
      ...options,
    });
    workers.push(w);
    return w;
  };

  beforeAll(async () => {
    api = await startTestApi(kind, { seeded: false });
    mailbox = await startDevMailbox();
  }, 60_000);
  afterAll(async () => {
    await Promise.all(workers.map((w) => w.stop()));
    await mailbox?.close();
    await api?.close();
  });

  const mailsTo = (to: string) => mailbox.mails().filter((m) => m.to.includes(to));
  const row = (to: string) =>
    api.handle.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', to)
      .executeTakeFirstOrThrow();

  it('renders and sends a queued mail once, with a Message-ID from its outbox id', async () => {
    const to = `reset-${kind}@example.jp`;
    await enqueueMail(api.handle.db, {
      template: 'password_reset',
      lang: 'ja',
      to,
      data: { secretPath: '/password/reset?token=abc' },
    });
    expect((await row(to)).data).toEqual({ secretPath: '/password/reset?token=abc' });
    const w = worker();
    expect(await w.tick()).toBe(1);
    expect(await w.tick()).toBe(0);
    const mails = mailsTo(to);
    expect(mails).toHaveLength(1);
    const sent = await row(to);
    expect(sent.status).toBe('sent');
    expect(mails[0]!.messageId).toBe(messageIdOf(Number(sent.mail_id), FROM));
    expect(mails[0]!.subject).toBe('【tabiyori】パスワード再設定のご案内');
    expect(mails[0]!.text).toContain('http://web.test/password/reset?token=abc');
    expect(mails[0]!.html).toContain('href="http://web.test/password/reset?token&#x3D;abc"');
    expect(mails[0]!.text).toContain('（デモ）');
    // The link's token stays in the outbox only until the mail has left.
    expect(sent.data).toEqual({});
  });

  it('escapes values in HTML and keeps them as written in text (en)', async () => {
    const to = `contact-${kind}@example.jp`;
    await enqueueMail(api.handle.db, {
      template: 'contact_receipt',
      lang: 'en',
      to,
      data: { name: 'Ann <b>', subject: 'Q & A', body: '<script>x</script>', contactId: 7 },
    });
    await worker().tick();
    const [mail] = mailsTo(to);
    expect(mail!.subject).toBe('[tabiyori] We received your message (No. 7)');
    expect(mail!.text).toContain('<script>x</script>');
    expect(mail!.html).not.toContain('<script>');
    expect(mail!.html).toContain('&lt;script&gt;');
  });

  it('retries a refused delivery with backoff until it goes through, then sends it once', async () => {
    const to = `retry-${kind}@example.jp`;
    await enqueueMail(api.handle.db, { template: 'password_reset', lang: 'en', to, data: { path: '/r' } });
    mailbox.reject(2);
    // A backoff long enough that the immediate tick below falls inside it even on a loaded machine
    // (at 50 ms it did not at a load average of 27); the two retries wait 1.5 s and 3 s.
    const w = worker({ retryBaseMs: 1500 });
    expect(await w.tick()).toBe(0);
    const first = await row(to);
    expect(first.status).toBe('pending');
    expect(first.attempts).toBe(1);
    expect(first.last_error).toMatch(/451/);
    // Not due before its backoff: an immediate tick leaves it alone.
    expect(await w.tick()).toBe(0);
    expect((await row(to)).attempts).toBe(1);
    w.start();
    const done = await until(
      () => row(to),
      (r) => r.status === 'sent',
      30_000,
    );
    await w.stop();
    expect(done.status).toBe('sent');
    expect(done.attempts).toBe(3);
    expect(mailsTo(to)).toHaveLength(1);
  });

  it('gives up after the last attempt (failed, kept in the outbox)', async () => {
    const to = `fail-${kind}@example.jp`;
    await enqueueMail(api.handle.db, { template: 'password_reset', lang: 'en', to, data: { path: '/f' } });
    mailbox.reject(100);
    const w = worker({ maxAttempts: 2, retryBaseMs: 1 });
    await w.tick();
    await new Promise((r) => setTimeout(r, 30));
    await w.tick();
    mailbox.reject(0);
    const r = await row(to);
    expect(r.status).toBe('failed');
    expect(r.attempts).toBe(2);
    expect(await w.tick()).toBe(0);
    expect(mailsTo(to)).toHaveLength(0);
  });

  it('two workers draining one outbox at once send every mail exactly once', async () => {
    const tos = Array.from({ length: 24 }, (_, i) => `race-${kind}-${i}@example.jp`);
    for (const to of tos) {
      await enqueueMail(api.handle.db, { template: 'password_reset', lang: 'ja', to, data: { path: '/x' } });
    }
    const a = worker({ batch: 3 });
    const b = worker({ batch: 3 });
    let sent = 0;
    for (let i = 0; i < 20 && sent < tos.length; i++) {
      const [x, y] = await Promise.all([a.tick(), b.tick()]);
      sent += x + y;
    }
    expect(sent).toBe(tos.length);
    for (const to of tos) expect(mailsTo(to), to).toHaveLength(1);
    const ids = mailbox.mails().map((m) => m.messageId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('a claim whose process died is sent by another worker once its lease runs out', async () => {
    const to = `lease-${kind}@example.jp`;
    await enqueueMail(api.handle.db, { template: 'password_reset', lang: 'ja', to, data: { path: '/l' } });
    // A process claimed it (status sending, lease until the future) and died before sending.
    await sql`update mail_outbox set status = 'sending', attempts = 1,
      locked_until = now() + interval '1 hour' where to_address = ${to}`.execute(api.handle.db);
    const w = worker();
    expect(await w.tick()).toBe(0);
    await sql`update mail_outbox set locked_until = now() - interval '1 second' where to_address = ${to}`.execute(
      api.handle.db,
    );
    expect(await w.tick()).toBe(1);
    expect(mailsTo(to)).toHaveLength(1);
    expect((await row(to)).attempts).toBe(2);
  });

  it('a dedupe key queues a mail once', async () => {
    const to = `dedupe-${kind}@example.jp`;
    const mail = {
      template: 'password_reset',
      lang: 'ja',
      to,
      data: { path: '/d' },
      dedupeKey: `d-${kind}`,
    } as const;
    expect(await enqueueMail(api.handle.db, mail)).toBe(true);
    expect(await enqueueMail(api.handle.db, mail)).toBe(false);
    const { rows } = await sql<{
      n: number;
    }>`select count(*)::int as n from mail_outbox where to_address = ${to}`.execute(api.handle.db);
    expect(rows[0]!.n).toBe(1);
  });
});
