/**
 * The completion of a booking `/booking/complete/{bookingNumber}` (step 4): the booking number,
 * the paid total, how to pay, and the booking's record (what, price rows, representative,
 * cancellation policy), printable as the booking confirmation (the print stylesheet leaves out the
 * site's frame and the buttons). Rendered on the server from GET /v1/bookings/{n} as the traveller:
 * the owner only (another member's, an unknown or a malformed number: the API's 404 → this page's
 * 404). A reload shows the same booking; nothing here books. Logged-in only. Not indexed.
 */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { errorMessageFor, formatPrice, isBookingNumber } from '@tabiyori/domain';
import { AppLink } from '@/components/AppLink';
import { BookingRecord } from '@/components/booking/BookingRecord';
import styles from '@/components/booking/booking.module.css';
import { PageShell } from '@/components/PageShell';
import { PrintButton } from '@/components/PrintButton';
import { StepBar } from '@/components/StepBar';
import { ApiError } from '@/lib/api';
import { requireSession } from '@/lib/account/server';
import { bookingMetadata, viewerBooking } from '@/lib/booking/page';
import { bookingCompletePath } from '@/lib/booking/steps';
import type { Booking } from '@/lib/booking/types';
import { getT } from '@/lib/i18n/server';
import type { Lang } from '@/lib/i18n/settings';
import { langOfSegment } from '@/lib/i18n/pageLang';
import { colon } from '@/lib/i18n/punctuation';

type Props = { params: Promise<{ lang: string; bookingNumber: string }> };

async function paramsOf(params: Props['params']): Promise<{ lang: Lang; bookingNumber: string }> {
  const p = await params;
  return { lang: langOfSegment(p.lang), bookingNumber: p.bookingNumber };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, bookingNumber } = await paramsOf(params);
  return bookingMetadata(lang, bookingCompletePath(bookingNumber));
}

export default async function BookingCompletePage({ params }: Props) {
  const { lang, bookingNumber } = await paramsOf(params);
  await requireSession(bookingCompletePath(bookingNumber));
  if (!isBookingNumber(bookingNumber)) notFound();
  const [t, ta] = await Promise.all([getT(lang, 'booking'), getT(lang, 'account')]);
  const title = t('pageTitleComplete');
  let booking: Booking | null = null;
  let failure: string | null = null;
  try {
    booking = await viewerBooking(bookingNumber, lang);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) notFound();
    failure = errorMessageFor(error instanceof ApiError ? error.errorCode : 'BKE900', lang);
  }
  const sep = colon(lang);
  return (
    <PageShell pageKind="booking" breadcrumbs={[{ name: title }]}>
      <div className={`container ${styles.page} ${styles.printable}`}>
        <h1 className={styles.title}>{title}</h1>
        {booking ? (
          <div className={styles.panel}>
            {/* Inside the card, as on the booking steps 1–3 (it stood wider than the card). */}
            <div className={styles.noPrint}>
              <StepBar step={4} lang={lang} />
            </div>
            <section className={styles.complete} aria-labelledby="booking-complete-heading">
              <h2 id="booking-complete-heading" className={styles.stepTitle}>
                {booking.status === 'cancelled' ? ta('cancelled') : t('completeTitle')}
              </h2>
              <p>{t('completeLead')}</p>
              <dl className={styles.bookingNumber}>
                <dt>{t('bookingNumber')}</dt>
                <dd data-testid="booking-number">{booking.bookingNumber}</dd>
              </dl>
              <p className={styles.completeTotal}>
                {t('totalAmount')}
                {sep}
                <strong data-testid="complete-total">{formatPrice(booking.paidTotal, lang)}</strong>
              </p>
              <p>{t('paymentMailSent')}</p>
              <div className={`${styles.actions} ${styles.noPrint}`}>
                <PrintButton label={t('printConfirmation')} className="button" />
                <AppLink
                  href={`/mypage/bookings/${encodeURIComponent(booking.bookingNumber)}`}
                  className="button button--secondary"
                >
                  {t('viewBooking')}
                </AppLink>
              </div>
            </section>
            <BookingRecord booking={booking} lang={lang} t={t} />
          </div>
        ) : (
          <p className={styles.message} role="alert">
            {failure}
          </p>
        )}
      </div>
    </PageShell>
  );
}
