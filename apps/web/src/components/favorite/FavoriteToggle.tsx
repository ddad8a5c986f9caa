'use client';
/**
 * ♡ button of a tour, a hotel or a saved search (reusable by the cards):
 *
 *   <FavoriteToggle lang={lang} kind="hotel" itemKey={hotel.hotelId} name={hotel.hotelName} />
 *
 * A toggle button (aria-pressed; the label says what pressing does). A member's favourites are
 * saved in the account through the API, a visitor's in this browser (merged into the account at
 * log-in). Every toggle of the page shares one list (lib/favorites/controller.ts), loaded once.
 * Failures and the limit are toasts with the spec §8 messages (domain favoriteMessage).
 * `compact` shows the heart only (the label stays for screen readers).
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '@/lib/i18n/client';
import { defaultConfig, favoriteMessage } from '@tabiyori/domain';
import { useToast } from '@/components/client/ToastProvider';
import { pageApi } from '@/lib/browserApi';
import { createFavoritesController, type FavoritesController } from '@/lib/favorites/controller';
import { browserStorage, type FavoriteKind } from '@/lib/favorites/store';
import type { Lang } from '@/lib/i18n/settings';
import styles from './favorite.module.css';

const controllers = new Map<Lang, FavoritesController>();

/** The page's shared controller of a language (created on first use, in the browser only). */
export function favoritesController(lang: Lang): FavoritesController {
  let c = controllers.get(lang);
  if (!c) {
    c = createFavoritesController(pageApi(), browserStorage(), lang);
    controllers.set(lang, c);
  }
  return c;
}

export function FavoriteToggle({
  lang,
  kind,
  itemKey,
  name,
  compact = false,
  className,
}: {
  lang: Lang;
  kind: FavoriteKind;
  itemKey: string;
  name?: string;
  compact?: boolean;
  className?: string;
}) {
  const { t } = useTranslation('favorite');
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [ready, setReady] = useState(false);
  const controller = typeof window === 'undefined' ? null : favoritesController(lang);
  const pressed = useSyncExternalStore(
    (listener) => controller?.subscribe(listener) ?? (() => undefined),
    () => controller?.peek(kind, itemKey) ?? false,
    () => false,
  );

  useEffect(() => {
    let live = true;
    void controller?.isFavorite(kind, itemKey).then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [controller, kind, itemKey]);

  async function toggle() {
    if (!controller || busy) return;
    setBusy(true);
    const outcome = await controller.toggle(kind, itemKey, name);
    setBusy(false);
    if (outcome === 'added') toast.show({ hasError: false, message: t('added') });
    else if (outcome === 'removed') toast.show({ hasError: false, message: t('removed') });
    else if (outcome === 'limit')
      toast.show({
        hasError: true,
        message: favoriteMessage('limit', lang, defaultConfig.settings.maxFavoriteCount),
      });
    else
      toast.show({
        hasError: true,
        message: favoriteMessage(outcome === 'addFailed' ? 'register' : 'delete', lang),
      });
  }

  const label = pressed ? t('remove') : t('add');
  return (
    <button
      type="button"
      className={`${styles.toggle} ${compact ? styles.compact : ''} ${className ?? ''}`}
      aria-pressed={pressed}
      aria-label={compact ? (name ? `${label}: ${name}` : label) : undefined}
      title={compact ? label : undefined}
      onClick={toggle}
      disabled={!ready || busy}
      aria-busy={busy || undefined}
      data-favorite-kind={kind}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          d="M12 21s-7.5-4.6-9.6-9.2C1 8.7 2.8 5 6.4 5c2 0 3.6 1.1 4.6 2.7C12 6.1 13.6 5 15.6 5c3.6 0 5.4 3.7 4 6.8C19.5 16.4 12 21 12 21z"
          fill={pressed ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
      {compact ? null : <span>{label}</span>}
    </button>
  );
}
