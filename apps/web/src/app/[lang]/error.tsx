'use client';
/**
 * Unexpected failures of a page (spec §8). A page that failed on purpose threw a PageError whose
 * digest carries its catalogue code (lib/pageErrors.ts): that code and its message are shown;
 * anything else is ISE900 (E_90001). "Retry" re-renders the page from the server.
 */
import { useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { useTranslation } from '@/lib/i18n/client';
import { pickMetaParams } from '@tabiyori/domain';
import { ErrorView } from '@/components/ErrorView';
import { parseLang } from '@/lib/i18n/settings';
import { pageHref } from '@/lib/links';
import { parsePageErrorDigest } from '@/lib/pageErrors';

export default function PageFailed({ error, retry }: { error: unknown; retry: () => void }) {
  const { t, i18n } = useTranslation('error');
  const lang = parseLang(i18n.language) ?? 'ja';
  const digest =
    typeof error === 'object' && error !== null ? (error as { digest?: unknown }).digest : undefined;
  const code = parsePageErrorDigest(digest)?.errorCode ?? 'ISE900';
  const meta = pickMetaParams(new URLSearchParams(useSearchParams().toString()));

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <main id="main" className="container">
      <ErrorView codes={[code]} lang={lang} linkFor={(path) => pageHref(path, lang, meta)}>
        <button type="button" className="button" onClick={() => retry()}>
          {t('retry')}
        </button>
      </ErrorView>
    </main>
  );
}
