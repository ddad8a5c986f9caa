import { sql, type Kysely } from 'kysely';

/**
 * Mail outbox and payment (issue 17).
 *
 * - mail_outbox: every e-mail, written in the SAME transaction as the change it reports (a booking,
 *   a cancellation, a payment, a reset request), so a crash loses none. A worker (mail/worker.ts)
 *   claims due rows with FOR UPDATE SKIP LOCKED and a lease (`locked_until`), sends them over SMTP
 *   and marks them sent; a failure is retried with backoff (`next_attempt_at`) up to a limit, then
 *   'failed'. `dedupe_key` (unique when set) makes a job's mail once-only however many processes run
 *   it. The Message-ID is derived from mail_id, so a receiver can tell one mail from a copy.
 * - booking: how it is paid (payment_method onsite | bank_transfer), the payment status (onsite;
 *   awaiting 入金待ち → paid 入金済み), the bank-transfer deadline (a Japan calendar day, until 23:59
 *   JST), when it was paid and by which operator, the mail language, and why it was cancelled
 *   (traveller | payment_deadline). Existing rows are on-site bookings in Japanese.
 * - contact_message: the お問い合わせ form's messages.
 * - account_token: single-use tokens (password reset, e-mail verification); only the sha-256 of the
 *   token is stored. app_user.email_verified_at: when the address was verified.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table mail_outbox (
      mail_id bigint generated always as identity primary key,
      template text not null,
      lang text not null check (lang in ('ja', 'en')),
      to_address text not null,
      data jsonb not null,
      dedupe_key text unique,
      status text not null default 'pending' check (status in ('pending', 'sending', 'sent', 'failed')),
      attempts integer not null default 0,
      next_attempt_at timestamptz not null default now(),
      locked_until timestamptz,
      last_error text,
      created_at timestamptz not null default now(),
      sent_at timestamptz
    );
    create index mail_outbox_due_idx on mail_outbox (next_attempt_at) where status in ('pending', 'sending');

    alter table booking
      add column payment_method text not null default 'onsite'
        check (payment_method in ('onsite', 'bank_transfer')),
      add column payment_status text not null default 'onsite'
        check (payment_status in ('onsite', 'awaiting', 'paid')),
      add column payment_deadline date,
      add column paid_at timestamptz,
      add column paid_by text,
      add column lang text not null default 'ja' check (lang in ('ja', 'en')),
      add column cancel_reason text check (cancel_reason in ('traveller', 'payment_deadline'));
    create index booking_payment_due_idx on booking (payment_deadline)
      where status = 'confirmed' and payment_status = 'awaiting';

    create table contact_message (
      contact_id bigint generated always as identity primary key,
      name text not null,
      email text not null,
      booking_number text,
      subject text not null,
      body text not null,
      lang text not null check (lang in ('ja', 'en')),
      user_id text references app_user (id) on delete set null,
      created_at timestamptz not null default now()
    );

    create table account_token (
      token_hash text primary key,
      user_id text not null references app_user (id) on delete cascade,
      purpose text not null check (purpose in ('password_reset', 'email_verification')),
      expires_at timestamptz not null,
      used_at timestamptz,
      created_at timestamptz not null default now()
    );
    create index account_token_user_idx on account_token (user_id, purpose);

    alter table app_user add column email_verified_at timestamptz;
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    alter table app_user drop column email_verified_at;
    drop table account_token;
    drop table contact_message;
    drop index booking_payment_due_idx;
    alter table booking
      drop column payment_method, drop column payment_status, drop column payment_deadline,
      drop column paid_at, drop column paid_by, drop column lang, drop column cancel_reason;
    drop table mail_outbox;
  `.execute(db);
}
