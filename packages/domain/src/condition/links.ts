/**
 * Links built from a search condition (spec §2, DESIGN.md page routes): the tour list and the
 * hotel list, carrying the meta parameters of the current page.
 */
import type { DomainConfig } from '../config/domainConfig';
import { buildPageLink, mergeMetaParams, type MetaParams } from './metaParams';
import { encodeConditionQuery } from './queryCodec';
import type { SearchCondition } from './types';

type LinkConfig = Pick<DomainConfig, 'consts' | 'settings'>;

/** Spec §2 "A tour list link can be built from the tour search conditions": `/tours?…`. */
export function tourListLink(condition: SearchCondition, config: LinkConfig, meta: MetaParams = {}): string {
  const query = encodeConditionQuery(condition, config, { onlyChosen: true });
  return mergeMetaParams(buildPageLink('/tours', query), meta);
}

/**
 * Spec §2: `/hotels/{arrAreaCode}` when exactly one destination area is chosen and the area-path
 * option (config settings.hotelAreaPath) is on, else `/hotels`. The code is path-encoded.
 */
export function hotelListPath(condition: SearchCondition, config: Pick<DomainConfig, 'settings'>): string {
  const [only] = condition.arrAreaCode;
  return isAreaInPath(condition, config) && only !== undefined
    ? `/hotels/${encodeURIComponent(only)}`
    : '/hotels';
}

function isAreaInPath(condition: SearchCondition, config: Pick<DomainConfig, 'settings'>): boolean {
  return config.settings.hotelAreaPath && condition.arrAreaCode.length === 1;
}

/** The hotel list link: hotelListPath plus the condition query, without arrAreaCode when it is in the path. */
export function hotelListLink(condition: SearchCondition, config: LinkConfig, meta: MetaParams = {}): string {
  const omit = isAreaInPath(condition, config) ? (['arrAreaCode'] as const) : [];
  const query = encodeConditionQuery(condition, config, { omit, onlyChosen: true });
  return mergeMetaParams(buildPageLink(hotelListPath(condition, config), query), meta);
}

export { withLocalePrefix } from './localePrefix';
