/**
 * A booking of the member `/mypage/bookings/{bookingNumber}`: what is booked, the travellers, the
 * price rows with the coupon and the paid total, the cancellation policy with its days, and the
 * cancel button (a confirmation dialog shows the charge of cancelling now; after cancelling the
 * status reads 取消済み). Another member's number, or an unknown or malformed one, is the API's
 * 404 BKE901 → this route's 404 page. Logged-in only (else /login?returnTo=…). Not indexed.
 */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import {
  buildPageText,
  errorMessageFor,
  formatDateLong,
  formatPrice,
  isBookingNumber,
} from '@tabiyori/domain';
import { AppLink } from '@/components/AppLink';
import { CancelBookingButton } from '@/components/account/CancelBookingButton';
import styles from '@/components/account/account.module.css';
import { BookingRecord } from '@/components/booking/BookingRecord';
import { ChangeHistory } from '@/components/booking/change/ChangeHistory';
import { changeFieldsOf } from '@/lib/booking/change';
import { PageShell } from '@/components/PageShell';
import { ApiError } from '@/lib/api';
import { requireSession } from '@/lib/account/server';
import { viewerBooking } from '@/lib/booking/page';
import type { Booking } from '@/lib/booking/types';
import { getT } from '@/lib/i18n/server';
import type { Lang } from '@/lib/i18n/settings';
import { langOfSegment } from '@/lib/i18n/pageLang';
import { getRequestContext } from '@/lib/requestContext';
import { pageMetadata } from '@/lib/seo';
import { metadataWithOwnNotFound, withOwnNotFound } from '@/lib/notFoundPage';
import BookingNotFound from './not-found';
import { colon } from '@/lib/i18n/punctuation';

type Props = {
  params: Promise<{ lang: string; bookingNumber: string }>;
  /** `?cancel=confirm`: the cancel dialog open (the cancel button without JavaScript). */
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

async function paramsOf(params: Props['params']): Promise<{ lang: Lang; bookingNumber: string }> {
  const p = await params;
  return { lang: langOfSegment(p.lang), bookingNumber: p.bookingNumber };
}

async function metadata({ params }: Props): Promise<Metadata> {
  const { lang, bookingNumber } = await paramsOf(params);
  const [ctx, t] = await Promise.all([getRequestContext(), getT(lang, 'account')]);
  const siteName = ctx.brand.name[lang];
  const text = buildPageText('mypage', {}, { lang, siteName });
  return pageMetadata({
    lang,
    path: `/mypage/bookings/${encodeURIComponent(bookingNumber)}`,
    title: `${t('bookingDetail')} | ${siteName}`,
    description: text.description,
    siteName,
    index: false,
  });
}

async function BookingDetailPage({ params, searchParams }: Props) {
  const { lang, bookingNumber } = await paramsOf(params);
  await requireSession(`/mypage/bookings/${encodeURIComponent(bookingNumber)}`);
  if (!isBookingNumber(bookingNumber)) notFound();
  const [t, tb] = await Promise.all([getT(lang, 'account'), getT(lang, 'booking')]);
  let booking: Booking;
  try {
    booking = await viewerBooking(bookingNumber, lang);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) notFound();
    const code = error instanceof ApiError ? error.errorCode : 'BKE900';
    return (
      <PageShell
        pageKind="mypage"
        breadcrumbs={[{ name: t('mypage'), path: '/mypage' }, { name: t('bookingDetail') }]}
      >
        <div className={`container ${styles.page}`}>
          <h1 className={styles.title}>{t('bookingDetail')}</h1>
          <p className={styles.alert} role="alert">
            {errorMessageFor(code, lang)}
          </p>
        </div>
      </PageShell>
    );
  }
  const cancelled = booking.status === 'cancelled';
  const justChanged = (await searchParams).changed === '1' && booking.changes.length > 0;
  const changeable = booking.changeable && changeFieldsOf(booking.kind).length > 0;
  return (
    <PageShell
      pageKind="mypage"
      breadcrumbs={[{ name: t('mypage'), path: '/mypage' }, { name: t('bookingDetail') }]}
    >
      <div className={`container ${styles.page}`}>
        <h1 className={styles.title}>{t('bookingDetail')}</h1>
        {justChanged ? (
          <p className={styles.notice} role="status" data-testid="change-done">
            {t('changeDone')}
          </p>
        ) : null}
        <section className={styles.card} aria-labelledby="booking-heading">
          <h2 id="booking-heading" className={styles.cardTitle}>
            {tb('bookingNumber')}
            {colon(lang)}
            <span data-testid="booking-number">{booking.bookingNumber}</span>
          </h2>
          <p className={styles.meta}>
            <span
              data-testid="booking-status"
              className={cancelled ? `${styles.status} ${styles.statusCancelled}` : styles.status}
            >
              {cancelled ? t('cancelled') : t('statusConfirmed')}
            </span>
            {booking.cancelReason === 'payment_deadline' ? <span>{tb('cancelledByDeadline')}</span> : null}
            {cancelled && booking.cancellationCharge !== null ? (
              <span>
                {t('cancellationChargeCharged')}
                {colon(lang)}
                {formatPrice(booking.cancellationCharge, lang)}
              </span>
            ) : null}
          </p>
          <BookingRecord booking={booking} lang={lang} t={tb} />
          <div className={styles.actions}>
            {!cancelled && booking.cancellable && booking.cancellationChargeNow !== null ? (
              <CancelBookingButton
                lang={lang}
                bookingNumber={booking.bookingNumber}
                charge={booking.cancellationChargeNow}
                paidTotal={booking.paidTotal}
                confirming={(await searchParams).cancel === 'confirm'}
              />
            ) : null}
            {!cancelled && !booking.cancellable ? <p>{t('cancelDeadlinePassed')}</p> : null}
            {changeable ? (
              <AppLink
                href={`/mypage/bookings/${encodeURIComponent(booking.bookingNumber)}/change`}
                className="button"
                data-testid="change-link"
              >
                {t('changeBooking')}
              </AppLink>
            ) : null}
            <AppLink href="/mypage" className="button button--secondary">
              {t('backToMypage')}
            </AppLink>
          </div>
          {changeable && booking.changeDeadline ? (
            <p className={styles.hint}>
              {t('changeDeadlineNote', { date: formatDateLong(booking.changeDeadline, lang) })}
            </p>
          ) : null}
        </section>
        <ChangeHistory
          changes={booking.changes}
          lang={lang}
          title={t('changeHistory')}
          changedAt={(time) => t('changedAt', { time })}
          headingId="change-history-heading"
          card={styles}
        />
      </div>
    </PageShell>
  );
}

export default withOwnNotFound(BookingDetailPage, BookingNotFound);
export const generateMetadata = metadataWithOwnNotFound(metadata);
