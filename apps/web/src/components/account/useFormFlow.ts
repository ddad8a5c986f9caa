'use client';
/**
 * What every account form does around its server action (lib/account/actions.ts):
 * - `js`: '1' once the page is hydrated (a hidden field): the action then answers instead of
 *   redirecting, so the page can finish in the browser (favourites merge);
 * - after an answer with an error, focus moves to the error summary (screen readers hear it);
 * - `fieldText`: a field error's text (a catalogue code's message, or a text of `account`).
 */
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { errorMessageFor } from '@tabiyori/domain';
import type { FormState } from '@/lib/account/formState';
import { isCatalogueFieldError, type FieldError } from '@/lib/account/validation';
import { useTranslation } from '@/lib/i18n/client';
import type { Lang } from '@/lib/i18n/settings';

const noSubscription = () => () => {};
const isClient = () => true;
const isServer = () => false;

/**
 * A copy of the action's field errors that the page may change (a field fixed, a check before
 * sending), taken again whenever the action answers.
 */
export function useAnsweredErrors<V extends string>(state: FormState<V>) {
  const [answer, setAnswer] = useState(state);
  const [errors, setErrors] = useState(state.fieldErrors);
  if (answer !== state) {
    setAnswer(state);
    setErrors(state.fieldErrors);
  }
  return [errors, setErrors] as const;
}

/** The `js` field's value: '' on the server and while hydrating, '1' once React runs the page. */
export function useJsFlag(): string {
  return useSyncExternalStore(noSubscription, isClient, isServer) ? '1' : '';
}

export function useFormFlow(state: FormState, lang: Lang) {
  const { t } = useTranslation('account');
  const js = useJsFlag();
  const summaryRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state.errorCode) summaryRef.current?.focus();
  }, [state]);
  const fieldText = (error: FieldError | null | undefined): string | null =>
    error ? (isCatalogueFieldError(error) ? errorMessageFor(error, lang) : t(error)) : null;
  const failure = state.errorCode ? errorMessageFor(state.errorCode, lang) : null;
  return { js, summaryRef, fieldText, failure };
}
