'use client';
/**
 * Log-out from the header: a form posting to a server action (lib/account/actions.ts logOutAction:
 * POST /v1/auth/logout with the session's CSRF token; works without JavaScript), which redirects to
 * `returnTo` (the top page, or the back office's log-in), rendered anew without the member. A failure is shown as an error toast and the member stays logged in.
 *
 * Shown on every page of a logged-in member, it also keeps the session cookie fresh: at most twice a
 * day the browser asks the API for its session itself, so a renewed cookie reaches the browser
 * (lib/account/keepSessionFresh.ts).
 */
import { useActionState, useEffect } from 'react';
import { useTranslation } from '@/lib/i18n/client';
import { errorMessageFor } from '@tabiyori/domain';
import { useToast } from '@/components/client/ToastProvider';
import { logOutAction } from '@/lib/account/actions';
import { keepSessionFresh } from '@/lib/account/keepSessionFresh';
import { pageApi } from '@/lib/browserApi';
import { emptyFormState } from '@/lib/account/formState';
import type { Lang } from '@/lib/i18n/settings';
import { useFormFlow } from './useFormFlow';

export function LogoutButton({
  lang,
  returnTo,
  className,
}: {
  lang: Lang;
  /** Language-neutral page to load after log-out ('/' or '/operator/login'). */
  returnTo: string;
  className?: string;
}) {
  const { t } = useTranslation('account');
  const toast = useToast();
  const [state, formAction, pending] = useActionState(logOutAction, emptyFormState());
  const { js } = useFormFlow(state, lang);

  useEffect(() => {
    let storage: Storage | null;
    try {
      storage = window.localStorage;
    } catch {
      storage = null; // blocked storage: check on every page
    }
    void keepSessionFresh(pageApi(), storage);
  }, []);

  useEffect(() => {
    if (state.errorCode) toast.show({ hasError: true, message: errorMessageFor(state.errorCode, lang) });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per answer of the action
  }, [state]);

  return (
    <form action={formAction} style={{ display: 'inline' }}>
      <input type="hidden" name="returnTo" value={returnTo} />
      <input type="hidden" name="js" value={js} />
      <button type="submit" className={className} disabled={pending} aria-busy={pending}>
        {t('logout')}
      </button>
    </form>
  );
}
