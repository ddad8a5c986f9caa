/**
 * A party counted by the optional / rental-car pax types as text: 大人2名・子供1名 / 2 adults, 1 child
 * (the booking namespace's count texts through `t`). Pure.
 */
import type { PaxCounts } from '../booking/request';

type T = (key: string, options?: Record<string, unknown>) => string;

export function partyText(party: PaxCounts, lang: 'ja' | 'en', t: T): string {
  return [
    t('adultsValue', { count: party.person1 }),
    ...(party.person6 > 0 ? [t('childrenValue', { count: party.person6 })] : []),
    ...(party.person9 > 0 ? [t('infantsValue', { count: party.person9 })] : []),
  ].join(lang === 'en' ? ', ' : '・');
}
