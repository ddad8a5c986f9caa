/**
 * notFound() thrown by a page under [lang] without a closer not-found file: PNF900 with HTTP 404
 * (spec §8). Unmatched URLs are handled by app/global-not-found.tsx. Note: Next.js 16 answers a
 * page's notFound() with the 404 status and renders this UI in the browser (the server HTML is an
 * empty shell), while global-not-found is fully server-rendered.
 */
import type { Metadata } from 'next';
import { NotFoundView } from '@/components/NotFoundView';
import { getT } from '@/lib/i18n/server';
import { getRequestContext } from '@/lib/requestContext';

export async function generateMetadata(): Promise<Metadata> {
  const ctx = await getRequestContext();
  const t = await getT(ctx.lang, 'seo');
  return {
    title: {
      absolute: t('titleTemplate', { title: t('notFoundTitle'), siteName: ctx.brand.name[ctx.lang] }),
    },
    robots: { index: false, follow: false },
  };
}

export default function NotFound() {
  return <NotFoundView codes={['PNF900']} />;
}
