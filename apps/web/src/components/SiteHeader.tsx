/**
 * The site header of the brand: logo, account links and the language switch on the first row, the
 * product navigation on the second. Server-rendered from the request's session (lib/viewer.ts): a
 * visitor sees ログイン / 会員登録 (log-in comes back to this page), a member their name, マイページ
 * and ログアウト. On phones (< 737 px) the member's name is left out of the row and the product
 * navigation wraps onto two rows, so every item is visible without sideways scrolling. A visitor's
 * header shown to a member (a cached page) gets their links in the browser (member/MemberView.tsx).
 * The language switch is a plain link with `lng`, so the proxy stores the choice in the i18next
 * cookie and redirects to the page in the other language.
 */
import { loginPath } from '@/lib/account/returnTo';
import { getT } from '@/lib/i18n/server';
import type { Lang } from '@/lib/i18n/settings';
import { languageSwitchHref } from '@/lib/links';
import { getRequestContext } from '@/lib/requestContext';
import { getViewer } from '@/lib/viewer';
import { LogoutButton } from './account/LogoutButton';
import { AppLink } from './AppLink';
import { BrandLogo } from './BrandLogo';
import { MemberOrVisitor, MemberWelcome } from './member/MemberView';

const NAV_ITEMS = [
  { path: '/tours', key: 'navTours' },
  { path: '/hotels', key: 'navHotels' },
  { path: '/optionals', key: 'navOptionals' },
  { path: '/rentacar', key: 'navRentacar' },
  { path: '/coupons', key: 'navCoupons' },
  { path: '/favorites', key: 'navFavorites', favorites: true },
] as const;

function isCurrent(currentPath: string, itemPath: string): boolean {
  return currentPath === itemPath || currentPath.startsWith(`${itemPath}/`);
}

/** The page to come back to after log-in: this one, except the account entry pages themselves. */
function returnPathOf(path: string, search: URLSearchParams): string {
  if (path === '/login' || path === '/signup') return search.get('returnTo') ?? '/mypage';
  const query = new URLSearchParams(search);
  query.delete('lng');
  const qs = query.toString();
  return `${path}${qs ? `?${qs}` : ''}`;
}

export async function SiteHeader() {
  const ctx = await getRequestContext();
  const [t, ta, viewer] = await Promise.all([getT(ctx.lang), getT(ctx.lang, 'account'), getViewer()]);
  const siteName = ctx.brand.name[ctx.lang];
  const items = NAV_ITEMS.filter((item) => !('favorites' in item) || ctx.brand.favorites);
  const languages: { lang: Lang; label: string }[] = [
    { lang: 'ja', label: t('languageJa') },
    { lang: 'en', label: t('languageEn') },
  ];
  const returnTo = returnPathOf(ctx.path, ctx.search);
  const memberLinks = (
    <>
      <AppLink href="/mypage" aria-current={isCurrent(ctx.path, '/mypage') ? 'page' : undefined}>
        {t('navMypage')}
      </AppLink>
      <LogoutButton lang={ctx.lang} returnTo="/" className="site-header__logout" />
    </>
  );

  return (
    <header className="site-header">
      <div className="container site-header__top">
        <AppLink href="/" className="site-header__logo" aria-label={t('homeLinkLabel', { siteName })}>
          <BrandLogo brand={ctx.brand} />
          <span>{siteName}</span>
        </AppLink>
        <div className="site-header__tools">
          {viewer ? (
            <>
              <span className="site-header__member">{ta('welcome', { name: viewer.name })}</span>
              {memberLinks}
            </>
          ) : (
            // A visitor's page may be shown to a member (the page cache): their links replace these
            // in the browser (components/member/MemberView.tsx).
            <MemberOrVisitor
              visitor={
                <>
                  <AppLink
                    href={loginPath(returnTo)}
                    aria-current={ctx.path === '/login' ? 'page' : undefined}
                  >
                    {t('navLogin')}
                  </AppLink>
                  <AppLink
                    href={loginPath(returnTo, '/signup')}
                    className="site-header__signup"
                    aria-current={ctx.path === '/signup' ? 'page' : undefined}
                  >
                    {t('navSignup')}
                  </AppLink>
                </>
              }
              member={
                <>
                  <MemberWelcome className="site-header__member" />
                  {memberLinks}
                </>
              }
            />
          )}
          <ul className="lang-switch" aria-label={t('languageLabel')}>
            {languages.map(({ lang, label }) => (
              <li key={lang} className={lang === ctx.lang ? 'lang-switch__current' : undefined}>
                {lang === ctx.lang ? (
                  <span aria-current="true" lang={lang}>
                    {label}
                  </span>
                ) : (
                  <a href={languageSwitchHref(ctx.path, ctx.search, lang)} hrefLang={lang} lang={lang}>
                    {label}
                  </a>
                )}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <nav className="site-nav" aria-label={t('mainNavLabel')}>
        <ul className="site-nav__list">
          {items.map((item) => (
            <li key={item.path}>
              <AppLink href={item.path} aria-current={isCurrent(ctx.path, item.path) ? 'page' : undefined}>
                {t(item.key)}
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
