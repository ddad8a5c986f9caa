import { sql, type Kysely } from 'kysely';

/**
 * Accounts, sessions, log-in throttling and favourites (issues 7.1, 7.2).
 *
 * - app_user: one account. The demo users keep their catalog ids ('u0001' …); sign-ups get
 *   'u' + a number from app_user_id_seq (starting at 100001, far above the demo ids). `email` is
 *   stored trimmed and lower-case. `password_hash` is `scrypt$N$r$p$salt$hash` (crypto/password.ts).
 *   `gender` uses the coupon condition codes '1' male / '2' female (sent as Sex to the coupon service).
 * - user_session: a log-in. The cookie holds a random token; only its sha-256 (hex) is stored, so a
 *   leaked table does not give sessions away. `csrf_token` is answered to the page and must come
 *   back in x-csrf-token on every state-changing call (services/auth/csrf.ts).
 * - login_throttle: failed log-ins per e-mail + IP (key = sha-256 of both) in a fixed window; kept in
 *   the database because API processes are stateless and may run on several machines.
 * - favorite: a user's favourites per language: a tour, a hotel, or a saved search (kind 'search',
 *   item_key = the canonical condition query string that reopens it, summary = its spec §3 fields).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create sequence app_user_id_seq start with 100001;
    create table app_user (
      id text primary key,
      email text not null unique check (email = lower(btrim(email)) and email <> ''),
      password_hash text not null,
      family_name text,
      given_name text,
      family_name_kana text,
      given_name_kana text,
      phone text,
      gender text null check (gender in ('1', '2')),
      birth_date date null,
      live_pref_code text null,
      role text not null default 'traveller' check (role in ('traveller', 'operator')),
      created_at timestamptz not null default now()
    );

    create table user_session (
      token_hash text primary key,
      user_id text not null references app_user (id) on delete cascade,
      csrf_token text not null,
      expires_at timestamptz not null,
      created_at timestamptz not null default now()
    );
    create index user_session_user_idx on user_session (user_id);
    create index user_session_expires_idx on user_session (expires_at);

    create table login_throttle (
      key text primary key,
      failures integer not null default 0,
      window_start timestamptz not null default now()
    );

    create table favorite (
      favorite_id bigint generated always as identity primary key,
      user_id text not null references app_user (id) on delete cascade,
      lang text not null check (lang in ('ja', 'en')),
      kind text not null check (kind in ('tour', 'hotel', 'search')),
      item_key text not null,
      summary jsonb,
      created_at timestamptz not null default now(),
      unique (user_id, lang, kind, item_key)
    );
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    drop table favorite;
    drop table login_throttle;
    drop table user_session;
    drop table app_user;
    drop sequence app_user_id_seq;
  `.execute(db);
}
