import { describe, expect, it } from 'vitest';
import { DEFAULT_RETURN_TO, loginPath, safeReturnTo } from './returnTo';

describe('returnTo after log-in (no open redirect)', () => {
  it('keeps our own paths with their query', () => {
    expect(safeReturnTo('/booking/hotel/H00012?planId=P1&goDate=20261210')).toBe(
      '/booking/hotel/H00012?planId=P1&goDate=20261210',
    );
    expect(safeReturnTo('/mypage/bookings/TB1234567897')).toBe('/mypage/bookings/TB1234567897');
    expect(safeReturnTo('/')).toBe('/');
  });

  it('reduces a language-prefixed path to the language-neutral one', () => {
    expect(safeReturnTo('/en/favorites')).toBe('/favorites');
    expect(safeReturnTo('/en')).toBe('/');
  });

  it.each([
    'https://evil.example/',
    'http:/evil.example',
    'javascript:alert(1)',
    '//evil.example/path',
    '/\\evil.example',
    '\\\\evil.example',
    '/%2F%2Fevil.example',
    '/%5Cevil.example',
    ' /mypage',
    'mypage',
    '/mypage\nLocation: x',
    '/\t/evil.example',
    '',
    // Issue 13.2: values that normalise into another host, in every spelling.
    '/..//evil.example',
    '/.%2e//evil.example',
    '/%2e%2e//evil.example',
    '/%2E%2E//evil.example',
    '/a/../..//evil.example',
    '/a/./..//evil.example',
    '/./..//evil.example',
    '/en/..//evil.example',
    '/en//evil.example',
    '/ja//evil.example',
    '/..\\evil.example',
    '/.\\/evil.example',
    '/..%2f/evil.example',
    '/..%5c/evil.example',
    '/%2e%2e%2f/evil.example',
    '/..%252f/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '\t/evil.example',
    '/\u0000/evil.example',
    '/%09/evil.example',
    '/%0a/evil.example',
    '//',
    '///evil.example',
    '/\\',
    '\\/evil.example',
    'https://evil.example',
    'HTTPS://evil.example/mypage',
    'https:evil.example',
    '//evil.example@127.0.0.1/',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'mailto:a@evil.example',
    '/mypage/./',
    '/mypage/..',
    '/ mypage',
    '/\u00a0/evil.example',
  ])('refuses %j and falls back to My page', (value) => {
    expect(safeReturnTo(value)).toBe(DEFAULT_RETURN_TO);
  });

  it('refuses API, asset and log-in pages, missing values and very long values', () => {
    expect(safeReturnTo('/api/v1/auth/logout')).toBe(DEFAULT_RETURN_TO);
    expect(safeReturnTo('/_next/static/x.js')).toBe(DEFAULT_RETURN_TO);
    expect(safeReturnTo('/login?returnTo=/mypage')).toBe(DEFAULT_RETURN_TO);
    expect(safeReturnTo('/en/signup')).toBe(DEFAULT_RETURN_TO);
    expect(safeReturnTo(undefined)).toBe(DEFAULT_RETURN_TO);
    expect(safeReturnTo(null)).toBe(DEFAULT_RETURN_TO);
    expect(safeReturnTo(`/${'a'.repeat(2001)}`)).toBe(DEFAULT_RETURN_TO);
  });

  it('keeps normalised paths with kana, encoded query values and a /./-free dot in a name', () => {
    expect(safeReturnTo('/special/温泉')).toBe('/special/%E6%B8%A9%E6%B3%89');
    expect(safeReturnTo('/hotels?keyword=a%2Fb&x=..')).toBe('/hotels?keyword=a%2Fb&x=..');
    expect(safeReturnTo('/hotel/H0001.../plans')).toBe('/hotel/H0001.../plans');
    expect(safeReturnTo('/mypage#bookings')).toBe('/mypage');
  });

  it('keeps paths that merely begin like a refused one', () => {
    expect(safeReturnTo('/loginhelp')).toBe('/loginhelp');
    expect(safeReturnTo('/apiary')).toBe('/apiary');
  });

  it('builds the log-in link with an encoded, checked returnTo', () => {
    expect(loginPath('/booking/tour/T000001?goDate=20261210&adultPax=2')).toBe(
      '/login?returnTo=%2Fbooking%2Ftour%2FT000001%3FgoDate%3D20261210%26adultPax%3D2',
    );
    expect(loginPath('//evil.example')).toBe('/login?returnTo=%2Fmypage');
    expect(loginPath('/mypage', '/signup')).toBe('/signup?returnTo=%2Fmypage');
  });
});
