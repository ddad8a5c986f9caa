/**
 * The hotel jump page's target check (spec §2 /jump/hotel?jumpToUrl=…, issue 6 item 5): the page
 * forwards only to
 * - our own relative paths: one '/', then anything but a second '/' or '\' (a protocol-relative
 *   `//host` or `/\host` would leave the site), with no control or space characters (browsers drop
 *   tabs and newlines, so `/\t/host` would become `//host`), also after percent-decoding; or
 * - http(s) URLs whose host is in the configured allowlist (JUMP_ALLOWED_HOSTS, comma-separated;
 *   `partner.example` matches that host only, `.partner.example` or `*.partner.example` also its
 *   subdomains; a port must be listed to be allowed), without user info (`user@host`).
 * Anything else (javascript:, data:, other hosts, malformed URLs) is refused: the page shows the
 * error page and never redirects. Pure (tested).
 */

import {
  defaultConfig,
  mergeMetaParams,
  wrapAffiliateLink,
  type AffiliateIds,
  type MetaParams,
} from '@tabiyori/domain';
import { sameSitePath } from '../sameSitePath';

/** The error code shown for a refused jump: the hotel request is wrong (HVE800 → E_00001). */
export const JUMP_ERROR_CODE = 'HVE800';

export type JumpDecision =
  | { ok: true; location: string }
  | { ok: false; reason: 'missing' | 'malformed' | 'scheme' | 'host' | 'userinfo' };

/** Longest jumpToUrl accepted (a link, not a payload). */
export const MAX_JUMP_URL_LENGTH = 2048;

// Spaces (incl. Unicode ones), invisible format characters, and the backslash browsers treat like a slash.
const UNSAFE_CHARS = /[\s\u180e\u200b-\u200f\u2060\ufeff\\]/;

/** Control characters (C0, DEL, C1), spaces and backslashes: never in a jump target. */
function hasUnsafeChar(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code <= 0x20 || (code >= 0x7f && code <= 0xa0)) return true;
  }
  return UNSAFE_CHARS.test(value);
}

/** Reads JUMP_ALLOWED_HOSTS: lower-cased entries, blanks dropped. */
export function parseAllowedHosts(value: string | undefined | null): string[] {
  if (!value) return [];
  return value
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => entry !== '' && /^(\*\.|\.)?[a-z0-9.-]+(:\d{1,5})?$/.test(entry));
}

function decodeRepeatedly(value: string): string | null {
  let current = value;
  for (let i = 0; i < 4; i++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return current;
}

function isSafeRelativePath(value: string): boolean {
  // A path of the site already in its normalised form (no `/..//host` that normalises to `//host`).
  if (sameSitePath(value) === null) return false;
  // Defence in depth for anything that decodes the path again: its decoded form must still be a
  // plain path of this site (the query and fragment may hold encoded spaces).
  const pathPart = value.split(/[?#]/, 1)[0] ?? '';
  const decoded = decodeRepeatedly(pathPart);
  if (decoded === null) return false;
  if (decoded.startsWith('//') || decoded.startsWith('/\\') || hasUnsafeChar(decoded)) return false;
  return true;
}

function hostAllowed(url: URL, allowed: readonly string[]): boolean {
  const host = url.hostname.toLowerCase();
  const port = url.port; // '' for the scheme's default port
  return allowed.some((entry) => {
    const [namePart = '', entryPort = ''] = entry.split(':');
    if (entryPort !== port) return false;
    if (namePart.startsWith('*.') || namePart.startsWith('.')) {
      const base = namePart.replace(/^\*?\./, '');
      return host === base || host.endsWith(`.${base}`);
    }
    return host === namePart;
  });
}

export function decideJump(raw: string | null | undefined, allowedHosts: readonly string[]): JumpDecision {
  if (typeof raw !== 'string' || raw.trim() === '') return { ok: false, reason: 'missing' };
  const value = raw;
  if (value.length > MAX_JUMP_URL_LENGTH || hasUnsafeChar(value)) return { ok: false, reason: 'malformed' };
  if (value.startsWith('/')) {
    return isSafeRelativePath(value) ? { ok: true, location: value } : { ok: false, reason: 'malformed' };
  }
  // Absolute URLs only with an explicit http(s) scheme; anything else (relative without '/',
  // javascript:, data:, vbscript: …) is refused.
  if (!/^https?:\/\//i.test(value)) return { ok: false, reason: 'scheme' };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { ok: false, reason: 'scheme' };
  if (url.username !== '' || url.password !== '' || /@/.test(value.split(/[/?#]/, 3).join('/'))) {
    return { ok: false, reason: 'userinfo' };
  }
  if (!hostAllowed(url, allowedHosts)) return { ok: false, reason: 'host' };
  return { ok: true, location: url.href };
}

/**
 * Where an allowed jump sends the visitor (issue 16 item 8). Our own path carries the page's meta
 * parameters (spec §2: siteCode, agentCode, campaign and tracking codes …; the target's own
 * parameters win), so a partner's visitor stays in its brand. A partner host is reached through the
 * brand's affiliate link when the brand has affiliate ids (spec §7: sid, pid, vc_url; domain
 * wrapAffiliateLink), else directly; our meta parameters are not sent to another site.
 */
export function jumpLocation(
  location: string,
  meta: MetaParams,
  affiliate: Partial<AffiliateIds> | null,
): string {
  if (location.startsWith('/')) {
    const { jumpToUrl: _target, ...carried } = meta;
    return mergeMetaParams(location, carried);
  }
  return wrapAffiliateLink(location, affiliate ?? {}, defaultConfig);
}
