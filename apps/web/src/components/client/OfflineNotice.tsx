'use client';
/**
 * Losing the connection in the browser shows E_90002 (spec §8, code NWE900) in a banner until the
 * connection is back; coming back online says so in a polite toast. The online state is read with
 * useSyncExternalStore (server snapshot: online), so nothing shows in the server HTML.
 */
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from '@/lib/i18n/client';
import { errorCodeText } from '@tabiyori/domain';
import type { Lang } from '@/lib/i18n/settings';
import { useToast } from './ToastProvider';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export function OfflineNotice({ lang }: { lang: Lang }) {
  const { t } = useTranslation();
  const { show } = useToast();
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  const wasOffline = useRef(false);

  useEffect(() => {
    if (!online) wasOffline.current = true;
    else if (wasOffline.current) {
      wasOffline.current = false;
      show({ hasError: false, message: t('onlineAgain') });
    }
  }, [online, show, t]);

  if (online) return null;
  return (
    <div className="offline-banner" role="alert">
      <p>
        <strong>{t('offlineTitle')}</strong> {t('error:E_90002')}{' '}
        <span>{errorCodeText(['NWE900'], lang)}</span>
      </p>
    </div>
  );
}
