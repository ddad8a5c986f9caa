/** The page of a special by what it lists: tours (or both) at /special/{code}, hotels only at /special/hotels/{code}. */
export function specialPath(specialCode: string, target: unknown): string {
  const code = encodeURIComponent(specialCode);
  return target === 'hotel' ? `/special/hotels/${code}` : `/special/${code}`;
}
