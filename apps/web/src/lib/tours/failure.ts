/**
 * The answer of a tour page whose API call failed (spec §4, §8). "Does not exist" (TVE801, TDE901,
 * any 404) and a request the API refused as malformed (TVE800, 400) both end the page with a real
 * HTTP 404 and the catalogue's E_00001 message; the code is remembered for the route's
 * not-found.tsx (rendered in the same request: React cache() is per request), since notFound()
 * carries no data. Anything else is the error page with its code (lib/api.ts failWith).
 */
import { notFound } from 'next/navigation';
import { cache } from 'react';
import type { FailedResource } from '@tabiyori/domain';
import { ApiError, failWith, isNotFoundFailure } from '../api';

const remembered = cache((): { codes: string[] | null } => ({ codes: null }));

/** The codes the failing call of this request gave, or null. */
export function rememberedNotFoundCodes(): string[] | null {
  return remembered().codes;
}

export function failTourPage(error: unknown, resource: FailedResource): never {
  if (error instanceof ApiError) {
    if (error.status === 400 && error.errorCode === 'TVE800') {
      remembered().codes = ['TVE800'];
      notFound();
    }
    if (isNotFoundFailure(error)) remembered().codes = [error.errorCode];
  }
  return failWith(error, resource);
}
