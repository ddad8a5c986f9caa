/**
 * A party counted by the optional / rental-car pax types as text: 大人2名・子供1名 / 2 adults, 1 child
 * (the booking namespace's count texts through `t`). Pure.
 */
import { paxCountsText } from '@tabiyori/domain';
import type { PaxCounts } from '../booking/paxCounts';

export function partyText(party: PaxCounts, lang: 'ja' | 'en'): string {
  return paxCountsText({ adult: party.person1, child: party.person6, infant: party.person9 }, lang);
}
