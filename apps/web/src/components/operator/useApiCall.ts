'use client';
/**
 * One change of the back office from the browser: the call through the site's /api proxy with the
 * session's CSRF token (lib/account/client.ts), the catalogue's message on failure, and a refresh of
 * the server-rendered page on success so it shows the new state.
 */
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { errorMessageFor } from '@tabiyori/domain';
import { apiClient } from '@/lib/account/client';
import type { Lang } from '@/lib/i18n/settings';

export function useApiCall(lang: Lang) {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  async function run(path: string, method: 'POST' | 'PUT', body?: unknown): Promise<boolean> {
    setPending(true);
    setError(null);
    setDone(false);
    const result = await apiClient.call(path, { method, body, csrf: true, fallbackCode: 'ACE900' });
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
