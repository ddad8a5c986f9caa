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
 * One hook per concern: useUrlStep and useBookingDraft (the step, the draft), useQuoteChoice (the
 * quote and its priced choices), useShownStep (the confirmation's guard, the heading's focus); the
 * steps are thin components.
 */
import { useTranslation } from '@/lib/i18n/client';
import type { AccountUser } from '@/lib/account/types';
import type { QuoteRequest } from '@/lib/booking/request';
import { bookingPagePath } from '@/lib/booking/bookingPagePath';
import { stayDetailsError } from '@/lib/booking/stayDetails';
import { companionCount, validateTravellers } from '@/lib/booking/travellers';
import type { Quote } from '@/lib/booking/types';
import type { Lang } from '@/lib/i18n/settings';
import { AlreadyBooked } from './AlreadyBooked';
import { ConfirmStep } from './ConfirmStep';
import { QuoteChoices } from './QuoteChoices';
import { SelectStep } from './SelectStep';
import { TravellersStep } from './TravellersStep';
import { useBookingDraft, useUrlStep } from './useBookingDraft';
import { useQuoteChoice } from './useQuoteChoice';
import { useShownStep } from './useShownStep';
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
  const choice = useQuoteChoice(props.request, props.initialQuote, lang, step);
  const { quote, request } = choice;
  const companions = companionCount(quote.kind, quote.party.travellers);
  // The draft belongs to the product and party; a room type or rooms chosen later keep it.
  const draft = useBookingDraft(bookingPagePath(props.request), quote, user, companions);
  const completeHref = (n: string) => completeHrefTemplate.replace('BOOKING_NUMBER', encodeURIComponent(n));
  const incomplete =
    Object.keys(validateTravellers(draft.form, lang)).length > 0 ||
    (quote.stay !== null && stayDetailsError(draft.stayDetails) !== null);
  const shown = useShownStep(step, go, draft.ready, incomplete);

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
        <AlreadyBooked
          bookingNumber={draft.bookingNumber}
          completeHref={completeHref(draft.bookingNumber)}
          onBookAgain={() => {
            draft.startOver();
            go(1);
          }}
          t={t}
        />
      ) : null}
      {step === 1 ? (
        <SelectStep quote={quote} lang={lang} backHref={backHref} onNext={() => go(2)} t={t}>
          <QuoteChoices choice={choice} lang={lang} t={t} />
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
          onQuote={choice.setQuote}
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
