'use client';
/**
 * Who the page is for, in the browser (issue 15 item 1). A page rendered for a visitor may be shown
 * to a member: the page cache serves members the visitor's page with the member hint
 * (lib/member/hint.ts). Then the browser asks the API for its session (the httpOnly cookie travels
 * with the call) and the member's own parts take the visitor's place: the header's account links
 * (MemberOrVisitor) and the coupon prices (MemberCouponScope). A page the server rendered for the
 * member (serverMember) is theirs already; without the hint nothing is asked.
 *
 * Until the answer comes, <html> carries MEMBER_HINT_ATTRIBUTE (set by the inline script before the
 * first paint) and CSS hides the visitor parts (`[data-visitor-part]`), so a member never sees a
 * visitor's coupon price as theirs. When the session turns out to be gone, the hint is removed and
 * the page is the visitor's, as it is.
 */
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { displayName, type AccountUser } from '@/lib/account/types';
import { pageApi } from '@/lib/browserApi';
import { useTranslation } from '@/lib/i18n/client';
import { MEMBER_HINT_ATTRIBUTE, MEMBER_HINT_COOKIE, hasMemberHint } from '@/lib/member/hint';

export type MemberView =
  /** The server rendered the page for a member: its member parts are in it. */
  | { kind: 'server' }
  /** A visitor (no hint, or the session is gone), or a member's browser while their session is asked. */
  | { kind: 'visitor' }
  /** A member on a visitor's page: their parts are filled in here. */
  | { kind: 'member'; user: AccountUser };

const Context = createContext<MemberView>({ kind: 'visitor' });

export function useMemberView(): MemberView {
  return useContext(Context);
}

function endHint(clearCookie: boolean) {
  document.documentElement.removeAttribute(MEMBER_HINT_ATTRIBUTE);
  if (clearCookie) document.cookie = `${MEMBER_HINT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
}

export function MemberViewProvider({
  serverMember,
  children,
}: {
  serverMember: boolean;
  children: ReactNode;
}) {
  const [view, setView] = useState<MemberView>(serverMember ? { kind: 'server' } : { kind: 'visitor' });

  useEffect(() => {
    if (serverMember || !hasMemberHint(document.cookie)) {
      endHint(false);
      return;
    }
    let live = true;
    void pageApi()
      .session()
      .then((answer) => {
        if (!live) return;
        setView(answer.user ? { kind: 'member', user: answer.user } : { kind: 'visitor' });
        endHint(!answer.user);
      });
    return () => {
      live = false;
    };
  }, [serverMember]);

  return <Context.Provider value={view}>{children}</Context.Provider>;
}

/**
 * The visitor's part, or the member's once the browser knows them (server-rendered both; only one
 * is mounted). The visitor part is hidden by CSS while the hint is unresolved.
 */
export function MemberOrVisitor({ visitor, member }: { visitor: ReactNode; member: ReactNode }) {
  const view = useMemberView();
  if (view.kind === 'member') return <>{member}</>;
  return <div data-visitor-part="">{visitor}</div>;
}

/** The member's welcome line with their name, in a visitor's page shown to them. */
export function MemberWelcome({ className }: { className?: string }) {
  const view = useMemberView();
  const { t } = useTranslation('account');
  if (view.kind !== 'member') return null;
  return <span className={className}>{t('welcome', { name: displayName(view.user) })}</span>;
}
