import { describe, expect, it } from 'vitest';
import { MEMBER_HINT_ATTRIBUTE, MEMBER_HINT_SCRIPT, hasMemberHint, memberHintSetCookie } from './hint';

describe('member hint (issue 15 item 1)', () => {
  it('is set for a session without it, removed without a session, left alone otherwise', () => {
    expect(memberHintSetCookie(true, false)).toBe('tabiyori_member=1; Path=/; SameSite=Lax');
    expect(memberHintSetCookie(false, true)).toBe('tabiyori_member=; Max-Age=0; Path=/; SameSite=Lax');
    expect(memberHintSetCookie(true, true)).toBeNull();
    expect(memberHintSetCookie(false, false)).toBeNull();
  });

  it('is read from a Cookie header or document.cookie', () => {
    expect(hasMemberHint('a=1; tabiyori_member=1')).toBe(true);
    expect(hasMemberHint('tabiyori_member=1')).toBe(true);
    expect(hasMemberHint('tabiyori_member=; a=1')).toBe(false);
    expect(hasMemberHint('xtabiyori_member=1')).toBe(false);
    expect(hasMemberHint(undefined)).toBe(false);
  });

  it("the inline script marks <html> only when the hint is in the page's cookies", () => {
    const run = (cookie: string) => {
      const marked: string[] = [];
      const document = {
        cookie,
        documentElement: { setAttribute: (name: string) => marked.push(name) },
      };
      new Function('document', MEMBER_HINT_SCRIPT)(document);
      return marked;
    };
    expect(run('i18next=ja; tabiyori_member=1')).toEqual([MEMBER_HINT_ATTRIBUTE]);
    expect(run('i18next=ja')).toEqual([]);
    expect(run('tabiyori_member=0')).toEqual([]);
  });
});
