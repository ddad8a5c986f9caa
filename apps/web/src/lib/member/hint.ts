/**
 * The member hint (issue 15 item 1): a member gets the same cached list and detail pages as a
 * visitor (lib/cache/pageCache.ts), rendered without any session, and their own parts (the header's
 * account links, their coupon prices) are filled in by the browser afterwards
 * (components/member/MemberView.tsx). The session cookie is httpOnly, so the page's scripts cannot
 * see it: the page cache sets this companion cookie, which says only "this browser sent a session
 * cookie" (value `1`, no identity, no secret; the API still decides who the member is from the
 * session cookie). With it the page hides its visitor parts before they are painted (an inline
 * script marks <html>), so a member never sees a visitor's coupon price in place of their own.
 * Pure (tested).
 */
export const MEMBER_HINT_COOKIE = 'tabiyori_member';
/** Set on <html> by the inline script while the member's own parts are not yet known. */
export const MEMBER_HINT_ATTRIBUTE = 'data-member-hint';

/**
 * The Set-Cookie for an answer from the page cache: the hint when the request carries a session
 * cookie and no hint, its removal when it carries a hint and no session, otherwise nothing.
 */
export function memberHintSetCookie(hasSession: boolean, hasHint: boolean): string | null {
  // Not Secure-only on purpose: it holds nothing worth stealing, and plain-HTTP stacks need it too.
  const attributes = 'Path=/; SameSite=Lax';
  if (hasSession && !hasHint) return `${MEMBER_HINT_COOKIE}=1; ${attributes}`;
  if (!hasSession && hasHint) return `${MEMBER_HINT_COOKIE}=; Max-Age=0; ${attributes}`;
  return null;
}

/** True when a Cookie header (or document.cookie) holds the hint. */
export function hasMemberHint(cookieHeader: string | null | undefined): boolean {
  return (cookieHeader ?? '').split(';').some((part) => part.trim() === `${MEMBER_HINT_COOKIE}=1`);
}

/**
 * The inline script of every page (run before the body is painted): marks <html> when the hint is
 * there, so CSS hides the visitor parts until the browser knows the member.
 */
export const MEMBER_HINT_SCRIPT = `document.cookie.split(';').some(function(c){return c.trim()==='${MEMBER_HINT_COOKIE}=1'})&&document.documentElement.setAttribute('${MEMBER_HINT_ATTRIBUTE}','')`;
