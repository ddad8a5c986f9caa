/**
 * The error page body (spec §8): heading by code group, the catalogue message of the first code,
 * `エラーコード <…>` with every code, and the way back. Texts are the domain's (errors/), so this
 * renders the same on the server (not-found pages) and in the browser (error.tsx), even when the
 * API's texts are unavailable. Pure: no hooks, no data fetching. The way back is a plain link (a full
 * page load, which also leaves whatever state failed): next/link here would ship its router code a
 * second time with error.tsx, which every page loads.
 */
import type { ReactNode } from 'react';
import { errorMessageFor, errorPageView } from '@tabiyori/domain';
import type { Lang } from '@/lib/i18n/settings';

export function ErrorView({
  codes,
  lang,
  linkFor,
  children,
}: {
  codes: readonly string[];
  lang: Lang;
  /** Turns a language-neutral path into the page's href (prefix and meta parameters). */
  linkFor: (path: string) => string;
  /** Extra actions (a retry button). */
  children?: ReactNode;
}) {
  const view = errorPageView(codes, lang);
  const message = errorMessageFor(codes[0] ?? 'ISE900', lang);
  return (
    <section className="notice-page" aria-labelledby="error-heading">
      <h1 id="error-heading">{view.heading}</h1>
      <p>{message}</p>
      <p className="notice-page__code">{view.codesText}</p>
      <div className="notice-page__actions">
        {children}
        <a className="button button--secondary" href={linkFor(view.backPath)}>
          {view.backLabel}
        </a>
      </div>
    </section>
  );
}
