/**
 * Changing a booking `/mypage/bookings/{bookingNumber}/change` (issue 18 item 5). Server-rendered
 * and usable without JavaScript:
 * 1. the form (a GET form: the chosen change lives in the URL, so reload and Back keep it) asks for
 *    what the booking's kind may change (domain CHANGEABLE_FIELDS): the date, nights, adults,
 *    children (age, bedding), rooms and the room type where the plan has several (listed by the
 *    quote of the stay for the wanted dates and party: capacity, rooms left), a rental's pickup
 *    time and return day and time;
 * 2. sent, the page prices it (POST /v1/bookings/{n}/change/quote, writes nothing) and shows the
 *    booking before → after with the difference, the coupons the change removes and the payment;
 *    a refusal (sold out BKE801, party rules BKE804, not changeable BKE808, paid transfer BKE809)
 *    shows the catalogue's message;
 * 3. the confirmation (server action, lib/booking/changeActions.ts) changes it and lands on the
 *    booking's detail with the new state and the change history.
 * A booking that cannot change (a tour, cancelled, past the deadline) says so with the catalogue's
 * message. Another member's or an unknown number: 404. Logged-in only. Not indexed.
 */
import { randomUUID } from 'node:crypto';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { answerOf } from '@tabiyori/api-client/server';
import { ApiClientError } from '@tabiyori/api-client';
import { errorMessageFor, formatDateLong, isBookingNumber } from '@tabiyori/domain';
import { AppLink } from '@/components/AppLink';
import styles from '@/components/account/account.module.css';
import { ChangeForm, type ChangeRoomType } from '@/components/booking/change/ChangeForm';
import changeStyles from '@/components/booking/change/change.module.css';
import { ChangeQuoteView } from '@/components/booking/change/ChangeQuoteView';
import { PageShell } from '@/components/PageShell';
import { viewerApi, requireSession } from '@/lib/account/server';
import { visitorApi } from '@/lib/account/sessionApi';
import {
  changeBodyOf,
  changeFieldsOf,
  changeFormFromQuery,
  changeFormOf,
  type ChangeFormValues,
  type ChangeQuote,
  type ChangeQuoteBody,
} from '@/lib/booking/change';
import type { Booking } from '@/lib/booking/types';
import { getT } from '@/lib/i18n/server';
import type { Lang } from '@/lib/i18n/settings';
import { langOfSegment } from '@/lib/i18n/pageLang';
import { pageHref } from '@/lib/links';
import { metadataWithOwnNotFound, withOwnNotFound } from '@/lib/notFoundPage';
import { getRequestContext } from '@/lib/requestContext';
import { pageMetadata } from '@/lib/seo';
import BookingNotFound from '../not-found';

type Query = Record<string, string | string[] | undefined>;
type Props = {
  params: Promise<{ lang: string; bookingNumber: string }>;
  searchParams: Promise<Query>;
};

async function paramsOf(params: Props['params']): Promise<{ lang: Lang; bookingNumber: string }> {
  const p = await params;
  return { lang: langOfSegment(p.lang), bookingNumber: p.bookingNumber };
}

const pathOf = (bookingNumber: string) => `/mypage/bookings/${encodeURIComponent(bookingNumber)}`;

async function metadata({ params }: Props): Promise<Metadata> {
  const { lang, bookingNumber } = await paramsOf(params);
  const [ctx, t] = await Promise.all([getRequestContext(), getT(lang, 'account')]);
  const siteName = ctx.brand.name[lang];
  return pageMetadata({
    lang,
    path: `${pathOf(bookingNumber)}/change`,
    title: `${t('changeTitle')} | ${siteName}`,
    description: t('changeLead'),
    siteName,
    index: false,
  });
}

/** The quote of the change, or the catalogue code that refused it. */
async function quoteOf(
  bookingNumber: string,
  body: ChangeQuoteBody,
): Promise<{ quote: ChangeQuote } | { errorCode: string }> {
  // A POST: the member's session with its CSRF token (the quote writes nothing).
  const api = await visitorApi();
  try {
    const quote = await answerOf(
      api.POST('/v1/bookings/{bookingNumber}/change/quote', { params: { path: { bookingNumber } }, body }),
      () => 'BKE900',
    );
    return { quote };
  } catch (error) {
    return { errorCode: error instanceof ApiClientError ? error.errorCode : 'BKE900' };
  }
}

/**
 * A stay's room types for the wanted dates and party (the quote of the same plan: capacity, whether
 * the party fits, rooms left); the booked values when the wanted ones are not sold; none otherwise.
 */
async function roomTypesOf(
  booking: Booking,
  lang: Lang,
  candidates: readonly ChangeFormValues[],
): Promise<ChangeRoomType[]> {
  const { hotelId, planId } = booking.ids;
  if ((booking.kind !== 'yado' && booking.kind !== 'dp') || !hotelId || !planId) return [];
  const api = await visitorApi();
  for (const values of candidates) {
    const body = {
      kind: 'yado' as const,
      lang,
      hotelId,
      planId,
      date: values.date,
      nights: values.nights,
      adultPax: values.adults,
      children: values.children,
      roomCount: values.rooms,
    };
    try {
      const quote = await answerOf(api.POST('/v1/bookings/quote', { body }), () => 'BKE900');
      if (quote.stay) return quote.stay.roomTypes;
    } catch {
      // Not sold for these values: try the next ones.
    }
  }
  return [];
}

async function ChangeBookingPage({ params, searchParams }: Props) {
  const { lang, bookingNumber } = await paramsOf(params);
  await requireSession(`${pathOf(bookingNumber)}/change`);
  if (!isBookingNumber(bookingNumber)) notFound();
  const [t, tp, query, ctx] = await Promise.all([
    getT(lang, 'account'),
    getT(lang, 'pax'),
    searchParams,
    getRequestContext(),
  ]);
  const breadcrumbs = [
    { name: t('mypage'), path: '/mypage' },
    { name: t('bookingDetail'), path: pathOf(bookingNumber) },
    { name: t('changeTitle') },
  ];
  const frame = (children: React.ReactNode) => (
    <PageShell pageKind="mypage" breadcrumbs={breadcrumbs}>
      <div className={`container ${styles.page}`}>
        <h1 className={styles.title}>{t('changeTitle')}</h1>
        {children}
        <p className={styles.actions}>
          <AppLink href={pathOf(bookingNumber)} className="button button--secondary">
            {t('changeBack')}
          </AppLink>
        </p>
      </div>
    </PageShell>
  );

  let booking: Booking;
  try {
    const api = await viewerApi();
    booking = await answerOf(
      api.GET('/v1/bookings/{bookingNumber}', { params: { path: { bookingNumber }, query: { lang } } }),
      () => 'BKE900',
    );
  } catch (error) {
    if (error instanceof ApiClientError && error.status === 404) notFound();
    const code = error instanceof ApiClientError ? error.errorCode : 'BKE900';
    return frame(
      <p className={styles.alert} role="alert">
        {errorMessageFor(code, lang)}
      </p>,
    );
  }

  const fields = changeFieldsOf(booking.kind);
  if (!booking.changeable || fields.length === 0) {
    const code = booking.status === 'cancelled' ? 'BKE807' : 'BKE808';
    return frame(
      <p className={styles.alert} role="alert" data-testid="change-refused">
        {errorMessageFor(code, lang)}
      </p>,
    );
  }

  const booked = changeFormOf(booking);
  const wanted = changeFormFromQuery(query, booked);
  const body = wanted ? changeBodyOf(wanted, booked, fields) : null;
  const asked = body !== null && Object.keys(body).length > 0;
  const [priced, roomTypes] = await Promise.all([
    asked ? quoteOf(bookingNumber, body) : null,
    roomTypesOf(booking, lang, wanted ? [wanted, booked] : [booked]),
  ]);

  return frame(
    <>
      <section className={styles.card} aria-labelledby="change-booking">
        <h2 id="change-booking" className={styles.cardTitle} data-testid="change-product">
          {booking.productName}
        </h2>
        <p className={styles.lead}>{t('changeLead')}</p>
        {booking.changeDeadline ? (
          <p className={`${styles.hint} ${changeStyles.note}`} data-testid="change-deadline">
            {t('changeDeadlineNote', { date: formatDateLong(booking.changeDeadline, lang) })}
          </p>
        ) : null}
        <ChangeForm
          action={pageHref(`${pathOf(bookingNumber)}/change`, lang)}
          meta={ctx.meta}
          kind={booking.kind}
          fields={fields}
          values={wanted ?? booked}
          roomTypes={roomTypes}
          lang={lang}
          t={t}
          tp={tp}
        />
      </section>
      {body !== null && !asked ? (
        <p className={styles.alert} role="alert" data-testid="change-nothing">
          {t('changeNothing')}
        </p>
      ) : null}
      {priced && 'errorCode' in priced ? (
        <p className={styles.alert} role="alert" data-testid="change-refused">
          {errorMessageFor(priced.errorCode, lang)}
        </p>
      ) : null}
      {priced && 'quote' in priced && body ? (
        <ChangeQuoteView quote={priced.quote} change={body} idempotencyKey={randomUUID()} lang={lang} t={t} />
      ) : null}
    </>,
  );
}

export default withOwnNotFound(ChangeBookingPage, BookingNotFound);
export const generateMetadata = metadataWithOwnNotFound(metadata);
