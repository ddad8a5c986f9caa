/**
 * Spec §3 Error entity {status, message, errorCode} and §4 "Error setting stores status, message,
 * errorCode": the shape the API answers with (DESIGN.md) and the web stores.
 */
import { defaultHttpStatusFor } from './catalogue';
import { errorMessageFor } from './messages';
import type { DisplayLang } from '../format/lang';

export interface ApiError {
  status: number;
  message: string;
  errorCode: string;
}

export interface ApiErrorOptions {
  /** Language of the message, default ja. */
  lang?: DisplayLang;
  /** Overrides the code's default status (catalogue.ts). */
  status?: number;
  /** Overrides the catalogue message (e.g. a validator's own text such as 'goDate is wrong'). */
  message?: string;
}

/** Builds the error body of an internal code: its default status and its catalogue message. */
export function createApiError(errorCode: string, options: ApiErrorOptions = {}): ApiError {
  return {
    status: options.status ?? defaultHttpStatusFor(errorCode),
    message: options.message ?? errorMessageFor(errorCode, options.lang ?? 'ja'),
    errorCode,
  };
}

/** True for a value of the ApiError shape (e.g. a parsed response body). */
export function isApiError(value: unknown): value is ApiError {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return Number.isInteger(v.status) && typeof v.message === 'string' && typeof v.errorCode === 'string';
}
