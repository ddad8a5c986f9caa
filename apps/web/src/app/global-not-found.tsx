/**
 * URLs no route matches (spec §8 PNF900, HTTP 404), rendered by Next.js at the routing level, fully
 * on the server, with the site's own header and footer in the language the proxy chose. (A
 * `notFound()` thrown by a page is shown by app/[lang]/not-found.tsx instead.) If the texts cannot
 * be loaded, a minimal bilingual 404 with the catalogue's own messages is shown.
 */
import type { Metadata } from 'next';
import { errorCodeText, errorMessageFor, errorPageView } from '@tabiyori/domain';
import { NotFoundView } from '@/components/NotFoundView';
import { SiteDocument } from '@/components/SiteDocument';
import { getLocaleResources, getT } from '@/lib/i18n/server';
import { getRequestContext } from '@/lib/requestContext';
import './globals.css';

export async function generateMetadata(): Promise<Metadata> {
  const ctx = await getRequestContext();
  try {
    const t = await getT(ctx.lang, 'seo');
    return {
      title: {
        absolute: t('titleTemplate', { title: t('notFoundTitle'), siteName: ctx.brand.name[ctx.lang] }),
      },
      robots: { index: false, follow: false },
    };
  } catch {
    return { title: errorPageView(['PNF900'], ctx.lang).heading, robots: { index: false, follow: false } };
  }
}

export default async function GlobalNotFound() {
  const ctx = await getRequestContext();
  const textsAvailable = await getLocaleResources(ctx.lang).then(
    () => true,
    () => false,
  );
  if (textsAvailable) {
    return (
      <SiteDocument lang={ctx.lang}>
        <NotFoundView codes={['PNF900']} />
      </SiteDocument>
    );
  }
  return (
    <html lang={ctx.lang}>
      <body>
        <main id="main" className="container">
          <section className="notice-page">
            <h1>{errorPageView(['PNF900'], ctx.lang).heading}</h1>
            <p>{errorMessageFor('PNF900', ctx.lang)}</p>
            <p className="notice-page__code">{errorCodeText(['PNF900'], ctx.lang)}</p>
          </section>
        </main>
      </body>
    </html>
  );
}
