/**
 * Customers in the back office (issue 19 item 6): find an account by e-mail, name or id; a
 * customer's page with their bookings and the coupons handed to them (used, given back, open).
 * Never the password hash.
 */
import type { Static } from 'typebox';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { AppUserTable, Database } from '../../db/schema';
import { ApiFailure } from '../../errors';
import type { CustomerDetailAnswer, CustomerSchema } from '../../schemas/operatorBookings';
import { escapeLike } from './audit';
import { bookingRow, nameKey } from './bookingRow';

export type Customer = Static<typeof CustomerSchema>;

export const CUSTOMER_LIST_LIMIT = 50;

function customerView(row: Selectable<AppUserTable>): Customer {
  return {
    userId: row.id,
    email: row.email,
    familyName: row.family_name,
    givenName: row.given_name,
    familyNameKana: row.family_name_kana,
    givenNameKana: row.given_name_kana,
    phone: row.phone,
    role: row.role,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export async function customerOf(db: Kysely<Database>, userId: string): Promise<Customer> {
  const row = await db.selectFrom('app_user').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!row) throw new ApiFailure(404, 'OPR901', 'customer not found');
  return customerView(row);
}

export async function searchCustomers(db: Kysely<Database>, q: string): Promise<Customer[]> {
  const text = q.trim();
  const key = `%${escapeLike(nameKey(text))}%`;
  const rows = await db
    .selectFrom('app_user')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb('id', '=', text),
        eb('email', 'like', `%${escapeLike(text.toLowerCase())}%`),
        eb(
          sql`lower(replace(concat_ws('|', coalesce(family_name, '') || coalesce(given_name, ''),
            coalesce(given_name, '') || coalesce(family_name, ''),
            coalesce(family_name_kana, '') || coalesce(given_name_kana, '')), ' ', ''))`,
          'like',
          key,
        ),
      ]),
    )
    .orderBy('email')
    .limit(CUSTOMER_LIST_LIMIT)
    .execute();
  return rows.map(customerView);
}

const ymd = (value: unknown) =>
  value === null || value === undefined
    ? null
    : (value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10)).replaceAll(
        '-',
        '',
      );

export async function customerDetail(
  db: Kysely<Database>,
  userId: string,
): Promise<Static<typeof CustomerDetailAnswer>> {
  const customer = await customerOf(db, userId);
  const bookings = await db
    .selectFrom('booking')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('booking_id', 'desc')
    .limit(200)
    .execute();
  // The coupon tables belong to the coupon service (couponService/tables.ts), not to Database.
  const coupons = await sql<{
    user_coupon_key: string;
    coupon_code: string;
    dep_date: unknown;
    use_datetime_to: string | null;
    booking_number: string | null;
    return_datetime: string | null;
    coupon_name: string;
  }>`select uc.user_coupon_key, uc.coupon_code, uc.dep_date, uc.use_datetime_to, uc.booking_number,
      uc.return_datetime, coalesce(c.doc->>'CouponName', uc.coupon_code) as coupon_name
    from user_coupon uc join coupon c on c.coupon_code = uc.coupon_code
    where uc.user_id = ${userId} order by uc.user_coupon_key`.execute(db);
  return {
    customer,
    bookings: bookings.map(bookingRow),
    coupons: coupons.rows.map((c) => ({
      userCouponKey: c.user_coupon_key,
      couponCode: c.coupon_code,
      couponName: c.coupon_name,
      depDate: ymd(c.dep_date),
      useDatetimeTo: c.use_datetime_to,
      bookingNumber: c.booking_number,
      returnDatetime: c.return_datetime,
    })),
  };
}
