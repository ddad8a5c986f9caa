'use client';
/**
 * The booking steps of a product page (step bar 1 select → 2 travellers → 3 confirm → 4 complete):
 * SelectStep (the API's quote), TravellersStep (the form), ConfirmStep (coupon, consent, booking).
 * The step is in the URL (`?step=travellers|confirm`, a history entry each: reload and Back keep
 * it) and what was typed in the tab's draft (useBookingDraft); completion is the page
 * `/booking/complete/{bookingNumber}`. Going to the confirmation with something missing (a reload
 * after the draft was lost) lands on the travellers with the errors shown. Back from the
 * completion page finds the booking already made and offers it, not a second one.
 *
 * Each step change moves the focus to the step's heading, so screen readers announce it.
 */
import { useEffect, useRef, useState } from 'react';
import { errorMessageFor } from '@tabiyori/domain';
import { useTranslation } from '@/lib/i18n/client';
import type { AccountUser } from '@/lib/account/types';
import type { QuoteRequest } from '@/lib/booking/request';
import { bookingPagePath } from '@/lib/booking/bookingPagePath';
import { stayDetailsError } from '@/lib/booking/stayDetails';
import { searchWithStep } from '@/lib/booking/steps';
import { companionCount, validateTravellers } from '@/lib/booking/travellers';
import type { Quote } from '@/lib/booking/types';
import type { Lang } from '@/lib/i18n/settings';
import fieldStyles from '@/components/account/account.module.css';
import { ConfirmStep } from './ConfirmStep';
import { requestQuote } from './quoteCall';
import { SelectStep } from './SelectStep';
import { StayChoices } from './StayChoices';
import { STEP_HEADING_ID } from './StepHeading';
import { TourRoomChoices } from './TourRoomChoices';
import { TravellersStep } from './TravellersStep';
import { useBookingDraft, useUrlStep } from './useBookingDraft';
import styles from './booking.module.css';

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
  /** The completion page, with BOOKING_NUMBER in place of the number. */
  completeHrefTemplate: string;
}

export function BookingFlow(props: BookingFlowProps) {
  const { lang, user, stepBars, backHref, completeHrefTemplate } = props;
  const { t } = useTranslation('booking');
  const { t: tc } = useTranslation('common');
  const { step, go } = useUrlStep();
  const [quote, setQuote] = useState<Quote>(props.initialQuote);
  const [request, setRequest] = useState<QuoteRequest>(props.request);
  const [choosing, setChoosing] = useState(false);
  const [choiceError, setChoiceError] = useState<string | null>(null);
  const companions = companionCount(quote.kind, quote.party.travellers);
  // The draft belongs to the product and party; a room type or rooms chosen later keep it.
  const draft = useBookingDraft(bookingPagePath(props.request), quote, user, companions);
  const firstStep = useRef(true);
  const completeHref = (n: string) => completeHrefTemplate.replace('BOOKING_NUMBER', encodeURIComponent(n));

  /** A priced choice of the stay (room type, rooms; a tour stay's room type): a new quote, kept in the page's URL. */
  async function changeRequest(next: QuoteRequest) {
    setChoosing(true);
    setChoiceError(null);
    const result = await requestQuote(next);
    setChoosing(false);
    if (!result.ok) {
      setChoiceError(errorMessageFor(result.errorCode, lang));
      return;
    }
    setQuote(result.data);
    setRequest(next);
    const query = bookingPagePath(next).split('?')[1] ?? '';
    window.history.replaceState(null, '', `${window.location.pathname}${searchWithStep(`?${query}`, step)}`);
  }

  // The confirmation needs complete details: otherwise back to the travellers, errors shown.
  const incomplete =
    Object.keys(validateTravellers(draft.form, lang)).length > 0 ||
    (quote.stay !== null && stayDetailsError(draft.stayDetails) !== null);
  const sentBack = draft.ready && step === 3 && incomplete;
  useEffect(() => {
    if (sentBack) go(2, true);
  }, [sentBack, go]);
  const shown = sentBack ? 2 : step;

  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    const heading = document.getElementById(STEP_HEADING_ID);
    heading?.focus();
    heading?.scrollIntoView({ block: 'start' });
  }, [step]);

  const stepBar = <div dangerouslySetInnerHTML={{ __html: stepBars[shown - 1] ?? '' }} />;
  // Before the draft is read, steps 2 and 3 would show the profile's details, not the traveller's.
  if (step > 1 && !draft.ready) {
    return (
      <>
        {stepBar}
        <p className={styles.muted} aria-busy="true">
          {tc('loading')}
        </p>
      </>
    );
  }

  return (
    <>
      {stepBar}
      {draft.bookingNumber ? (
        <div className={fieldStyles.notice} role="status" data-testid="already-booked">
          <p>{t('alreadyBooked', { number: draft.bookingNumber })}</p>
          <div className={styles.actions}>
            <a className="button" href={completeHref(draft.bookingNumber)}>
              {t('viewCompleted')}
            </a>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                draft.startOver();
                go(1);
              }}
            >
              {t('bookAgain')}
            </button>
          </div>
        </div>
      ) : null}
      {step === 1 ? (
        <SelectStep quote={quote} lang={lang} backHref={backHref} onNext={() => go(2)} t={t}>
          {choiceError ? (
            <p className={fieldStyles.alert} role="alert">
              {choiceError}
            </p>
          ) : null}
          {quote.stay ? (
            <StayChoices
              quote={quote}
              stay={quote.stay}
              request={request}
              lang={lang}
              busy={choosing}
              onChange={changeRequest}
              t={t}
            />
          ) : null}
          {quote.choices ? (
            <TourRoomChoices
              choices={quote.choices}
              request={request}
              roomCount={quote.party.roomCount}
              lang={lang}
              busy={choosing}
              onChange={changeRequest}
              t={t}
            />
          ) : null}
        </SelectStep>
      ) : null}
      {shown === 2 ? (
        <TravellersStep
          lang={lang}
          form={draft.form}
          setForm={draft.setForm}
          stay={
            quote.stay
              ? {
                  checkinTimes: quote.stay.checkinTimes,
                  details: draft.stayDetails,
                  onChange: draft.setStayDetails,
                }
              : null
          }
          showErrorsAtFirst={step === 3}
          onNext={() => go(3)}
          onBack={() => go(1)}
        />
      ) : null}
      {shown === 3 && !draft.bookingNumber ? (
        <ConfirmStep
          lang={lang}
          request={request}
          quote={quote}
          onQuote={setQuote}
          draft={draft}
          backHref={backHref}
          loginHref={props.loginHref}
          onBooked={(booking) => {
            draft.markBooked(booking.bookingNumber);
            window.location.assign(completeHref(booking.bookingNumber));
          }}
          onBack={() => go(2)}
        />
      ) : null}
    </>
  );
}
