/**
 * Publication dates (issue 19 item 3, specials): a thing is shown on `day` (YYYYMMDD, Japan) when the
 * day is inside its dates, both inclusive; a missing date is open-ended.
 */
export function publishedOn(
  day: string,
  from: string | null | undefined,
  to: string | null | undefined,
): boolean {
  return (!from || from <= day) && (!to || day <= to);
}
