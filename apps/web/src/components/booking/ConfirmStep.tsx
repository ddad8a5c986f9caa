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
import { Fragment, useEffect, useRef, useState, type FormEvent } from 'react';
import { errorMessageFor, formatPrice, type BookingKind } from '@tabiyori/domain';
import { useTranslation } from '@/lib/i18n/client';
import { apiClient } from '@/lib/account/client';
import {
  appliedSelection,
  defaultCouponCodes,
  selectionCoupons,
  selectionMatches,
  toggleCouponCode,
} from '@/lib/booking/couponSelection';
import { failureAction } from '@/lib/booking/flow';
import type { QuoteRequest } from '@/lib/booking/request';
import { stayDetailsBody } from '@/lib/booking/stayDetails';
import { leadNameText, travellersBody } from '@/lib/booking/travellers';
import type { Booking, CouponSelection, Quote } from '@/lib/booking/types';
import type { Lang } from '@/lib/i18n/settings';
import fieldStyles from '@/components/account/account.module.css';
import { PolicyTable, PriceRowsTable, QuoteSummary } from './BookingParts';
import { CouponChooser } from './CouponChooser';
import { PaymentPreview } from './PaymentInfo';
import { requestQuote } from './quoteCall';
import { StepHeading } from './StepHeading';
import type { DraftState } from './useBookingDraft';
import styles from './booking.module.css';

type T = (key: string, options?: Record<string, unknown>) => string;

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
  // The price of the coupons chosen is always the API's: the quote's best selection, or a quote
  // asked for exactly the codes checked.
  const [priced, setPriced] = useState<CouponSelection | null>(quote.bestSelection);
  const [couponRefusal, setCouponRefusal] = useState<string | null>(null);
  const [pricingCoupons, setPricingCoupons] = useState(false);
  const asked = useRef<string | null>(null);
  const selection = couponCodes.length > 0 && selectionMatches(priced, couponCodes) ? priced : null;
  const awaitingPrice = couponCodes.length > 0 && selection === null;
  const paidTotal = selection?.paidTotal ?? quote.total;
  const codesKey = couponCodes.join(',');
  const travellers = travellersBody(form, lang);
  const said = stayDetailsBody(draft.stayDetails);
  const summary = quote.stay
    ? {
        ...quote,
        stay: { ...quote.stay, checkinTime: said.checkinTime ?? null, requests: said.requests ?? null },
      }
    : quote;

  /** Asks the API to price the codes; false (and the API's reason said) when it refuses them. */
  async function priceCoupons(codes: string[]): Promise<boolean> {
    asked.current = codes.join(',');
    setPricingCoupons(true);
    const result = await requestQuote(request, codes);
    setPricingCoupons(false);
    if (!result.ok) {
      setCouponRefusal(errorMessageFor(result.errorCode, lang));
      return false;
    }
    setPriced(appliedSelection(result.data));
    return true;
  }

  // Coupons kept from before a reload or Back that the quote in hand has not priced: price them once.
  useEffect(() => {
    if (!draft.ready || !awaitingPrice || pricingCoupons || asked.current === codesKey) return;
    void priceCoupons(codesKey.split(',')).then((ok) => {
      if (!ok) draft.setCouponCodes(defaultCouponCodes(quote));
    });
  });

  /** Checks or unchecks a coupon: the rule first (domain), then the API prices the selection. */
  async function toggleCoupon(code: string, checked: boolean) {
    const next = toggleCouponCode(couponCodes, code, checked, quote.coupons);
    if ('refusal' in next) {
      setCouponRefusal(t(`couponRefusal_${next.refusal}`));
      return;
    }
    setCouponRefusal(null);
    setFailure(null);
    const previous = couponCodes;
    draft.setCouponCodes(next.codes);
    if (next.codes.length > 0 && !(await priceCoupons(next.codes))) draft.setCouponCodes(previous);
  }

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
    setPriced(next.bestSelection);
    if (!keep) draft.setCouponCodes(defaultCouponCodes(next));
    else if (couponCodes.length > 0) await priceCoupons(couponCodes);
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
    const body = {
      ...request,
      ...(quote.ids.roomId && (request.kind === 'yado' || request.kind === 'dp')
        ? { roomId: quote.ids.roomId }
        : {}),
      ...(couponCodes.length > 0 ? { couponCodes } : {}),
      ...(quote.stay ? stayDetailsBody(draft.stayDetails) : {}),
      expectedTotal: paidTotal,
      travellers,
    };
    const key = draft.keyFor(body);
    inFlight.current = true;
    setPending(true);
    setFailure(null);
    setNotice(null);
    const result = await apiClient.call<Booking>('/v1/bookings', {
      method: 'POST',
      body,
      csrf: true,
      headers: { 'idempotency-key': key },
      fallbackCode: 'BKE900',
    });
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
          refusal={couponRefusal}
          pending={pricingCoupons}
          lang={lang}
          onToggle={(code, checked) => void toggleCoupon(code, checked)}
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
        <dl className={fieldStyles.dl}>
          <dt>{t('representative')}</dt>
          <dd>{leadNameText(travellers.lead, lang)}</dd>
          <dt>{t('email')}</dt>
          <dd>{form.lead.email}</dd>
          <dt>{t('phone')}</dt>
          <dd>{form.lead.phone}</dd>
          {(travellers.guests ?? []).map((g, i) => (
            <Fragment key={i}>
              <dt>{t('companionN', { n: i + 1 })}</dt>
              <dd>
                {[
                  `${g.familyNameKana} ${g.givenNameKana}`,
                  g.gender === 'male' ? t('male') : t('female'),
                  t('ageValue', { count: g.age ?? 0 }),
                ].join(lang === 'en' ? ', ' : '・')}
              </dd>
            </Fragment>
          ))}
        </dl>
        <h3 className={styles.subTitle}>{t('paymentMethod')}</h3>
        <PaymentPreview kind={quote.kind as BookingKind} startDate={quote.startDate} lang={lang} t={t} />
        <h3 className={styles.subTitle}>{t('cancelPolicy')}</h3>
        <PolicyTable policy={quote.cancellationPolicy} lang={lang} t={t} />
        <div className={styles.totalBox}>
          <span>{t('totalAmount')}</span>
          <strong data-testid="paid-total">{formatPrice(paidTotal, lang)}</strong>
        </div>
        <label className={fieldStyles.check}>
          <input
            id="booking-agree"
            type="checkbox"
            checked={agreed}
            aria-invalid={agreeError && !agreed ? true : undefined}
            aria-describedby="booking-agree-error"
            onChange={(e) => {
              setAgreed(e.target.checked);
              setAgreeError(false);
            }}
          />
          {t('agreeTerms')}
        </label>
        <p id="booking-agree-error" className={fieldStyles.error} aria-live="polite">
          {agreeError && !agreed ? t('agreeRequired') : ''}
        </p>
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

function FailureActions({
  action,
  backHref,
  requoting,
  onRequote,
  t,
}: {
  action: Failure['action'];
  backHref: string;
  requoting: boolean;
  onRequote: () => void;
  t: T;
}) {
  if (action === 'priceChanged' || action === 'couponRefused') {
    return (
      <button type="button" className="button button--secondary" onClick={onRequote} disabled={requoting}>
        {requoting ? t('quoteReloading') : t('reloadQuote')}
      </button>
    );
  }
  if (action === 'soldOut' || action === 'notBookable') {
    return (
      <a className="button button--secondary" href={backHref}>
        {t('chooseOther')}
      </a>
    );
  }
  return null;
}
