/**
 * Hotel jump `/jump/hotel?jumpToUrl=…` (spec §2 hotelJump; issue 6 item 5): forwards with an HTTP
 * redirect (307) only to our own relative paths or to hosts of the configured allowlist
 * (JUMP_ALLOWED_HOSTS, comma-separated, read at run time; lib/hotels/jump.ts decides). Our own path
 * keeps the page's meta parameters (siteCode, agentCode, tracking codes); a partner host goes through
 * the brand's affiliate link when it has one (lib/hotels/jump.ts jumpLocation). Anything else
 * shows the error page (HVE800: the request is wrong, HTTP 400) and never redirects. The page has no header
 * (config noHeaderPages: hotelJump) and is never indexed.
 */
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { buildPageText } from '@tabiyori/domain';
import { ErrorView } from '@/components/ErrorView';
import { PageShell } from '@/components/PageShell';
import type { PageSearchParams } from '@/lib/hotels/listPage';
import { decideJump, JUMP_ERROR_CODE, jumpLocation, parseAllowedHosts } from '@/lib/hotels/jump';
import { langOf } from '@/lib/i18n/pageLang';
import { pageHref } from '@/lib/links';
import { getRequestContext } from '@/lib/requestContext';
import { setResponseStatus } from '@/lib/responseStatus';

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<PageSearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = await langOf(params);
  const ctx = await getRequestContext();
  const text = buildPageText('hotelJump', {}, { lang, siteName: ctx.brand.name[lang] });
  return { title: { absolute: text.title }, robots: { index: false, follow: false } };
}

export default async function HotelJumpPage({ params, searchParams }: Props) {
  const lang = await langOf(params);
  const query = await searchParams;
  const raw = Array.isArray(query.jumpToUrl) ? query.jumpToUrl[0] : query.jumpToUrl;
  const decision = decideJump(raw, parseAllowedHosts(process.env.JUMP_ALLOWED_HOSTS));
  const ctx = await getRequestContext();
  if (decision.ok) redirect(jumpLocation(decision.location, ctx.meta, ctx.brand.affiliate));
  setResponseStatus(400);
  // The refused target is not carried on (it is a meta parameter of every link otherwise).
  const { jumpToUrl: _refused, ...meta } = ctx.meta;
  return (
    <PageShell pageKind="hotelJump">
      <div className="container">
        <ErrorView codes={[JUMP_ERROR_CODE]} lang={lang} linkFor={(path) => pageHref(path, lang, meta)} />
      </div>
    </PageShell>
  );
}
