/**
 * The booking page of a product (server): reads the request from the URL (lib/booking/request.ts),
 * sends a visitor to /login?returnTo=<this page>, asks the API for the quote as the traveller
 * (cookie forwarded, CSRF token of the session) and hands it to the client steps (BookingFlow)
 * with the step bars of its three steps (the fourth is the completion page). A request the API
 * refuses (sold out, party or date not bookable, a malformed URL) is explained on the page with a
 * way back, never a 500.
 */
import { ApiClientError } from '@tabiyori/api-client';
import { answerOf } from '@tabiyori/api-client/server';
import { errorMessageFor } from '@tabiyori/domain';
import { loginPath } from '@/lib/account/returnTo';
import { requireSession, viewerApi } from '@/lib/account/server';
import { bookingPagePath } from '@/lib/booking/bookingPagePath';
import { DEPARTURE_KEYS, quoteRequestFromQuery, type BookingProduct } from '@/lib/booking/request';
import { bookingCompletePath } from '@/lib/booking/steps';
import type { Quote } from '@/lib/booking/types';
import { getT } from '@/lib/i18n/server';
import type { Lang } from '@/lib/i18n/settings';
import { pageHref } from '@/lib/links';
import { getRequestContext } from '@/lib/requestContext';
import { loadStepBarHtml, StepBar } from '../StepBar';
import { PageShell } from '../PageShell';
import { BookingFlow } from './BookingFlow';
import styles from './booking.module.css';

const STAY_KEYS = ['goDate', 'nights', 'adultPax', 'childPax', 'roomCount', 'isNoDate'];
const PAX_KEYS = ['person1', 'person6', 'person9'];

function pick(query: URLSearchParams, keys: readonly string[], rename: Record<string, string> = {}) {
  const params = new URLSearchParams();
  for (const key of keys) for (const v of query.getAll(key)) params.append(rename[key] ?? key, v);
  const qs = params.toString();
  return qs ? `?${qs}` : '';
}

/** Where to choose another date or plan: the product's own page with the same choice. */
function backPath(product: BookingProduct, productId: string, query: URLSearchParams): string {
  const id = encodeURIComponent(productId);
  switch (product) {
    case 'hotel':
      return `/hotel/${id}/plans${pick(query, STAY_KEYS)}`;
    case 'dp':
      return `/hotel/${id}/plans${pick(query, [...STAY_KEYS, ...DEPARTURE_KEYS, 'seatClass'])}`;
    case 'optional':
      return `/optionals/${id}${pick(query, ['date', ...PAX_KEYS])}`;
    case 'rentacar':
      return `/rentacar/${id}${pick(query, ['date', 'pickupTime', 'returnDate', 'returnTime', ...PAX_KEYS], {
        date: 'pickupDate',
      })}`;
    case 'tour':
      return `/tours/${id}${pick(query, STAY_KEYS)}`;
  }
}

const TITLE_KEY: Record<BookingProduct, string> = {
  hotel: 'pageTitleHotel',
  tour: 'pageTitleTour',
  dp: 'pageTitleDp',
  optional: 'pageTitleOptional',
  rentacar: 'pageTitleRentacar',
};

export async function BookingPage({
  product,
  productId,
  query,
  lang,
}: {
  product: BookingProduct;
  productId: string;
  query: URLSearchParams;
  lang: Lang;
}) {
  const [ctx, t] = await Promise.all([getRequestContext(), getT(lang, 'booking')]);
  const request = quoteRequestFromQuery(product, productId, query, lang);
  const title = t(TITLE_KEY[product]);
  const back = pageHref(backPath(product, productId, query), lang, ctx.meta);

  const message = async (text: string, step: 1 | 2 | 3 | 4 = 1) => (
    <PageShell pageKind="booking" breadcrumbs={[{ name: title }]}>
      <div className={`container ${styles.page}`}>
        <h1 className={styles.title}>{title}</h1>
        <StepBar step={step} lang={lang} />
        <div className={`${styles.panel} ${styles.message}`} role="alert">
          <p>{text}</p>
          <a className="button button--secondary" href={back}>
            {t('chooseOther')}
          </a>
        </div>
      </div>
    </PageShell>
  );

  if (!request) return message(t('invalidRequest'));
  const selfPath = bookingPagePath(request);
  const session = await requireSession(selfPath);

  let quote: Quote;
  try {
    const api = await viewerApi(10_000, session.csrfToken);
    quote = await answerOf(api.POST('/v1/bookings/quote', { body: request }));
  } catch (error) {
    const code = error instanceof ApiClientError ? error.errorCode : 'BKE900';
    if (code === 'BKE804' || code === 'BKE800') return message(t('notBookable'));
    return message(errorMessageFor(code, lang));
  }

  const stepBars = await Promise.all([1, 2, 3].map((step) => loadStepBarHtml(step, lang)));
  return (
    <PageShell pageKind="booking" breadcrumbs={[{ name: title }]}>
      <div className={`container ${styles.page}`}>
        <h1 className={styles.title}>{title}</h1>
        <div className={styles.panel}>
          <BookingFlow
            lang={lang}
            request={request}
            initialQuote={quote}
            user={session.user}
            stepBars={stepBars}
            backHref={back}
            loginHref={pageHref(loginPath(selfPath), lang, ctx.meta)}
            completeHrefTemplate={pageHref(bookingCompletePath('BOOKING_NUMBER'), lang, ctx.meta)}
          />
        </div>
      </div>
    </PageShell>
  );
}
