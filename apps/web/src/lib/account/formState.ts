/**
 * The state an account form's server action answers (lib/account/actions.ts), rendered by the form
 * on the server (no JavaScript) or in the browser.
 */
import type { FieldError } from './validation';

/** What a form shows after its action: the API's code, field errors, kept values (no password). */
export interface FormState<V extends string = string> {
  errorCode: string | null;
  fieldErrors: Partial<Record<V, FieldError>>;
  values: Partial<Record<V, string>>;
  /** Where to go once the page has done its part (JavaScript only). */
  done: string | null;
  /** A request that needs no next page was taken (reset mail, verification mail). */
  sent: boolean;
}

export const emptyFormState = <V extends string>(values: Partial<Record<V, string>> = {}): FormState<V> => ({
  errorCode: null,
  fieldErrors: {},
  values,
  done: null,
  sent: false,
});

/** A text field of a posted form ('' when absent or a file). */
export function formField(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}
