/**
 * Spec §8 TVE801 / HVE801: a list call that names something the catalog does not have answers 404
 * ("the request names nothing") instead of an empty page that looks like "no results". Checked:
 * every destination area, the departure (area, airport, station, generic station), and the tour or
 * hotel ids when none of the named ids exists (a list of favourites may keep one withdrawn id).
 */
import type { Kysely } from 'kysely';
import type { SearchCondition } from '@tabiyori/domain';
import type { Database } from '../db/schema';
import { ApiFailure } from '../errors';
import { codeBook, type PlaceKind } from './codeBook';

export type NotFoundCode = 'TVE801' | 'HVE801';

function missing(errorCode: NotFoundCode, what: string): never {
  throw new ApiFailure(404, errorCode, `${what} does not exist`);
}

/** The places a condition names, by kind. */
function namedPlaces(condition: SearchCondition): [PlaceKind, string, string][] {
  const named: [PlaceKind, string, string][] = condition.arrAreaCode.map((code) => [
    'area',
    code,
    'arrAreaCode',
  ]);
  if (condition.depAreaCode) named.push(['departureArea', condition.depAreaCode, 'depAreaCode']);
  if (condition.depAirport) named.push(['airport', condition.depAirport, 'depAirport']);
  if (condition.depStation) named.push(['station', condition.depStation, 'depStation']);
  if (condition.depGenericStation)
    named.push(['genericStation', condition.depGenericStation, 'depGenericStation']);
  return named;
}

async function noneExist(
  db: Kysely<Database>,
  table: 'tour' | 'hotel',
  ids: readonly string[],
): Promise<boolean> {
  if (ids.length === 0) return false;
  const row =
    table === 'tour'
      ? await db.selectFrom('tour').select('tour_id').where('tour_id', 'in', ids).limit(1).executeTakeFirst()
      : await db
          .selectFrom('hotel')
          .select('hotel_id')
          .where('hotel_id', 'in', ids)
          .limit(1)
          .executeTakeFirst();
  return row === undefined;
}

/** Throws 404 `errorCode` when the condition names a place or ids the catalog does not have. */
export async function checkNamedCodes(
  db: Kysely<Database>,
  condition: SearchCondition,
  errorCode: NotFoundCode,
): Promise<void> {
  const places = namedPlaces(condition);
  if (places.length > 0) {
    const book = await codeBook(db);
    for (const [kind, code, field] of places) {
      if (!book.hasPlace(kind, code)) missing(errorCode, `${field} ${code}`);
    }
  }
  if (await noneExist(db, 'tour', condition.tourIds)) missing(errorCode, 'tourIds');
  if (await noneExist(db, 'hotel', condition.hotelIds)) missing(errorCode, 'hotelIds');
}
