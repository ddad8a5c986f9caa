/**
 * URLs no route matches (spec §8 PNF900, HTTP 404), rendered by Next.js at the routing level, fully
 * on the server, with the site's own header and footer in the language the proxy chose. (A
 * `notFound()` thrown by a page is shown by app/[lang]/not-found.tsx instead.) If the texts cannot
 * be loaded, a minimal bilingual 404 with the catalogue's own messages is shown.
 * Requests the web's front refused at the door (a path that is not UTF-8: PNF900 with 400; a URL,
 * header block or body too large: RQE800 with 414 / 431 / 413, scripts/server.mjs) are shown here
 * too, with the code the front names in HEADER_REFUSAL and the status it sets.
 */
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { errorCodeText, errorMessageFor, errorPageView } from '@tabiyori/domain';
import { NotFoundView } from '@/components/NotFoundView';
import { SiteDocument } from '@/components/SiteDocument';
import { getLocaleResources, getT } from '@/lib/i18n/server';
import { getRequestContext } from '@/lib/requestContext';
import { HEADER_REFUSAL } from '@/lib/requestHeaders';
import './globals.css';

/** The code of a refusal at the door, else PNF900. */
async function pageCodes(): Promise<string[]> {
  const refusal = (await headers()).get(HEADER_REFUSAL);
  return refusal && /^[A-Z]{3}\d{3}$/.test(refusal) ? [refusal] : ['PNF900'];
}

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
  const [ctx, codes] = await Promise.all([getRequestContext(), pageCodes()]);
  const textsAvailable = await getLocaleResources(ctx.lang).then(
    () => true,
    () => false,
  );
  if (textsAvailable) {
    return (
      <SiteDocument lang={ctx.lang}>
        <NotFoundView codes={codes} />
      </SiteDocument>
    );
  }
  return (
    <html lang={ctx.lang}>
      <body>
        <main id="main" className="container">
          <section className="notice-page">
            <h1>{errorPageView(codes, ctx.lang).heading}</h1>
            <p>{errorMessageFor(codes[0] ?? 'PNF900', ctx.lang)}</p>
            <p className="notice-page__code">{errorCodeText(codes, ctx.lang)}</p>
          </section>
        </main>
      </body>
    </html>
  );
}
