import { describe, expect, it } from 'vitest';
import { ApiClientError, isCatalogueError } from './index';

describe('catalogue errors (spec §8: { status, message, errorCode })', () => {
  it('recognises the API error shape and nothing less', () => {
    expect(isCatalogueError({ status: 400, message: 'goDate is wrong', errorCode: 'TVE800' })).toBe(true);
    expect(isCatalogueError({ status: 400, message: 'goDate is wrong' })).toBe(false);
    expect(isCatalogueError({ status: '400', message: 'x', errorCode: 'TVE800' })).toBe(false);
    expect(isCatalogueError(null)).toBe(false);
    expect(isCatalogueError('TVE800')).toBe(false);
  });

  it('keeps the status, code and message of a failed call', () => {
    const error = new ApiClientError(404, 'HDE901', 'hotelId is wrong');
    expect(error).toBeInstanceOf(Error);
    expect([error.status, error.errorCode, error.message, error.name]).toEqual([
      404,
      'HDE901',
      'hotelId is wrong',
      'ApiClientError',
    ]);
  });
});
