'use client';
/**
 * One change of the back office from the browser: the call of its operation (lib/operator/apiWrite.ts)
 * through the site's /api proxy with the session's CSRF token (lib/browserApi.ts, retried once when
 * the token was stale), the catalogue's message on failure, and a refresh of the server-rendered
 * page on success so it shows the new state.
 */
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { errorMessageFor } from '@tabiyori/domain';
import { callResult, pageApi } from '@/lib/browserApi';
import type { Lang } from '@/lib/i18n/settings';
import type { ApiWrite, WriteMethod, WritePath } from '@/lib/operator/apiWrite';

export function useApiCall(lang: Lang) {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  async function run<M extends WriteMethod, P extends WritePath<M>>(call: ApiWrite<M, P>): Promise<boolean> {
    setPending(true);
    setError(null);
    setDone(false);
    const result = await callResult(pageApi().member.request(...call), 'ACE900');
    setPending(false);
    if (!result.ok) {
      setError(errorMessageFor(result.errorCode, lang));
      return false;
    }
    setDone(true);
    router.refresh();
    return true;
  }

  return { run, pending, error, done };
}
