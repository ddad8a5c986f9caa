/** Spec §8: a page's catalogue code reaches the error page through the error digest. */
import { describe, expect, it } from 'vitest';
import { PageError, pageErrorDigest, parsePageErrorDigest } from './pageErrors';

describe('page error digests', () => {
  it('round-trips the code and status', () => {
    const error = new PageError('TSE900', 500);
    expect(error.digest).toBe(pageErrorDigest('TSE900', 500));
    expect(parsePageErrorDigest(error.digest)).toEqual({ errorCode: 'TSE900', status: 500 });
  });

  it('ignores digests Next.js made for other errors', () => {
    expect(parsePageErrorDigest('2384729384')).toBeNull();
    expect(parsePageErrorDigest('NEXT_HTTP_ERROR_FALLBACK;404')).toBeNull();
    expect(parsePageErrorDigest(undefined)).toBeNull();
    expect(parsePageErrorDigest('TABIYORI_ERROR;<script>;500')).toBeNull();
  });

  it('falls back to 500 for a status that is not an error status', () => {
    expect(parsePageErrorDigest('TABIYORI_ERROR;ISE900;200')).toEqual({ errorCode: 'ISE900', status: 500 });
  });
});
