/**
 * Meta parameters carried through page links (spec §2): the app-shell parameters, campaign and
 * tracking codes and debug flags. They are not search criteria; links keep them so that a visitor
 * arriving from a partner site, an ad or a preview stays in that context from page to page.
 */
import { normalizePreviewFlag, normalizeSiteLang } from './appShell';
import { readQueryValue, toQueryString, type QueryInput } from './queryInput';

export const META_PARAM_KEYS = [
  'siteCode',
  'agentCode',
  'lang',
  'tourId',
  'preview',
  'campaignCodes',
  'wg',
  'wbcReferer',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'debugSql',
  'flyerMode',
  'jumpToUrl',
  'W_CustomersCode',
  'OTHER_SITE_ID',
  'TRANSACTION_ID',
  'yclid',
] as const;
export type MetaParamKey = (typeof META_PARAM_KEYS)[number];
export type MetaParams = Partial<Record<MetaParamKey, string>>;

const ON = new Set(['1', 'true']);

/**
 * Picks the meta parameters from a page query, dropping empty values (spec §2). The first value
 * of a repeated key counts. Normalised on the way: lang showID → ja (§4); preview only '1' (§4);
 * spec §7 "debugSql 1 only when on" and "flyerMode true only when on" ('1' or 'true' mean on,
 * anything else drops the parameter).
 */
export function pickMetaParams(query: QueryInput): MetaParams {
  const out: MetaParams = {};
  for (const key of META_PARAM_KEYS) {
    const raw = readQueryValue(query, key);
    if (raw === undefined || raw.trim() === '') continue;
    let value: string | undefined = raw;
    if (key === 'lang') value = normalizeSiteLang(raw);
    else if (key === 'preview') value = normalizePreviewFlag(raw);
    else if (key === 'debugSql') value = ON.has(raw) ? '1' : undefined;
    else if (key === 'flyerMode') value = ON.has(raw) ? 'true' : undefined;
    if (value !== undefined) out[key] = value;
  }
  return out;
}

/**
 * Adds meta parameters to a link (a path or URL with or without a query and a #fragment). The
 * link's own parameters win over meta parameters of the same name (a tour link's own tourId is
 * not replaced by the page's); empty meta values are dropped.
 */
export function mergeMetaParams(link: string, meta: MetaParams): string {
  const hashAt = link.indexOf('#');
  const fragment = hashAt >= 0 ? link.slice(hashAt) : '';
  const beforeHash = hashAt >= 0 ? link.slice(0, hashAt) : link;
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt >= 0 ? beforeHash.slice(0, queryAt) : beforeHash;
  const params = new URLSearchParams(queryAt >= 0 ? beforeHash.slice(queryAt + 1) : '');
  for (const key of META_PARAM_KEYS) {
    const value = meta[key];
    if (value !== undefined && value.trim() !== '' && !params.has(key)) params.append(key, value);
  }
  const query = params.toString();
  return `${path}${query ? `?${query}` : ''}${fragment}`;
}

/** A path with query parameters; no '?' when there are none. */
export function buildPageLink(path: string, params: Readonly<Record<string, string>>): string {
  const query = toQueryString(params);
  return query ? `${path}?${query}` : path;
}
