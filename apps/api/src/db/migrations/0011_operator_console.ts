import { sql, type Kysely } from 'kysely';

/**
 * The back office (issue 19): operator roles, the append-only audit log, internal booking notes.
 *
 * - app_user.operator_role: what an operator may do: 'admin' (everything, manages operators),
 *   'sales' (coupons, specials, prices and stock), 'support' (bookings, customers, payments;
 *   read-only elsewhere). Only operators have one: a trigger keeps `role = 'operator'` and a
 *   non-null operator_role together (an account made operator without a role becomes admin, as
 *   every operator was before roles existed; an account no longer operator loses its role).
 * - operator_audit: every change made through /v1/operator/*, written in the same transaction as
 *   the change: who (actor id and e-mail at the time), when, what (action, target type and id),
 *   before and after (jsonb). Append-only: a trigger refuses UPDATE and DELETE (and TRUNCATE), so no
 *   route, bug or later code path can rewrite history.
 * - booking_note: internal notes of support on a booking (never shown to the traveller);
 *   append-only like the audit log.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table app_user add column operator_role text
      check (operator_role in ('admin', 'sales', 'support'));
    update app_user set operator_role = 'admin' where role = 'operator';
    alter table app_user add constraint app_user_operator_role_pair
      check ((role = 'operator') = (operator_role is not null));

    create function app_user_operator_role() returns trigger language plpgsql as $$
    begin
      if new.role = 'operator' and new.operator_role is null then
        new.operator_role := 'admin';
      elsif new.role <> 'operator' then
        new.operator_role := null;
      end if;
      return new;
    end $$;
    create trigger app_user_operator_role before insert or update on app_user
      for each row execute function app_user_operator_role();

    create table operator_audit (
      audit_id bigint generated always as identity primary key,
      at timestamptz not null default now(),
      actor_id text not null,
      actor_email text not null,
      action text not null check (action ~ '^[a-z][a-zA-Z.]{1,63}$'),
      target_type text not null,
      target_id text not null,
      before jsonb,
      after jsonb
    );
    create index operator_audit_at_idx on operator_audit (at desc, audit_id desc);
    create index operator_audit_target_idx on operator_audit (target_type, target_id, at desc);
    create index operator_audit_actor_idx on operator_audit (actor_id, at desc);

    create function refuse_history_change() returns trigger language plpgsql as $$
    begin
      raise exception '% is append-only', tg_table_name using errcode = '42501';
    end $$;
    create trigger operator_audit_append_only before update or delete on operator_audit
      for each row execute function refuse_history_change();
    create trigger operator_audit_no_truncate before truncate on operator_audit
      for each statement execute function refuse_history_change();

    create table booking_note (
      note_id bigint generated always as identity primary key,
      booking_id bigint not null references booking (booking_id),
      author_id text not null,
      author_email text not null,
      body text not null check (length(body) between 1 and 2000),
      at timestamptz not null default now()
    );
    create index booking_note_booking_idx on booking_note (booking_id, at);
    create trigger booking_note_append_only before update or delete on booking_note
      for each row execute function refuse_history_change();
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    drop table booking_note;
    drop table operator_audit;
    drop function refuse_history_change();
    drop trigger app_user_operator_role on app_user;
    drop function app_user_operator_role();
    alter table app_user drop constraint app_user_operator_role_pair;
    alter table app_user drop column operator_role;
  `.execute(db);
}
