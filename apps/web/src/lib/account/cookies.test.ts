import { describe, expect, it } from 'vitest';
import { sessionCookieHeader } from './cookies';

describe('forwarding the session cookie to the API', () => {
  it('picks only the session cookie out of the Cookie header', () => {
    const token = 'a'.repeat(43);
    expect(sessionCookieHeader(`i18next=en; tabiyori_session=${token}; _ga=GA1.2`)).toBe(
      `tabiyori_session=${token}`,
    );
  });

  it('is null without a session cookie or with a malformed one', () => {
    expect(sessionCookieHeader(null)).toBeNull();
    expect(sessionCookieHeader('')).toBeNull();
    expect(sessionCookieHeader('i18next=ja')).toBeNull();
    expect(sessionCookieHeader('tabiyori_session=')).toBeNull();
    expect(sessionCookieHeader('tabiyori_session="a b"')).toBeNull();
    expect(sessionCookieHeader('xtabiyori_session=abc')).toBeNull();
  });
});
