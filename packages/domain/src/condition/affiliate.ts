/**
 * Affiliate links (spec §7 "Affiliate links wrap the target with sid, pid and vc_url"), in the
 * ValueCommerce referral format:
 *   {baseUrl}?sid={sid}&pid={pid}&vc_url={URL-encoded target}
 * e.g. https://ck.jp.ap.valuecommerce.com/servlet/referral?sid=3001&pid=8867&vc_url=https%3A%2F%2F…
 * The base comes from config affiliate.baseUrl (a base that already has a query gets '&').
 */
import type { DomainConfig } from '../config/domainConfig';

export interface AffiliateIds {
  /** Site id of the affiliate. */
  sid: string;
  /** Programme id of the advertiser. */
  pid: string;
}

/**
 * Wraps a target URL in an affiliate referral link. Decision: without a sid or a pid (affiliate
 * not set up for this brand) the target is returned unwrapped, so a missing setting never yields
 * a broken referral link.
 */
export function wrapAffiliateLink(
  target: string,
  ids: Partial<AffiliateIds>,
  config: Pick<DomainConfig, 'affiliate'>,
): string {
  const sid = ids.sid?.trim();
  const pid = ids.pid?.trim();
  if (!sid || !pid || target === '') return target;
  const base = config.affiliate.baseUrl;
  const joiner = base.includes('?') ? '&' : '?';
  return `${base}${joiner}sid=${encodeURIComponent(sid)}&pid=${encodeURIComponent(pid)}&vc_url=${encodeURIComponent(target)}`;
}
