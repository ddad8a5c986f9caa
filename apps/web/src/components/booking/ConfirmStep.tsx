'use client';
/**
 * Step 3 of the booking: price rows, the coupons (default the quote's best selection; the traveller
 * checks several combinable ones or one alone, the rule said and checked by the domain's
 * couponSelectionRefusal first, then priced by the API: a refused one comes back unchecked with the
 * API's reason; each applied coupon is a row with its own discount), the travellers, payment, the cancellation
 * policy with its days, consent, and POST /v1/bookings with the draft's Idempotency-Key (kept for
 * every retry of the same content, across reloads: a double click, a retry or a second submission
 * after Back books once) and expectedTotal = the paid total shown. Refusals: BKE801 sold out
 * (choose another date or plan), BKE802 price changed (reload the quote), BKE803 coupon not usable
 * (reload, choose again), ACE803 session ended (log in and come back). Booked: the completion page.
 */
import { useRef, useState, type FormEvent } from 'react';
import { errorMessageFor, formatPrice, type BookingKind } from '@tabiyori/domain';
import { useTranslation } from '@/lib/i18n/client';
import { callResult, pageApi } from '@/lib/browserApi';
import { bookingBody } from '@/lib/booking/bookingBody';
import { defaultCouponCodes, selectionCoupons } from '@/lib/booking/couponSelection';
import { failureAction } from '@/lib/booking/flow';
import type { QuoteRequest } from '@/lib/booking/request';
import { stayDetailsBody } from '@/lib/booking/stayDetails';
import { travellersBody } from '@/lib/booking/travellers';
import type { Booking, Quote } from '@/lib/booking/types';
import type { Lang } from '@/lib/i18n/settings';
import fieldStyles from '@/components/account/account.module.css';
import { PolicyTable } from './PolicyTable';
import { PriceRowsTable } from './PriceRowsTable';
import { QuoteSummary } from './QuoteSummary';
import { AgreeTerms } from './AgreeTerms';
import { CouponChooser } from './CouponChooser';
import { FailureActions } from './FailureActions';
import { PaymentPreview } from './PaymentInfo';
import { requestQuote } from './quoteCall';
import { StepHeading } from './StepHeading';
import { TravellersSummary } from './TravellersSummary';
import { useCouponPricing } from './useCouponPricing';
import type { DraftState } from './useBookingDraft';
import styles from './booking.module.css';

interface Failure {
  message: string;
  action: ReturnType<typeof failureAction>;
}

export interface ConfirmStepProps {
  lang: Lang;
  request: QuoteRequest;
  quote: Quote;
  onQuote: (quote: Quote) => void;
  draft: DraftState;
  backHref: string;
  loginHref: string;
  /** Booked: where to go (the completion page of the number). */
  onBooked: (booking: Booking) => void;
  onBack: () => void;
}

export function ConfirmStep(props: ConfirmStepProps) {
  const { lang, request, quote, draft, backHref } = props;
  const { t } = useTranslation('booking');
  const [agreed, setAgreed] = useState(false);
  const [agreeError, setAgreeError] = useState(false);
  const [pending, setPending] = useState(false);
  const [requoting, setRequoting] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const inFlight = useRef(false);
  const { couponCodes, form } = draft;
  const coupons = useCouponPricing({ request, quote, draft, lang, t });
  const { selection, awaitingPrice, paidTotal } = coupons;
  const travellers = travellersBody(form, lang);
  const said = stayDetailsBody(draft.stayDetails);
  const summary = quote.stay
    ? {
        ...quote,
        stay: { ...quote.stay, checkinTime: said.checkinTime ?? null, requests: said.requests ?? null },
      }
    : quote;

  async function requote(keepChoice: boolean) {
    setRequoting(true);
    const result = await requestQuote(request);
    setRequoting(false);
    if (!result.ok) {
      setFailure({
        message: errorMessageFor(result.errorCode, lang),
        action: failureAction(result.errorCode),
      });
      return;
    }
    const next = result.data;
    props.onQuote(next);
    const keep = keepChoice && couponCodes.every((code) => next.coupons.some((c) => c.couponCode === code));
    coupons.resetTo(next);
    if (!keep) draft.setCouponCodes(defaultCouponCodes(next));
    else if (couponCodes.length > 0) await coupons.priceCoupons(couponCodes);
    draft.resetKey();
    setFailure(null);
    setNotice(t('quoteReloaded'));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (inFlight.current) return; // a double click sends once
    if (awaitingPrice) return; // the coupons' price is not the API's yet
    if (!agreed) {
      setAgreeError(true);
      document.getElementById('booking-agree')?.focus();
      return;
    }
    const body = bookingBody({
      request,
      quote,
      couponCodes,
      stayDetails: draft.stayDetails,
      paidTotal,
      travellers,
    });
    const key = draft.keyFor(body);
    inFlight.current = true;
    setPending(true);
    setFailure(null);
    setNotice(null);
    const result = await callResult(
      pageApi().member.POST('/v1/bookings', { body, params: { header: { 'idempotency-key': key } } }),
      'BKE900',
    );
    inFlight.current = false;
    if (result.ok) {
      props.onBooked(result.data);
      return;
    }
    setPending(false);
    const action = failureAction(result.errorCode);
    if (action === 'login') {
      window.location.assign(props.loginHref);
      return;
    }
    setFailure({ message: errorMessageFor(result.errorCode, lang), action });
  }

  return (
    <section aria-labelledby="booking-step-heading">
      <StepHeading>{t('confirmTitle')}</StepHeading>
      {notice ? (
        <p className={fieldStyles.notice} role="status">
          {notice}
        </p>
      ) : null}
      {failure ? (
        <div className={fieldStyles.alert} role="alert">
          <p className={styles.alertText}>{failure.message}</p>
          <FailureActions
            action={failure.action}
            backHref={backHref}
            requoting={requoting}
            onRequote={() => requote(failure.action === 'priceChanged')}
            t={t}
          />
        </div>
      ) : null}
      <form onSubmit={submit} noValidate aria-busy={pending || requoting}>
        <QuoteSummary quote={summary} lang={lang} t={t} />
        <h3 className={styles.subTitle}>{t('coupon')}</h3>
        <CouponChooser
          offers={quote.coupons}
          best={quote.bestSelection}
          selected={couponCodes}
          applied={selection}
          refusal={coupons.refusal}
          pending={coupons.pricing}
          lang={lang}
          onToggle={(code, checked) => void coupons.toggle(code, checked, () => setFailure(null))}
          t={t}
        />
        <h3 className={styles.subTitle}>{t('priceBreakdown')}</h3>
        <PriceRowsTable
          quote={quote}
          lang={lang}
          t={t}
          coupons={selectionCoupons(selection)}
          paidTotal={paidTotal}
        />
        <h3 className={styles.subTitle}>{t('travellers')}</h3>
        <TravellersSummary form={form} travellers={travellers} lang={lang} t={t} />
        <h3 className={styles.subTitle}>{t('paymentMethod')}</h3>
        <PaymentPreview kind={quote.kind as BookingKind} startDate={quote.startDate} lang={lang} t={t} />
        <h3 className={styles.subTitle}>{t('cancelPolicy')}</h3>
        <PolicyTable policy={quote.cancellationPolicy} lang={lang} t={t} />
        <div className={styles.totalBox}>
          <span>{t('totalAmount')}</span>
          <strong data-testid="paid-total">{formatPrice(paidTotal, lang)}</strong>
        </div>
        <AgreeTerms
          agreed={agreed}
          showError={agreeError && !agreed}
          onChange={(checked) => {
            setAgreed(checked);
            setAgreeError(false);
          }}
          t={t}
        />
        <div className={styles.actions}>
          <button type="submit" className="button" disabled={pending || requoting || awaitingPrice}>
            {pending ? t('submitting') : t('submit')}
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={props.onBack}
            disabled={pending}
          >
            {t('backToInput')}
          </button>
        </div>
      </form>
    </section>
  );
}
