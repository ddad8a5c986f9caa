/**
 * Specials (特集) in the back office (issue 19 item 3): the per-language definition (specialName,
 * metaTitle, metaDescription, metaKeyword, breadCrumbsText), the lead, the tours and hotels it lists
 * (picked by search in the console), and publication dates. The top page's feature links and the
 * special pages read the same `special` rows (routes/specials.ts), so an edit shows there at once;
 * outside its dates a special is shown nowhere (domain publishedOn). Every change is audited.
 *
 * What the console does not edit (the seasonal selection criteria, the hero image) is kept as it is;
 * a new special gets the generated hero image every special has (/static/img/specials/{code}.svg).
 */
import { japanToday, publishedOn } from '@tabiyori/domain';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { ApiFailure } from '../../errors';
import type { Special } from '../../model/types';
import type {
  OperatorSpecial,
  OperatorSpecialSummary,
  SpecialCreate,
  SpecialEdit,
} from '../../schemas/operatorSpecials';
import { publicationDay as day } from '../specialPublication';
import { sqlDate } from '../tourPrice';
import type { Actor } from './access';
import { recordChange } from './audit';

type Name = { ja: string; en: string };
type Row = {
  special_code: string;
  target: string;
  doc: Special;
  publish_from: string | null;
  publish_to: string | null;
};

/** A special's row as the console reads it (publication dates as `YYYY-MM-DD` text). */
const specialColumns = [
  'special_code',
  'target',
  'doc',
  sql<string | null>`publish_from::text`.as('publish_from'),
  sql<string | null>`publish_to::text`.as('publish_to'),
] as const;

const notFound = () => new ApiFailure(404, 'OPR901', 'no such special');

async function loadRow(db: Kysely<Database>, code: string, lock = false): Promise<Row | undefined> {
  let q = db.selectFrom('special').select(specialColumns).where('special_code', '=', code);
  if (lock) q = q.forUpdate();
  return (await q.executeTakeFirst()) as Row | undefined;
}

async function names(db: Kysely<Database>, table: 'tour' | 'hotel', ids: readonly string[]) {
  if (ids.length === 0) return [];
  const idColumn = table === 'tour' ? 'tour_id' : 'hotel_id';
  const { rows } = await sql<{ id: string; name: Name }>`
    select ${sql.ref(idColumn)} as id, doc->'name' as name from ${sql.table(table)}
    where ${sql.ref(idColumn)} in (${sql.join(ids)})`.execute(db);
  const byId = new Map(rows.map((r) => [r.id, r.name]));
  return ids.filter((id) => byId.has(id)).map((id) => ({ id, name: byId.get(id)! }));
}

function editOf(row: Row): SpecialEdit {
  const doc = row.doc;
  return {
    target: row.target as SpecialEdit['target'],
    definitions: { ja: doc.definitions.ja, en: doc.definitions.en },
    lead: { ja: doc.lead?.ja ?? '', en: doc.lead?.en ?? '' },
    tourIds: doc.tourIds ?? [],
    hotelIds: doc.hotelIds ?? [],
    publishFrom: day(row.publish_from),
    publishTo: day(row.publish_to),
  };
}

async function view(db: Kysely<Database>, row: Row, today: string): Promise<OperatorSpecial> {
  const edit = editOf(row);
  return {
    specialCode: row.special_code,
    ...edit,
    published: publishedOn(today, edit.publishFrom, edit.publishTo),
    tours: await names(db, 'tour', edit.tourIds),
    hotels: await names(db, 'hotel', edit.hotelIds),
  };
}

export async function listOperatorSpecials(
  db: Kysely<Database>,
  now = Date.now(),
): Promise<OperatorSpecialSummary[]> {
  const rows = (await db
    .selectFrom('special')
    .select(specialColumns)
    .orderBy('special_code')
    .execute()) as Row[];
  const today = japanToday(now);
  return rows.map((row) => {
    const edit = editOf(row);
    return {
      specialCode: row.special_code,
      target: edit.target,
      name: { ja: edit.definitions.ja.specialName, en: edit.definitions.en.specialName },
      publishFrom: edit.publishFrom,
      publishTo: edit.publishTo,
      published: publishedOn(today, edit.publishFrom, edit.publishTo),
      tourCount: edit.tourIds.length,
      hotelCount: edit.hotelIds.length,
    };
  });
}

export async function readOperatorSpecial(
  db: Kysely<Database>,
  code: string,
  now = Date.now(),
): Promise<OperatorSpecial> {
  const row = await loadRow(db, code);
  if (!row) throw notFound();
  return view(db, row, japanToday(now));
}

/** 400 OPR800 when the dates are reversed, a listed product does not exist or the target lists nothing. */
async function checkEdit(db: Kysely<Database>, edit: SpecialEdit): Promise<void> {
  if (edit.publishFrom && edit.publishTo && edit.publishFrom > edit.publishTo) {
    throw new ApiFailure(400, 'OPR800', 'publishTo is before publishFrom');
  }
  for (const [table, ids] of [
    ['tour', edit.tourIds],
    ['hotel', edit.hotelIds],
  ] as const) {
    const found = await names(db, table, ids);
    if (found.length !== ids.length) {
      const missing = ids.filter((id) => !found.some((f) => f.id === id));
      throw new ApiFailure(400, 'OPR800', `no such ${table}: ${missing.join(', ')}`);
    }
  }
}

function docOf(code: string, edit: SpecialEdit, base: Special | null): Special {
  return {
    specialCode: code,
    target: edit.target,
    definitions: { ...(base?.definitions ?? {}), ja: edit.definitions.ja, en: edit.definitions.en },
    lead: edit.lead,
    heroImage: base?.heroImage ?? `/static/img/specials/${code}.svg`,
    selection: base?.selection ?? {
      areaCodes: [],
      kodawari: [],
      keywords: [],
      tourTypes: [],
      approachTypes: [],
      hotelTypeCodes: [],
      months: [],
    },
    tourIds: edit.tourIds,
    hotelIds: edit.hotelIds,
  };
}

const dateOrNull = (ymd: string | null) => (ymd === null ? null : sqlDate(ymd));

export async function createOperatorSpecial(
  db: Kysely<Database>,
  actor: Actor,
  input: SpecialCreate,
): Promise<OperatorSpecial> {
  const { specialCode, ...edit } = input;
  return db.transaction().execute(async (tx) => {
    await checkEdit(tx, edit);
    const inserted = await tx
      .insertInto('special')
      .values({
        special_code: specialCode,
        target: edit.target,
        doc: JSON.stringify(docOf(specialCode, edit, null)),
        publish_from: dateOrNull(edit.publishFrom),
        publish_to: dateOrNull(edit.publishTo),
      })
      .onConflict((oc) => oc.column('special_code').doNothing())
      .returning('special_code')
      .executeTakeFirst();
    if (!inserted) throw new ApiFailure(409, 'OPR803', 'the special code exists');
    await recordChange(tx, actor, {
      action: 'special.create',
      targetType: 'special',
      targetId: specialCode,
      after: edit,
    });
    return view(tx, (await loadRow(tx, specialCode))!, japanToday());
  });
}

export async function updateOperatorSpecial(
  db: Kysely<Database>,
  actor: Actor,
  code: string,
  edit: SpecialEdit,
): Promise<OperatorSpecial> {
  return db.transaction().execute(async (tx) => {
    const row = await loadRow(tx, code, true);
    if (!row) throw notFound();
    await checkEdit(tx, edit);
    await tx
      .updateTable('special')
      .set({
        target: edit.target,
        doc: JSON.stringify(docOf(code, edit, row.doc)),
        publish_from: dateOrNull(edit.publishFrom),
        publish_to: dateOrNull(edit.publishTo),
      })
      .where('special_code', '=', code)
      .execute();
    await recordChange(tx, actor, {
      action: 'special.update',
      targetType: 'special',
      targetId: code,
      before: editOf(row),
      after: edit,
    });
    return view(tx, (await loadRow(tx, code))!, japanToday());
  });
}
