/**
 * People per room of a search condition's party (spec §3 paxPerRoom, adultPax, childPax, roomCount;
 * spec §9 "Capacity text: N名 plus ・M室"): the occupancy a list's prices are for.
 *
 * Reading: the party is adultPax adults (else paxPerRoom × rooms) plus the children using a bed,
 * spread over the rooms; the occupancy is the fullest room's (rounded up), between 1 and 9. Lists
 * price one room at this occupancy and say so (「3名1室」), so a party of three never sees the price
 * of two in a room.
 */
import { MAX_SELECTABLE_PAX } from '../pax/partyChecks';
import type { SearchCondition } from './types';

type PartyFields = Pick<SearchCondition, 'adultPax' | 'childPax' | 'paxPerRoom' | 'roomCount'>;

/** The party's adults: adultPax, else people per room × rooms (the condition's defaults: 2 × 1). */
export function conditionAdults(condition: PartyFields): number {
  return condition.adultPax ?? (condition.paxPerRoom ?? 2) * (condition.roomCount ?? 1);
}

/** People per room of the party: bed users spread over the rooms, rounded up (1–9). */
export function conditionPaxPerRoom(condition: PartyFields): number {
  const rooms = Math.max(1, condition.roomCount ?? 1);
  const bedUsers = conditionAdults(condition) + condition.childPax.filter((c) => c.useBed).length;
  return Math.min(MAX_SELECTABLE_PAX, Math.max(1, Math.ceil(bedUsers / rooms)));
}
