/** Spec §3 Toast {hasError, message}: the toast errors of the hotel list UI (spec §2). */
import { errorMessageFor } from './messages';
import type { DisplayLang } from '../format/lang';

export interface Toast {
  hasError: boolean;
  message: string;
}

/** No toast shown. */
export const NO_TOAST: Toast = Object.freeze({ hasError: false, message: '' });

/** An error toast with the given text. */
export function errorToast(message: string): Toast {
  return { hasError: true, message };
}

/** An error toast for an internal code, with its catalogue message. */
export function errorToastFor(errorCode: string, lang: DisplayLang = 'ja'): Toast {
  return errorToast(errorMessageFor(errorCode, lang));
}
