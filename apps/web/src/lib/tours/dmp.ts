/**
 * The order of a DMP audience segment (spec §7 extrainDmpSort: hashId): the tours the segment ranks
 * come first, in its order; the others keep the API's order after them. Pure (tested).
 */
export function orderByDmp<T extends { tourId: string }>(tours: readonly T[], order: readonly string[]): T[] {
  const rank = new Map(order.map((id, i) => [id, i]));
  return tours
    .map((tour, index) => ({ tour, index, rank: rank.get(tour.tourId) }))
    .sort((a, b) => {
      if (a.rank !== undefined && b.rank !== undefined) return a.rank - b.rank;
      if (a.rank !== undefined) return -1;
      if (b.rank !== undefined) return 1;
      return a.index - b.index;
    })
    .map((entry) => entry.tour);
}
