/**
 * Favourites `/favorites` (`/en/favorites`): the member's favourite tours, hotels and saved
 * searches (GET /v1/favorites of the page language, server-rendered from the member's cookie), or a
 * visitor's kept in this browser (components/favorite/FavoritesList reads them; they are merged into
 * the account at log-in). A saved search reopens its search. Not indexed (personal).
 */
import type { Metadata } from 'next';
import { buildPageText, errorMessageFor } from '@tabiyori/domain';
import { FavoritesList, type ListedFavorite } from '@/components/favorite/FavoritesList';
import styles from '@/components/favorite/favorite.module.css';
import { AccountPage } from '@/components/account/AccountPage';
import { answerOf } from '@tabiyori/api-client/server';
import { ApiError } from '@/lib/api';
import { loginPath } from '@/lib/account/returnTo';
import { getSession, viewerApi } from '@/lib/account/server';
import { loadDecoder } from '@/lib/hotels/decoder';
import type { AreaNames } from '@/lib/favorites/summary';
import type { Lang } from '@/lib/i18n/settings';
import { langOf } from '@/lib/i18n/pageLang';
import { unindexedPageMetadata } from '@/lib/pageTextMetadata';
import { pageHref } from '@/lib/links';
import { getRequestContext } from '@/lib/requestContext';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return unindexedPageMetadata(await langOf(params), 'favorites', '/favorites');
}

/** Area and departure names of the saved searches (the decoder; none when it cannot be loaded). */
async function areaNames(lang: Lang): Promise<AreaNames> {
  const d = await loadDecoder(lang);
  if (!d) return { areas: {}, departures: {} };
  const areas: Record<string, string> = { ...d.area1, ...d.area2, ...d.area3, ...d.area4 };
  const departures = Object.fromEntries(d.departureAreas.map((dep) => [dep.code, dep.name]));
  return { areas, departures };
}

export default async function FavoritesPage({ params }: Props) {
  const lang = await langOf(params);
  const [ctx, session, names] = await Promise.all([getRequestContext(), getSession(), areaNames(lang)]);
  const text = buildPageText('favorites', {}, { lang, siteName: ctx.brand.name[lang] });
  let initial: ListedFavorite[] | null = null;
  let failure: string | null = null;
  if (session) {
    try {
      const answer = await answerOf(
        (await viewerApi()).GET('/v1/favorites', { params: { query: { lang } } }),
      );
      initial = answer.favorites.map((f) => ({
        favoriteId: f.favoriteId,
        kind: f.kind,
        key: f.tourId ?? f.hotelId ?? f.condition ?? '',
        name: f.name,
      }));
    } catch (error) {
      failure = errorMessageFor(error instanceof ApiError ? error.errorCode : 'FVE900', lang);
    }
  }
  return (
    <AccountPage pageKind="favorites" title={text.h1} breadcrumb={text.breadcrumb}>
      {failure ? (
        <p className={styles.note} role="alert">
          {failure}
        </p>
      ) : (
        <FavoritesList
          lang={lang}
          member={session !== null}
          initial={initial}
          names={names}
          hrefPrefix={lang === 'en' ? '/en' : ''}
          loginHref={pageHref(loginPath('/favorites'), lang, ctx.meta)}
        />
      )}
    </AccountPage>
  );
}
