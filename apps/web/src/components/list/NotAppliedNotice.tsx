/**
 * Says on a list which conditions of its URL it did not apply (the API's notApplied answer; issue 16:
 * never silently widened): the people per room of an undated tour list (priced at 2 per room), a
 * departure a hotel list prices stay-only, fields of the other product. Server component.
 */
import { capacityText } from '@tabiyori/domain';
import { getT } from '@/lib/i18n/server';
import type { Lang } from '@/lib/i18n/settings';
import styles from './list.module.css';
import { itemSep } from '@/lib/i18n/punctuation';

const DEPARTURE_FIELDS = new Set(['depAreaCode', 'depAirport', 'depStation', 'depGenericStation']);

export async function NotAppliedNotice({
  lang,
  fields,
  paxPerRoom,
}: {
  lang: Lang;
  fields: readonly string[];
  /** The party's people per room (named when an undated list is priced at 2 per room). */
  paxPerRoom: number;
}) {
  if (fields.length === 0) return null;
  const t = await getT(lang, 'search');
  const sentences: string[] = [];
  if (fields.includes('paxPerRoom')) {
    sentences.push(t('notAppliedPaxPerRoom', { capacity: capacityText(paxPerRoom, 1, lang) }));
  }
  if (fields.some((f) => DEPARTURE_FIELDS.has(f))) sentences.push(t('notAppliedDeparture'));
  const others = fields.filter((f) => f !== 'paxPerRoom' && !DEPARTURE_FIELDS.has(f));
  if (others.length > 0) {
    const names = others.map((f) => t(`notAppliedField_${f}`, { defaultValue: f }));
    sentences.push(t('notAppliedFields', { fields: names.join(itemSep(lang)) }));
  }
  return (
    <div className={styles.notApplied} role="note" data-testid="not-applied">
      {sentences.map((s) => (
        <p key={s}>{s}</p>
      ))}
    </div>
  );
}
