'use client';
/** The priced choices of step 1 under the quote: a stay's room type and rooms, a tour stay's room type. */
import type { TranslateFn } from '@/lib/i18n/translate';
import type { Lang } from '@/lib/i18n/settings';
import fieldStyles from '@/components/account/account.module.css';
import { StayChoices } from './StayChoices';
import { TourRoomChoices } from './TourRoomChoices';
import type { QuoteChoice } from './useQuoteChoice';

export function QuoteChoices({ choice, lang, t }: { choice: QuoteChoice; lang: Lang; t: TranslateFn }) {
  const { quote, request, choosing, choiceError, changeRequest } = choice;
  return (
    <>
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
    </>
  );
}
