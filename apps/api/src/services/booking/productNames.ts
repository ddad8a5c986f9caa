/**
 * A booking's product name in the viewer's language (issue 18 item 6). The quote names the product
 * in the booking's language and the booking stores that name (the mail speaks the booking's
 * language); pages read the name in their own language from the catalog, built the way pricing
 * builds it (stayProductName, dpProductName). A product no longer in the catalog keeps the stored
 * name, so old bookings always display.
 */
import type { DisplayLang, JrSeatClass } from '@tabiyori/domain';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { StoredParty } from '../../schemas/bookingParty';

type I18n = Partial<Record<DisplayLang, string>> | null | undefined;

const pick = (text: I18n, lang: DisplayLang): string => text?.[lang] || text?.ja || '';

const SEAT_LABEL: Record<JrSeatClass, Record<DisplayLang, string>> = {
  reserved: { ja: '普通車指定席', en: 'ordinary reserved seat' },
  green: { ja: 'グリーン車', en: 'Green Car' },
};

/** A hotel stay: 「{hotel} {plan}」. */
export function stayProductName(hotel: I18n, plan: I18n, lang: DisplayLang): string {
  return `${pick(hotel, lang)} ${pick(plan, lang)}`;
}

/** A dynamic package: the stay's name with the JR round trip, its departure and seat class. */
export function dpProductName(
  stayName: string,
  departure: Record<DisplayLang, string>,
  seatClass: JrSeatClass,
  lang: DisplayLang,
): string {
  // Departure areas already read 「東京・関東発」 / "From Tokyo / Kanto"; stations only 「東京」 / "Tokyo".
  const route =
    lang === 'en'
      ? `from ${departure.en.replace(/^from\s+/i, '')}`
      : departure.ja.endsWith('発')
        ? departure.ja
        : `${departure.ja}発`;
  return `${stayName} ＋ JR ${lang === 'en' ? 'round trip' : '往復'} (${route}, ${SEAT_LABEL[seatClass][lang]})`;
}

/** What a booking view names (its kind and ids, the stored name, the dp's JR part in its party). */
interface NamedBooking {
  kind: string;
  productName: string;
  ids: { tourId?: string; planId?: string; optionalId?: string; carId?: string };
  party: unknown;
}

async function catalogName(
  db: Kysely<Database>,
  row: NamedBooking,
  lang: DisplayLang,
): Promise<string | null> {
  if (row.kind === 'tour' && row.ids.tourId) {
    const { rows } = await sql<{ name: I18n; name_ja: string }>`
      select doc->'name' as name, name_ja from tour where tour_id = ${row.ids.tourId}`.execute(db);
    const tour = rows[0];
    return tour ? tour.name?.[lang] || tour.name_ja : null;
  }
  if ((row.kind === 'yado' || row.kind === 'dp') && row.ids.planId) {
    const { rows } = await sql<{ hotel: I18n; plan: I18n }>`
      select h.doc->'name' as hotel, p.doc->'name' as plan
      from plan p join hotel h on h.hotel_id = p.hotel_id where p.plan_id = ${row.ids.planId}`.execute(db);
    const found = rows[0];
    if (!found) return null;
    const stay = stayProductName(found.hotel, found.plan, lang);
    if (row.kind === 'yado') return stay;
    const transport = (row.party as Partial<StoredParty> | null)?.transport;
    if (!transport?.departure || !transport.seatClass) return null;
    return dpProductName(stay, transport.departure, transport.seatClass, lang);
  }
  if (row.kind === 'optional' && row.ids.optionalId) {
    const { rows } = await sql<{ name: I18n; plan_name: I18n }>`
      select doc->'name' as name, doc->'planName' as plan_name
      from optional_activity where optional_id = ${row.ids.optionalId}`.execute(db);
    const found = rows[0];
    return found ? `${pick(found.name, lang)} ${pick(found.plan_name, lang)}`.trim() : null;
  }
  if (row.kind === 'rentacar' && row.ids.carId) {
    const { rows } = await sql<{ car_class: I18n; office: I18n }>`
      select c.doc->'name' as car_class, o.doc->'name' as office
      from rentacar r join car_class c on c.class_code = r.class_code
      join rentacar_office o on o.office_code = r.office_code
      where r.car_id = ${row.ids.carId}`.execute(db);
    const found = rows[0];
    return found ? `${pick(found.car_class, lang)} (${pick(found.office, lang)})` : null;
  }
  return null;
}

/**
 * The bookings with their product names in `lang` (the stored name when the catalog no longer has
 * the product); without `lang` as stored.
 */
export async function inViewerLanguage<B extends NamedBooking>(
  db: Kysely<Database>,
  bookings: B[],
  lang: DisplayLang | undefined,
): Promise<B[]> {
  if (!lang) return bookings;
  return Promise.all(
    bookings.map(async (b) => ({ ...b, productName: (await catalogName(db, b, lang)) || b.productName })),
  );
}
