/**
 * Issue 17: a crash loses no mail and sends none twice, with real processes (as `npm start` runs
 * the API) and real SMTP. The API books a tour with its mail worker held (MAIL_WORKER=0: the
 * booking has committed, its mail has not left) and is killed with SIGKILL; restarted (on
 * PostgreSQL: two processes at once on the same database, both running the worker), exactly one
 * confirmation arrives, with the booking number, the transfer details and the deadline.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { addDays } from '@tabiyori/domain';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPGlite, openPostgres, type DatabaseHandle } from '../db/connection';
import { call, signUp } from '../test/accounts';
import { bookableTour } from '../test/bookable';
import { startApiProcess, type ApiProcess } from '../test/failureProcesses';
import { catalogToday } from '../test/harness';
import { createDatabase } from '../test/postgresServer';
import { TEMPLATE_DATABASE } from '../test/testCatalog';
import { startDevMailbox, type DevMailbox } from './devMailbox';

let mailbox: DevMailbox;
beforeAll(async () => {
  mailbox = await startDevMailbox();
});
afterAll(async () => {
  await mailbox?.close();
});

async function crashAfterBooking(
  env: Record<string, string>,
  open: () => Promise<DatabaseHandle>,
  restartedProcesses: number,
): Promise<void> {
  const handle = await open();
  const { request } = await bookableTour(handle.db, addDays(catalogToday(), 50));
  await handle.close();

  const held = await startApiProcess({ ...env, SMTP_URL: mailbox.url, MAIL_WORKER: '0' });
  let bookingNumber: string;
  try {
    const user = await signUp(held);
    const quote = await call(held, 'POST', '/v1/bookings/quote', { session: user, body: request });
    expect(quote.status, JSON.stringify(quote.body)).toBe(200);
    const res = await call(held, 'POST', '/v1/bookings', {
      session: user,
      headers: { 'idempotency-key': `crash-mail-${randomBytes(6).toString('hex')}` },
      body: {
        ...request,
        expectedTotal: (quote.body as { paidTotal: number }).paidTotal,
        travellers: {
          lead: {
            familyName: '旅',
            givenName: '日和',
            familyNameKana: 'タビ',
            givenNameKana: 'ヒヨリ',
            email: user.email,
            phone: '090-1234-5678',
          },
        },
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    bookingNumber = (res.body as { bookingNumber: string }).bookingNumber;
  } finally {
    await held.kill();
  }
  const mine = () => mailbox.mails().filter((m) => m.subject.includes(bookingNumber));
  expect(mine()).toHaveLength(0);

  const restarted: ApiProcess[] = [];
  try {
    for (let i = 0; i < restartedProcesses; i++) {
      restarted.push(await startApiProcess({ ...env, SMTP_URL: mailbox.url, MAIL_POLL_MS: '50' }));
    }
    const deadline = Date.now() + 60_000;
    while (mine().length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    // Give every worker time to send a copy if it were going to.
    await new Promise((r) => setTimeout(r, 2000));
  } finally {
    await Promise.all(restarted.map((p) => p.stop()));
  }
  const mails = mine();
  expect(mails).toHaveLength(1);
  expect(mails[0]!.subject).toBe(`【tabiyori】ご予約を承りました（予約番号 ${bookingNumber}）`);
  expect(mails[0]!.text).toContain('銀行振込');
  expect(mails[0]!.text).toContain('お支払い期限');
  expect(mails[0]!.messageId).toMatch(/^<mail-\d+@tabiyori\.example>$/);
}

describe('a crash between the booking and its mail (issue 17)', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('on PGlite: restarted, the API sends the confirmation exactly once', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'tabiyori-mailcrash-'));
    dirs.push(dir);
    const dataDir = path.join(dir, 'pglite');
    const seed = await openPGlite(dataDir, new Blob([readFileSync(inject('pgliteImage'))]));
    await seed.close();
    await crashAfterBooking({ DATA_DIR: dataDir }, () => openPGlite(dataDir), 1);
  }, 300_000);

  it('on PostgreSQL: two restarted processes send the confirmation exactly once', async () => {
    const url = await createDatabase(
      inject('postgresUrl'),
      `mailcrash_${randomBytes(5).toString('hex')}`,
      TEMPLATE_DATABASE,
    );
    await crashAfterBooking({ DATABASE_URL: url }, () => openPostgres(url, 2), 2);
  }, 300_000);
});
