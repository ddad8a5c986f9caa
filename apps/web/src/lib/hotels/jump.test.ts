/**
 * Spec §2 /jump/hotel?jumpToUrl=…; issue 6 item 5: forwards only to our own paths or configured
 * partner hosts; anything else is refused (the page shows the error and never redirects).
 */
import { describe, expect, it } from 'vitest';
import { decideJump, jumpLocation, parseAllowedHosts } from './jump';

const allowed = parseAllowedHosts(
  'partner.example, .trusted.example ,*.wild.example,port.example:8443, bad host,',
);

const ok = (raw: string) => decideJump(raw, allowed);

describe('JUMP_ALLOWED_HOSTS', () => {
  it('reads a comma list, lower-cased, dropping blanks and malformed entries', () => {
    expect(parseAllowedHosts(' A.Example ,, b.example:8080 , not a host ')).toEqual([
      'a.example',
      'b.example:8080',
    ]);
    expect(parseAllowedHosts(undefined)).toEqual([]);
    expect(parseAllowedHosts('')).toEqual([]);
  });
});

describe('our own relative paths', () => {
  it.each([
    '/hotel/100066',
    '/hotel/100066/plans?goDate=20261206&isNoDate=0',
    '/en/hotels/14?kodawari=101,103#list',
    '/hotels?keyword=%E7%AE%B1%E6%A0%B9%20%E6%B8%A9%E6%B3%89',
    '/',
  ])('forwards to %s as given', (path) => {
    expect(ok(path)).toEqual({ ok: true, location: path });
  });

  it.each([
    ['protocol-relative', '//evil.example/path'],
    ['protocol-relative with more slashes', '///evil.example'],
    ['backslash after the slash', '/\\evil.example'],
    ['backslash anywhere', '/hotel\\..\\..\\evil'],
    ['encoded second slash', '/%2F%2Fevil.example'],
    ['encoded backslash', '/%5Cevil.example'],
    ['double-encoded second slash', '/%252F%252Fevil.example'],
    ['mixed-case encoding', '/%2f%2Fevil.example'],
    ['tab between the slashes', '/\t/evil.example'],
    ['newline between the slashes', '/\n/evil.example'],
    ['encoded tab between the slashes', '/%09/evil.example'],
    ['leading space', ' /hotel/1'],
    ['ideographic space', '/\u3000/evil.example'],
    ['zero-width space', '/\u200b/evil.example'],
    ['NUL', '/hotel\u0000'],
    ['malformed escape', '/%E0%A4%A'],
    // Issue 13.2: paths that normalise into `//host` are refused as written, not repaired.
    ['dot segment before a double slash', '/..//evil.example'],
    ['encoded dot segment', '/.%2e//evil.example'],
    ['dot segments after a name', '/a/../..//evil.example'],
  ])('refuses %s', (_name, raw) => {
    expect(ok(raw).ok).toBe(false);
  });
});

describe('configured partner hosts', () => {
  it.each([
    'https://partner.example/booking?x=1',
    'http://partner.example/',
    'HTTPS://PARTNER.EXAMPLE/Path',
    'https://trusted.example/a',
    'https://www.trusted.example/a',
    'https://deep.sub.trusted.example/a',
    'https://a.wild.example/',
    'https://port.example:8443/x',
  ])('forwards to %s', (url) => {
    const decision = ok(url);
    expect(decision.ok).toBe(true);
    if (decision.ok) expect(decision.location).toBe(new URL(url).href);
  });

  it.each([
    ['another host', 'https://evil.example/'],
    ['a look-alike suffix', 'https://partner.example.evil.example/'],
    ['a look-alike prefix', 'https://evilpartner.example/'],
    ['a subdomain of an exact entry', 'https://www.partner.example/'],
    ['userinfo naming the partner', 'https://partner.example@evil.example/'],
    ['userinfo on the partner', 'https://user:pass@partner.example/'],
    ['empty userinfo', 'https://@partner.example/'],
    ['an unlisted port', 'https://partner.example:8080/'],
    ['the listed port missing', 'https://port.example/'],
    ['javascript:', 'javascript:alert(1)'],
    ['JavaScript: mixed case', 'JaVaScRiPt:alert(1)'],
    ['javascript: with leading space', ' javascript:alert(1)'],
    ['encoded javascript:', 'javascript%3Aalert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['vbscript:', 'vbscript:msgbox(1)'],
    ['ftp:', 'ftp://partner.example/'],
    ['scheme-less host', 'partner.example/path'],
    ['scheme with one slash', 'https:/partner.example'],
    ['backslashes after the scheme', 'https:\\\\evil.example'],
    ['backslash host trick', 'https://partner.example\\@evil.example/'],
    ['tab inside the scheme', 'jav\tascript:alert(1)'],
    ['encoded dot host', 'https://evil%2Eexample/'],
    ['IDN look-alike', 'https://pаrtner.example/'],
  ])('refuses %s', (_name, raw) => {
    expect(ok(raw).ok).toBe(false);
  });

  it('refuses every absolute URL when no host is configured', () => {
    expect(decideJump('https://partner.example/', []).ok).toBe(false);
    expect(decideJump('/hotel/1', [])).toEqual({ ok: true, location: '/hotel/1' });
  });
});

describe('missing or oversized targets', () => {
  it('refuses a missing, blank or overlong jumpToUrl', () => {
    expect(decideJump(undefined, allowed)).toEqual({ ok: false, reason: 'missing' });
    expect(decideJump('', allowed)).toEqual({ ok: false, reason: 'missing' });
    expect(decideJump('   ', allowed)).toEqual({ ok: false, reason: 'missing' });
    expect(decideJump(`/${'a'.repeat(3000)}`, allowed).ok).toBe(false);
  });
});

describe('where an allowed jump goes (issue 16 item 8)', () => {
  const meta = {
    siteCode: 'sakura',
    agentCode: 'SKR001',
    utm_source: 'news',
    campaignCodes: 'C1',
    W_CustomersCode: 'W9',
    jumpToUrl: '/hotels/47',
  };

  it('keeps siteCode, agentCode and every meta parameter on our own path (its own parameters win)', () => {
    const location = jumpLocation('/hotels/47?nights=2&utm_source=mail#list', meta, null);
    const url = new URL(location, 'http://site.invalid');
    expect(url.pathname).toBe('/hotels/47');
    expect(url.hash).toBe('#list');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      nights: '2',
      utm_source: 'mail',
      siteCode: 'sakura',
      agentCode: 'SKR001',
      campaignCodes: 'C1',
      W_CustomersCode: 'W9',
    });
  });

  it("wraps a partner host in the brand's affiliate link, and sends no meta parameter there", () => {
    const target = 'https://partner.example/hotel/1?x=1';
    const wrapped = new URL(jumpLocation(target, meta, { sid: '3001', pid: '8867' }));
    expect(wrapped.searchParams.get('sid')).toBe('3001');
    expect(wrapped.searchParams.get('pid')).toBe('8867');
    expect(wrapped.searchParams.get('vc_url')).toBe(target);
    expect(wrapped.searchParams.has('siteCode')).toBe(false);
    expect(jumpLocation(target, meta, null)).toBe(target);
  });
});
