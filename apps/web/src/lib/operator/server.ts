/**
 * The back office's server side: who is calling (GET /v1/operator/me with the visitor's cookie) and
 * typed calls of /v1/operator/* as them (lib/account/server.ts viewerApi: the visitor's cookie). A visitor is sent to /operator/login; a traveller or an operator of
 * another role gets the API's 403, which the pages show as "not allowed".
 */
import { cache } from 'react';
import { redirect } from 'next/navigation';
import { answerOf, type ApiServerClient } from '@tabiyori/api-client/server';
import { ApiError } from '../api';
import { getSession, viewerApi } from '../account/server';
import { pageHref } from '../links';
import { getRequestContext } from '../requestContext';
import type { OperatorMe } from './types';

export type Operator = OperatorMe;

/** The operator of this request, or null when the account is not one (a traveller). */
export const getOperator = cache(async (): Promise<Operator | null> => {
  if (!(await getSession())) return null;
  try {
    return (await answerOf((await viewerApi()).GET('/v1/operator/me'))).operator;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return null;
    throw error;
  }
});

/** The operator, or a redirect to /operator/login (visitors and travellers alike). */
export async function requireOperator(): Promise<Operator> {
  const operator = await getOperator();
  if (operator) return operator;
  const ctx = await getRequestContext();
  redirect(pageHref('/operator/login', ctx.lang, {}));
}

export type OperatorResult<T> = { ok: true; data: T } | { ok: false; status: number; errorCode: string };

/**
 * A GET of the back office API with the typed client as the operator, e.g.
 * `operatorGet((api) => api.GET('/v1/operator/coupons'))`; failures come back as the API's code
 * (ISE900 when it gave none), never thrown.
 */
export async function operatorGet<T>(
  call: (api: ApiServerClient) => Promise<{ data?: T; error?: unknown; response: Response }>,
): Promise<OperatorResult<T>> {
  try {
    return { ok: true, data: await answerOf(call(await viewerApi())) };
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, status: error.status, errorCode: error.errorCode };
    return { ok: false, status: 503, errorCode: 'ACE900' };
  }
}

/** `?a=1&b=` from a record, empty values dropped. */
export function queryString(params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && String(value) !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** One value of a page's searchParams. */
export function param(value: string | string[] | undefined): string | undefined {
  const v = Array.isArray(value) ? value[0] : value;
  return v === undefined || v.trim() === '' ? undefined : v.trim();
}

/** The result page a console list asks for: `?page=N`, 1 to 10,000, 1 when absent or not a number. */
export function pageParam(value: string | string[] | undefined): number {
  return Math.max(1, Math.min(10_000, Number(param(value)) || 1));
}
