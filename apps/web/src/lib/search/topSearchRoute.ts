/**
 * The handler of the top page's search forms (`/search/tours`, `/search/hotels`; lib/search/
 * topForm.ts reads the fields): a 303 redirect to the list whose URL holds the whole condition,
 * in the page's language and with the page's meta parameters (siteCode, agentCode …, sent by the
 * form as hidden fields). The Location is a path of this site, never another host.
 */
import { langOfSegment } from '@/lib/i18n/pageLang';
import { japanToday, pickMetaParams } from '@tabiyori/domain';
import { loadDecoder } from '@/lib/hotels/decoder';
import { selectBrand } from '@/lib/brands';
import { pageHref } from '@/lib/links';
import { topSearchLink, type TopSearchProduct } from './topForm';

type RouteContext = { params: Promise<{ lang: string }> };

export function topSearchRoute(product: TopSearchProduct) {
  return async function GET(request: Request, { params }: RouteContext): Promise<Response> {
    const { lang: raw } = await params;
    const lang = langOfSegment(raw);
    const query = new URL(request.url).searchParams;
    const departures = product === 'hotels' ? (await loadDecoder(lang))?.departureAreas : undefined;
    const link = topSearchLink(query, product, japanToday(), departures, selectBrand(query).gadget);
    const location = pageHref(link, lang, pickMetaParams(query));
    return new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } });
  };
}
