import { describe, expect, it } from 'vitest';
import {
  fetchErrorMessage,
  internalCodeForFailure,
  isCustomLoggedError,
  responseStatusFor,
  statusFromErrorMessage,
} from './httpStatus';

describe('spec §8 "HTTP status is the first three-digit number in an error message, default 500"', () => {
  it('reads the first three-digit number', () => {
    expect(statusFromErrorMessage('Request failed with status code 404')).toBe(404);
    expect(statusFromErrorMessage('503 Service Unavailable, retry in 120 s')).toBe(503);
    expect(
      statusFromErrorMessage('Fetching https://api.example/v1/tours has failed because 502 Bad Gateway'),
    ).toBe(502);
  });
  it('defaults to 500', () => {
    expect(statusFromErrorMessage('socket hang up')).toBe(500);
    expect(statusFromErrorMessage('')).toBe(500);
    expect(statusFromErrorMessage(undefined)).toBe(500);
  });
  it('does not take three digits out of a longer number, nor a non-error number', () => {
    expect(statusFromErrorMessage('timeout of 30000ms exceeded')).toBe(500);
    expect(statusFromErrorMessage('connect ECONNREFUSED 127.0.0.1:4000')).toBe(500);
    expect(statusFromErrorMessage('tour 12345 at /v1/tour/123 answered 404')).toBe(404);
  });
});

describe('spec §4 "Codes TVE801, HVE801, TDE901, HDE901 with status 404 are logged as custom errors and the server response status becomes 404"', () => {
  it('logs the four codes as custom errors only with 404', () => {
    for (const code of ['TVE801', 'HVE801', 'TDE901', 'HDE901']) {
      expect(isCustomLoggedError(code, 404)).toBe(true);
      expect(isCustomLoggedError(code, 500)).toBe(false);
      expect(responseStatusFor(code, 404)).toBe(404);
    }
    expect(isCustomLoggedError('TVE800', 404)).toBe(false);
    expect(isCustomLoggedError('TDE900', 404)).toBe(false);
  });
  it('answers 404 for an unknown path and keeps other error statuses', () => {
    expect(responseStatusFor('PNF900', 500)).toBe(404);
    expect(responseStatusFor('TSE900', 503)).toBe(503);
    expect(responseStatusFor('TVE800', 400)).toBe(400);
  });
  it('never serves an error page as 200: a missing or non-error status takes the code default', () => {
    expect(responseStatusFor('TSE900', 200)).toBe(500);
    expect(responseStatusFor('TDE901', undefined)).toBe(404);
    expect(responseStatusFor('HSP900', null)).toBe(404);
    expect(responseStatusFor('???', undefined)).toBe(500);
  });
});

describe("spec §8 fetch error message 'Fetching {url} has failed because {message}'", () => {
  it('fills url and message', () => {
    expect(fetchErrorMessage('/v1/tours', 'timeout')).toBe('Fetching /v1/tours has failed because timeout');
  });
  it('round-trips the status through the message', () => {
    expect(statusFromErrorMessage(fetchErrorMessage('/v1/tour/100', 'status 404'))).toBe(404);
  });
});

describe('spec §8 codes a web page records for a failed call', () => {
  it('is NWE900 when there was no response at all', () => {
    expect(internalCodeForFailure('tourSearch', undefined)).toBe('NWE900');
    expect(internalCodeForFailure('page', 0)).toBe('NWE900');
  });
  it('is PNF900 for an unknown path, ISE900 for other page failures', () => {
    expect(internalCodeForFailure('page', 404)).toBe('PNF900');
    expect(internalCodeForFailure('page', 500)).toBe('ISE900');
  });
  it('tells "does not exist" from "failed" for tours, hotels and hotel specials', () => {
    expect(internalCodeForFailure('tourDetail', 404)).toBe('TDE901');
    expect(internalCodeForFailure('tourDetail', 500)).toBe('TDE900');
    expect(internalCodeForFailure('hotelDetail', 404)).toBe('HDE901');
    expect(internalCodeForFailure('hotelDetail', 502)).toBe('HDE900');
    expect(internalCodeForFailure('hotelSpecial', 404)).toBe('HSP900');
    expect(internalCodeForFailure('hotelSpecial', 500)).toBe('SPE900');
  });
  it("uses the failing step's code otherwise", () => {
    expect(internalCodeForFailure('tourSearch', 500)).toBe('TSE900');
    expect(internalCodeForFailure('special', 404)).toBe('SPE900');
    expect(internalCodeForFailure('calendar', 500)).toBe('CLE900');
    expect(internalCodeForFailure('condition', 500)).toBe('CNE900');
    expect(internalCodeForFailure('decoder', 500)).toBe('DCE900');
  });
});
