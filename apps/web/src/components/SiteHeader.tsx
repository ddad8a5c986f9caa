/**
 * The site header of the brand: logo, account links and the language switch on the first row, the
 * product navigation on the second (a horizontally scrolling row on phones, no JavaScript).
 * The language switch is a plain link with `lng`, so the proxy stores the choice in the i18next
 * cookie and redirects to the page in the other language.
 */
import { getT } from '@/lib/i18n/server';
import type { Lang } from '@/lib/i18n/settings';
import { languageSwitchHref } from '@/lib/links';
import { getRequestContext } from '@/lib/requestContext';
import { getViewer } from '@/lib/viewer';
import { AppLink } from './AppLink';
import { BrandLogo } from './BrandLogo';

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

export async function SiteHeader() {
  const ctx = await getRequestContext();
  const t = await getT(ctx.lang);
  const viewer = await getViewer();
  const siteName = ctx.brand.name[ctx.lang];
  const items = NAV_ITEMS.filter((item) => !('favorites' in item) || ctx.brand.favorites);
  const languages: { lang: Lang; label: string }[] = [
    { lang: 'ja', label: t('languageJa') },
    { lang: 'en', label: t('languageEn') },
  ];

  return (
    <header className="site-header">
      <div className="container site-header__top">
        <AppLink href="/" className="site-header__logo" aria-label={t('homeLinkLabel', { siteName })}>
          <BrandLogo brand={ctx.brand} />
          <span>{siteName}</span>
        </AppLink>
        <div className="site-header__tools">
          {viewer ? (
            <AppLink href="/mypage">{t('navMypage')}</AppLink>
          ) : (
            <AppLink href="/login">{t('navLogin')}</AppLink>
          )}
          <ul className="lang-switch" aria-label={t('languageLabel')}>
            {languages.map(({ lang, label }) => (
              <li key={lang}>
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
