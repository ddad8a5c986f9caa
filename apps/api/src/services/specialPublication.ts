/**
 * Whether travellers see a special today: inside its publication dates (migration 0023; domain
 * publishedOn). The public special routes and the back office ask the same rule.
 */
import { publishedOn } from '@tabiyori/domain';
import { ymdOf } from './tourPrice';

/** A date column (`YYYY-MM-DD` or null) as the domain's YYYYMMDD. */
export const publicationDay = (value: string | null): string | null => (value === null ? null : ymdOf(value));

export function specialPublished(
  row: { publish_from: string | null; publish_to: string | null },
  today: string,
): boolean {
  return publishedOn(today, publicationDay(row.publish_from), publicationDay(row.publish_to));
}
