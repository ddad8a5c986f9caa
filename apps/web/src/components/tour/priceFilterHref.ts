/**
 * Where the tour list's price filter goes (spec §4 setPrice / resetPrice, then the URL of the new
 * condition). Its own module so TourPriceFilter loads it (with the condition's query codec) only
 * when the filter is used, not with every tour list page.
 */
import { resetPrice, setPrice, type MetaParams, type SearchCondition } from '@tabiyori/domain';
import { conditionHref, type SearchTarget } from '@/components/search/navigation';
import type { PriceBounds } from '@/components/search/priceOptions';
import type { Lang } from '@/lib/i18n/settings';

export function priceFilterHref(
  condition: SearchCondition,
  bounds: PriceBounds | null,
  target: SearchTarget,
  lang: Lang,
  meta: MetaParams,
): string {
  const next = bounds ? setPrice(condition, bounds) : resetPrice(condition);
  return conditionHref(target, next, lang, meta);
}
