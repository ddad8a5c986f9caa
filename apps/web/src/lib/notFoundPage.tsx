/**
 * A page that ends in its own "not found" (notFound(), failWith / notFoundWith of lib/api.ts: a
 * missing thing or input the API refused) answers HTTP 404 with that route's not-found view in the
 * site's frame, rendered on the server (readable without JavaScript). Next.js 16 answers a page's
 * notFound() with an empty HTML shell and draws the not-found.tsx in the browser only; so the page
 * (and its metadata) is wrapped: the signal is caught here, the status is asked of the web's front
 * (lib/responseStatus.ts) and the route's not-found view is returned as the page. Without the front
 * (next dev) the signal goes on to Next.js as before.
 */
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { getT } from './i18n/server';
import { getRequestContext } from './requestContext';
import { setResponseStatus } from './responseStatus';

/** notFound()'s signal (next/dist/client/components/http-access-fallback: `NEXT_HTTP_ERROR_FALLBACK;404`). */
function isNotFoundSignal(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { digest?: unknown }).digest === 'NEXT_HTTP_ERROR_FALLBACK;404'
  );
}

/** The metadata of every "not found" answer: the not-found title, never indexed. */
export async function notFoundMetadata(): Promise<Metadata> {
  const ctx = await getRequestContext();
  const t = await getT(ctx.lang, 'seo');
  return {
    title: {
      absolute: t('titleTemplate', { title: t('notFoundTitle'), siteName: ctx.brand.name[ctx.lang] }),
    },
    robots: { index: false, follow: false },
  };
}

/** The page, or its route's not-found view (`NotFound`, the route's not-found.tsx) with HTTP 404. */
export function withOwnNotFound<P>(
  Page: (props: P) => Promise<ReactNode>,
  NotFound: () => ReactNode | Promise<ReactNode>,
): (props: P) => Promise<ReactNode> {
  return async function PageOrNotFound(props: P) {
    try {
      return await Page(props);
    } catch (error) {
      if (!isNotFoundSignal(error) || !setResponseStatus(404)) throw error;
      return NotFound();
    }
  };
}

/** The page's metadata, or the not-found metadata when loading it ended in notFound(). */
export function metadataWithOwnNotFound<P>(
  generate: (props: P) => Promise<Metadata>,
): (props: P) => Promise<Metadata> {
  return async function metadataOrNotFound(props: P) {
    try {
      return await generate(props);
    } catch (error) {
      if (!isNotFoundSignal(error) || !setResponseStatus(404)) throw error;
      return notFoundMetadata();
    }
  };
}
