/**
 * Passengers by pax type in words (大人2名・子供1名・幼児1名 / 2 adults, 1 child, 1 infant): the
 * rental pages' condition and summary. Rental cars count every passenger (spec §5).
 */
import type { PaxCounts } from '@/lib/booking/request';
import type { Lang } from '@/lib/i18n/settings';

type T = (key: string, options?: Record<string, unknown>) => string;

export function partyText(party: PaxCounts, lang: Lang, t: T): string {
  return [
    t('adultsValue', { count: party.person1 }),
    ...(party.person6 > 0 ? [t('childrenValue', { count: party.person6 })] : []),
    ...(party.person9 > 0 ? [t('infantsValue', { count: party.person9 })] : []),
  ].join(lang === 'en' ? ', ' : '・');
}
