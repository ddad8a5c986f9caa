'use client';
/**
 * The booking steps on one page (step bar 1 select → 2 travellers → 3 confirm → 4 complete):
 *
 * 1. the API's quote: product, dates, party, price rows, total (never computed here);
 * 2. the travellers (representative's name in kanji and katakana, e-mail, phone; a tour's
 *    companions), checked inline (lib/booking/travellers.ts);
 * 3. confirm: price rows, the coupon (default the quote's best usable one; another or none may be
 *    chosen, each with the API's paid total), the cancellation policy with its days, consent, and
 *    POST /v1/bookings with an Idempotency-Key kept for every retry of the same content (a double
 *    click or a retry books once) and expectedTotal = the paid total shown. Refusals: BKE801 sold
 *    out (choose another date or plan), BKE802 price changed (reload the quote), BKE803 coupon not
 *    usable (reload, choose again), ACE803 session ended (log in and come back);
 * 4. the booking number, with a link to it on My page.
 *
 * Each step change moves the focus to the step's heading, so screen readers announce it.
 */
import { Fragment, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n/client';
import { errorMessageFor, formatPrice, remainingRoomsText, type BookingKind } from '@tabiyori/domain';
import { apiClient } from '@/lib/account/client';
import type { AccountUser } from '@/lib/account/types';
import {
  chosenOffer,
  createIdempotencyKeeper,
  defaultCouponChoice,
  failureAction,
  NO_COUPON,
  paidTotalFor,
  type CouponChoice,
} from '@/lib/booking/flow';
import type { QuoteRequest } from '@/lib/booking/request';
import {
  companionCount,
  initialTravellerForm,
  travellersBody,
  validateTravellers,
  type TravellerForm,
} from '@/lib/booking/travellers';
import type { Booking, Quote } from '@/lib/booking/types';
import type { Lang } from '@/lib/i18n/settings';
import { SelectField, TextField } from '@/components/account/Field';
import fieldStyles from '@/components/account/account.module.css';
import { paren, PolicyTable, PriceRowsTable, QuoteSummary } from './BookingParts';
import { PaymentDetails, PaymentPreview } from './PaymentInfo';
import styles from './booking.module.css';

type Step = 1 | 2 | 3 | 4;

export interface BookingFlowProps {
  lang: Lang;
  request: QuoteRequest;
  initialQuote: Quote;
  user: AccountUser;
  stepBars: string[];
  /** Where to choose another date or plan (the plans of the hotel, the tour's page). */
  backHref: string;
  /** The log-in page that comes back here. */
  loginHref: string;
  /** My page's booking detail, with BOOKING_NUMBER in place of the number. */
  bookingHrefTemplate: string;
}

interface Failure {
  message: string;
  action: ReturnType<typeof failureAction>;
}

export function BookingFlow(props: BookingFlowProps) {
  const { lang, request, user, stepBars, backHref, loginHref, bookingHrefTemplate } = props;
  const { t } = useTranslation('booking');
  const { t: ta } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const [step, setStep] = useState<Step>(1);
  const [quote, setQuote] = useState<Quote>(props.initialQuote);
  const [coupon, setCoupon] = useState<CouponChoice>(() => defaultCouponChoice(props.initialQuote));
  const [form, setForm] = useState<TravellerForm>(() =>
    initialTravellerForm(user, companionCount(props.initialQuote.kind, props.initialQuote.party.travellers)),
  );
  const [showErrors, setShowErrors] = useState(false);
  const [agreed, setAgreed] = useState(false);
  const [agreeError, setAgreeError] = useState(false);
  const [pending, setPending] = useState(false);
  const [requoting, setRequoting] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [booking, setBooking] = useState<Booking | null>(null);
  const keeper = useRef(createIdempotencyKeeper());
  const inFlight = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  const errors = useMemo(() => validateTravellers(form), [form]);
  const fieldError = (path: string) => (showErrors && errors[path] ? ta(errors[path]!) : null);
  const offer = chosenOffer(quote, coupon);
  const paidTotal = paidTotalFor(quote, coupon);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
    headingRef.current?.scrollIntoView({ block: 'start' });
  }, [step]);

  const setLead = (key: keyof TravellerForm['lead']) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, lead: { ...f.lead, [key]: e.target.value } }));
  const setGuest =
    (i: number, key: keyof TravellerForm['guests'][number]) => (e: { target: { value: string } }) =>
      setForm((f) => ({
        ...f,
        guests: f.guests.map((g, j) => (j === i ? { ...g, [key]: e.target.value } : g)),
      }));

  function toConfirm(event: FormEvent) {
    event.preventDefault();
    setShowErrors(true);
    const first = Object.keys(errors)[0];
    if (first) {
      document.getElementById(`traveller-${first.replaceAll('.', '-')}`)?.focus();
      return;
    }
    setFailure(null);
    setStep(3);
  }

  async function requote(keepChoice: boolean) {
    setRequoting(true);
    const result = await apiClient.call<Quote>('/v1/bookings/quote', {
      method: 'POST',
      body: request,
      csrf: true,
      fallbackCode: 'BKE900',
    });
    setRequoting(false);
    if (!result.ok) {
      setFailure({
        message: errorMessageFor(result.errorCode, lang),
        action: failureAction(result.errorCode),
      });
      return;
    }
    const next = result.data;
    setQuote(next);
    setCoupon((current) =>
      keepChoice && (current === NO_COUPON || next.coupons.some((c) => c.couponCode === current))
        ? current
        : defaultCouponChoice(next),
    );
    keeper.current.reset();
    setFailure(null);
    setNotice(t('quoteReloaded'));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (inFlight.current) return; // a double click sends once
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
      ...(coupon !== NO_COUPON ? { couponCode: coupon } : {}),
      expectedTotal: paidTotal,
      travellers: travellersBody(form),
    };
    const key = keeper.current.keyFor(body);
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
    setPending(false);
    if (result.ok) {
      setBooking(result.data);
      setStep(4);
      return;
    }
    const action = failureAction(result.errorCode);
    if (action === 'login') {
      window.location.assign(loginHref);
      return;
    }
    setFailure({ message: errorMessageFor(result.errorCode, lang), action });
  }

  const stepBar = <div dangerouslySetInnerHTML={{ __html: stepBars[step - 1] ?? '' }} />;
  const failureBox = failure ? (
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
  ) : null;

  if (step === 4 && booking) {
    const href = bookingHrefTemplate.replace('BOOKING_NUMBER', encodeURIComponent(booking.bookingNumber));
    return (
      <>
        {stepBar}
        <section className={styles.complete} aria-labelledby="booking-step-heading">
          <h2 id="booking-step-heading" ref={headingRef} tabIndex={-1} className={styles.stepTitle}>
            {t('completeTitle')}
          </h2>
          <p>{t('completeLead')}</p>
          <dl className={styles.bookingNumber}>
            <dt>{t('bookingNumber')}</dt>
            <dd data-testid="booking-number">{booking.bookingNumber}</dd>
          </dl>
          <p className={styles.completeTotal}>
            {t('totalAmount')}
            {lang === 'en' ? ': ' : '：'}
            <strong>{formatPrice(booking.paidTotal, lang)}</strong>
          </p>
          <h3 className={styles.subTitle}>{t('paymentMethod')}</h3>
          <PaymentDetails
            payment={booking.payment}
            bookingNumber={booking.bookingNumber}
            cancelled={false}
            lang={lang}
            t={t}
          />
          <p>{t('paymentMailSent')}</p>
          <a className="button" href={href}>
            {t('viewBooking')}
          </a>
        </section>
      </>
    );
  }

  return (
    <>
      {stepBar}
      {notice ? (
        <p className={fieldStyles.notice} role="status">
          {notice}
        </p>
      ) : null}
      {step === 1 ? (
        <section aria-labelledby="booking-step-heading">
          <h2 id="booking-step-heading" ref={headingRef} tabIndex={-1} className={styles.stepTitle}>
            {t('selectedContent')}
          </h2>
          <QuoteSummary quote={quote} lang={lang} t={t} />
          {quote.kind === 'yado' && quote.stock > 0 && quote.stock <= 5 ? (
            <p className={styles.stock}>{remainingRoomsText(quote.stock, lang)}</p>
          ) : null}
          {quote.kind === 'optional' && quote.stock > 0 && quote.stock <= 10 ? (
            <p className={styles.stock}>{t('optStockLeft', { count: quote.stock })}</p>
          ) : null}
          {quote.kind === 'rentacar' && quote.stock > 0 && quote.stock <= 3 ? (
            <p className={styles.stock}>{t('carStockLeft', { count: quote.stock })}</p>
          ) : null}
          <h3 className={styles.subTitle}>{t('priceBreakdown')}</h3>
          <PriceRowsTable quote={quote} lang={lang} t={t} offer={null} />
          <p className={styles.couponTeaser}>
            {quote.coupons.length > 0
              ? t('couponAvailable', { count: quote.coupons.length })
              : t('noCoupons')}
          </p>
          <div className={styles.actions}>
            <button type="button" className="button" onClick={() => setStep(2)}>
              {t('toTravellers')}
            </button>
            <a href={backHref} className="button button--secondary">
              {t('chooseOther')}
            </a>
          </div>
        </section>
      ) : null}

      {step === 2 ? (
        <section aria-labelledby="booking-step-heading">
          <h2 id="booking-step-heading" ref={headingRef} tabIndex={-1} className={styles.stepTitle}>
            {t('travellers')}
          </h2>
          <form onSubmit={toConfirm} noValidate className={fieldStyles.form}>
            {showErrors && Object.keys(errors).length > 0 ? (
              <div className={fieldStyles.alert} role="alert">
                {ta('errorSummary')}
              </div>
            ) : null}
            <fieldset className={styles.group}>
              <legend className={styles.groupTitle}>{t('representative')}</legend>
              <p className={fieldStyles.hint}>{t('representativeNote')}</p>
              <div className={fieldStyles.pair}>
                <TextField
                  id="traveller-lead-familyName"
                  label={t('lastName')}
                  required
                  requiredText={tc('required')}
                  autoComplete="family-name"
                  value={form.lead.familyName}
                  onChange={setLead('familyName')}
                  error={fieldError('lead.familyName')}
                />
                <TextField
                  id="traveller-lead-givenName"
                  label={t('firstName')}
                  required
                  requiredText={tc('required')}
                  autoComplete="given-name"
                  value={form.lead.givenName}
                  onChange={setLead('givenName')}
                  error={fieldError('lead.givenName')}
                />
                <TextField
                  id="traveller-lead-familyNameKana"
                  label={t('lastNameKana')}
                  required
                  requiredText={tc('required')}
                  value={form.lead.familyNameKana}
                  onChange={setLead('familyNameKana')}
                  error={fieldError('lead.familyNameKana')}
                />
                <TextField
                  id="traveller-lead-givenNameKana"
                  label={t('firstNameKana')}
                  required
                  requiredText={tc('required')}
                  value={form.lead.givenNameKana}
                  onChange={setLead('givenNameKana')}
                  error={fieldError('lead.givenNameKana')}
                />
              </div>
              <p className={fieldStyles.hint}>{ta('kanaHint')}</p>
              <TextField
                id="traveller-lead-email"
                type="email"
                inputMode="email"
                label={t('email')}
                required
                requiredText={tc('required')}
                autoComplete="email"
                value={form.lead.email}
                onChange={setLead('email')}
                error={fieldError('lead.email')}
              />
              <TextField
                id="traveller-lead-phone"
                type="tel"
                inputMode="tel"
                label={t('phone')}
                hint={t('phoneHint')}
                required
                requiredText={tc('required')}
                autoComplete="tel"
                value={form.lead.phone}
                onChange={setLead('phone')}
                error={fieldError('lead.phone')}
              />
            </fieldset>
            {form.guests.map((guest, i) => (
              <fieldset key={i} className={styles.group}>
                <legend className={styles.groupTitle}>{t('companionN', { n: i + 1 })}</legend>
                <div className={fieldStyles.pair}>
                  <TextField
                    id={`traveller-guests-${i}-familyNameKana`}
                    label={t('lastNameKana')}
                    required
                    requiredText={tc('required')}
                    value={guest.familyNameKana}
                    onChange={setGuest(i, 'familyNameKana')}
                    error={fieldError(`guests.${i}.familyNameKana`)}
                  />
                  <TextField
                    id={`traveller-guests-${i}-givenNameKana`}
                    label={t('firstNameKana')}
                    required
                    requiredText={tc('required')}
                    value={guest.givenNameKana}
                    onChange={setGuest(i, 'givenNameKana')}
                    error={fieldError(`guests.${i}.givenNameKana`)}
                  />
                  <SelectField
                    id={`traveller-guests-${i}-gender`}
                    label={t('gender')}
                    required
                    requiredText={tc('required')}
                    value={guest.gender}
                    onChange={setGuest(i, 'gender')}
                    error={showErrors && errors[`guests.${i}.gender`] ? t('errorGender') : null}
                    options={[
                      { value: '', label: t('selectPlease') },
                      { value: 'male', label: t('male') },
                      { value: 'female', label: t('female') },
                    ]}
                  />
                  <TextField
                    id={`traveller-guests-${i}-age`}
                    label={t('ageOnDeparture')}
                    required
                    requiredText={tc('required')}
                    inputMode="numeric"
                    value={guest.age}
                    onChange={setGuest(i, 'age')}
                    error={showErrors && errors[`guests.${i}.age`] ? t('errorAge') : null}
                  />
                </div>
              </fieldset>
            ))}
            <div className={styles.actions}>
              <button type="submit" className="button">
                {t('toConfirm')}
              </button>
              <button type="button" className="button button--secondary" onClick={() => setStep(1)}>
                {t('backToSelect')}
              </button>
            </div>
          </form>
        </section>
      ) : null}

      {step === 3 ? (
        <section aria-labelledby="booking-step-heading">
          <h2 id="booking-step-heading" ref={headingRef} tabIndex={-1} className={styles.stepTitle}>
            {t('confirmTitle')}
          </h2>
          {failureBox}
          <form onSubmit={submit} noValidate aria-busy={pending || requoting}>
            <QuoteSummary quote={quote} lang={lang} t={t} />
            <h3 className={styles.subTitle}>{t('coupon')}</h3>
            <CouponChooser
              quote={quote}
              lang={lang}
              value={coupon}
              onChange={(c) => {
                setCoupon(c);
                setFailure(null);
              }}
              t={t}
            />
            <h3 className={styles.subTitle}>{t('priceBreakdown')}</h3>
            <PriceRowsTable quote={quote} lang={lang} t={t} offer={offer} />
            <h3 className={styles.subTitle}>{t('travellers')}</h3>
            <dl className={fieldStyles.dl}>
              <dt>{t('representative')}</dt>
              <dd>
                {form.lead.familyName} {form.lead.givenName}
                {paren(
                  `${travellersBody(form).lead.familyNameKana} ${travellersBody(form).lead.givenNameKana}`,
                  lang,
                )}
              </dd>
              <dt>{t('email')}</dt>
              <dd>{form.lead.email}</dd>
              <dt>{t('phone')}</dt>
              <dd>{form.lead.phone}</dd>
              {(travellersBody(form).guests ?? []).map((g, i) => (
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
              <button type="submit" className="button" disabled={pending || requoting}>
                {pending ? t('submitting') : t('submit')}
              </button>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => setStep(2)}
                disabled={pending}
              >
                {t('backToInput')}
              </button>
            </div>
          </form>
        </section>
      ) : null}
    </>
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
  t: (key: string) => string;
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

function CouponChooser({
  quote,
  lang,
  value,
  onChange,
  t,
}: {
  quote: Quote;
  lang: Lang;
  value: CouponChoice;
  onChange: (value: CouponChoice) => void;
  t: (key: string, options?: Record<string, unknown>) => string;
}) {
  if (quote.coupons.length === 0) {
    return (
      <p className={styles.muted} role={quote.couponsUnavailable ? 'status' : undefined}>
        {t(quote.couponsUnavailable ? 'couponsUnavailable' : 'noCoupons')}
      </p>
    );
  }
  const best = quote.bestCoupon?.couponCode;
  return (
    <fieldset className={styles.coupons}>
      <legend className="visually-hidden">{t('couponChoose')}</legend>
      {quote.coupons.map((c) => (
        <label key={c.couponCode} className={styles.couponOption}>
          <input
            type="radio"
            name="couponCode"
            value={c.couponCode}
            checked={value === c.couponCode}
            onChange={() => onChange(c.couponCode)}
          />
          <span className={styles.couponText}>
            <span className={styles.couponName}>
              {c.couponName}
              {c.couponCode === best ? <span className={styles.badge}>{t('couponBest')}</span> : null}
            </span>
            <span className={styles.couponDiscount}>
              {t('couponDiscountAmount', { amount: formatPrice(c.discount, lang) })} →{' '}
              {formatPrice(c.paidTotal, lang)}
            </span>
            {c.remarks ? <span className={styles.muted}>{c.remarks}</span> : null}
          </span>
        </label>
      ))}
      <label className={styles.couponOption}>
        <input
          type="radio"
          name="couponCode"
          value=""
          checked={value === NO_COUPON}
          onChange={() => onChange(NO_COUPON)}
        />
        <span className={styles.couponText}>
          <span className={styles.couponName}>{t('couponNone')}</span>
          <span className={styles.couponDiscount}>{formatPrice(quote.total, lang)}</span>
        </span>
      </label>
    </fieldset>
  );
}
