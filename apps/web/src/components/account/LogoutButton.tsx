'use client';
/**
 * Log-out from the header: POST /v1/auth/logout with the session's CSRF token (a plain form could
 * not send the header), then the top page is loaded in full so every part of the page forgets the
 * member. A failure is shown as an error toast and the member stays logged in.
 *
 * Shown on every page of a logged-in member, it also keeps the session cookie fresh: at most twice a
 * day the browser asks the API for its session itself, so a renewed cookie reaches the browser
 * (lib/account/client.ts keepSessionFresh).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/i18n/client';
import { errorMessageFor } from '@tabiyori/domain';
import { useToast } from '@/components/client/ToastProvider';
import { apiClient, keepSessionFresh } from '@/lib/account/client';
import type { Lang } from '@/lib/i18n/settings';

export function LogoutButton({
  lang,
  homeHref,
  className,
}: {
  lang: Lang;
  homeHref: string;
  className?: string;
}) {
  const { t } = useTranslation('account');
  const toast = useToast();
  const [pending, setPending] = useState(false);

  useEffect(() => {
    let storage: Storage | null;
    try {
      storage = window.localStorage;
    } catch {
      storage = null; // blocked storage: check on every page
    }
    void keepSessionFresh(apiClient, storage);
  }, []);

  async function logout() {
    if (pending) return;
    setPending(true);
    const result = await apiClient.call('/v1/auth/logout', {
      method: 'POST',
      csrf: true,
      fallbackCode: 'ACE900',
    });
    if (result.ok || result.status === 401) {
      window.location.assign(homeHref);
      return;
    }
    setPending(false);
    toast.show({ hasError: true, message: errorMessageFor(result.errorCode, lang) });
  }

  return (
    <button type="button" className={className} onClick={logout} disabled={pending} aria-busy={pending}>
      {t('logout')}
    </button>
  );
}
