'use client';
/**
 * The favourites page's lists: tours, hotels and saved searches (a saved search reopens its search
 * on the tour list). A member's list is rendered by the server from the API and passed in; a
 * visitor's is read from this browser after the page loads (with a note that log-in keeps it in
 * the account). Removing is one button per item (DELETE /v1/favorites by favoriteId, or the
 * browser's list); a failure shows the spec §8 "deletion failed" message.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/i18n/client';
import { favoriteMessage } from '@tabiyori/domain';
import { useToast } from '@/components/client/ToastProvider';
import { callResult, pageApi } from '@/lib/browserApi';
import { browserStorage, readFavorites, removeFavorite, type FavoriteKind } from '@/lib/favorites/store';
import { searchHref, searchSummary, type AreaNames } from '@/lib/favorites/summary';
import type { Lang } from '@/lib/i18n/settings';
import styles from './favorite.module.css';
import { colon, dotSep } from '@/lib/i18n/punctuation';

export interface ListedFavorite {
  /** The API's id (members), null for a visitor's browser entry. */
  favoriteId: string | null;
  kind: FavoriteKind;
  key: string;
  name: string | null;
}

const SECTIONS: { kind: FavoriteKind; titleKey: string }[] = [
  { kind: 'tour', titleKey: 'tours' },
  { kind: 'hotel', titleKey: 'hotels' },
  { kind: 'search', titleKey: 'searches' },
];

export function FavoritesList({
  lang,
  member,
  initial,
  names,
  hrefPrefix,
  loginHref,
}: {
  lang: Lang;
  member: boolean;
  /** The member's favourites (null for a visitor: read from the browser). */
  initial: ListedFavorite[] | null;
  names: AreaNames;
  /** '' for Japanese, '/en' for English: added before the language-neutral links. */
  hrefPrefix: string;
  loginHref: string;
}) {
  const { t } = useTranslation('favorite');
  const toast = useToast();
  const [items, setItems] = useState<ListedFavorite[] | null>(initial);
  const [removing, setRemoving] = useState<string | null>(null);

  useEffect(() => {
    if (member) return;
    // The browser's list exists only here: read it once the page has loaded (not during hydration).
    const timer = window.setTimeout(() =>
      setItems(
        readFavorites(browserStorage(), lang).map((i) => ({
          favoriteId: null,
          kind: i.kind,
          key: i.key,
          name: i.name ?? null,
        })),
      ),
    );
    return () => window.clearTimeout(timer);
  }, [member, lang]);

  async function remove(item: ListedFavorite) {
    const id = `${item.kind}:${item.key}`;
    setRemoving(id);
    let ok: boolean;
    if (member && item.favoriteId) {
      const result = await callResult(
        pageApi().member.DELETE('/v1/favorites', { body: { favoriteId: item.favoriteId } }),
        'FVE900',
      );
      ok = result.ok || (!result.ok && result.errorCode === 'FVE901');
    } else {
      const r = removeFavorite(browserStorage(), lang, item.kind, item.key);
      ok = r === 'removed' || r === 'missing';
    }
    setRemoving(null);
    if (!ok) {
      toast.show({ hasError: true, message: favoriteMessage('delete', lang) });
      return;
    }
    setItems((list) => (list ?? []).filter((i) => !(i.kind === item.kind && i.key === item.key)));
    toast.show({ hasError: false, message: t('removed') });
  }

  if (items === null) return <p role="status">{t('loading')}</p>;

  const link = (item: ListedFavorite) =>
    `${hrefPrefix}${item.kind === 'tour' ? `/tours/${encodeURIComponent(item.key)}` : item.kind === 'hotel' ? `/hotel/${encodeURIComponent(item.key)}` : searchHref(item.key)}`;

  return (
    <>
      {!member ? (
        <p className={styles.note}>
          {t('visitorNote')} <a href={loginHref}>{t('loginToKeep')}</a>
        </p>
      ) : null}
      {items.length === 0 ? (
        <p className={styles.empty}>{t('empty')}</p>
      ) : (
        SECTIONS.map(({ kind, titleKey }) => {
          const mine = items.filter((i) => i.kind === kind);
          if (mine.length === 0) return null;
          return (
            <section key={kind} className={styles.section} aria-labelledby={`favorites-${kind}`}>
              <h2 id={`favorites-${kind}`} className={styles.sectionTitle}>
                {t(titleKey)}
                {lang === 'en'
                  ? ` (${t('count', { count: mine.length })})`
                  : `（${t('count', { count: mine.length })}）`}
              </h2>
              <ul className={styles.list}>
                {mine.map((item) => {
                  const summary = kind === 'search' ? searchSummary(item.key, names, lang) : null;
                  const title =
                    kind === 'search'
                      ? [summary?.departure, summary?.destination].filter(Boolean).join(' → ') ||
                        t('searchAll')
                      : (item.name ??
                        (kind === 'tour'
                          ? t('unnamedTour', { id: item.key })
                          : t('unnamedHotel', { id: item.key })));
                  const details = summary
                    ? [
                        summary.date ?? t('noDate'),
                        summary.nights !== null ? t('nightsValue', { count: summary.nights }) : null,
                        summary.tourDays !== null ? t('daysValue', { count: summary.tourDays }) : null,
                        summary.paxPerRoom !== null
                          ? t('paxPerRoomValue', { count: summary.paxPerRoom })
                          : null,
                      ]
                        .filter(Boolean)
                        .join(dotSep(lang))
                    : null;
                  const id = `${item.kind}:${item.key}`;
                  return (
                    <li key={id} className={styles.item}>
                      <span className={styles.itemText}>
                        <a href={link(item)}>{title}</a>
                        {details ? <span className={styles.muted}>{details}</span> : null}
                        {summary ? <span className={styles.muted}>{t('openSearch')}</span> : null}
                      </span>
                      <button
                        type="button"
                        className={styles.remove}
                        onClick={() => remove(item)}
                        disabled={removing === id}
                        aria-label={`${t('remove')}${colon(lang)}${title}`}
                      >
                        {t('removeShort')}
                      </button>
                    </li>
                  );
                })}
              </ul>
            </section>
          );
        })
      )}
    </>
  );
}
