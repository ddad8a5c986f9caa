/** Spec §4/§8: a malformed tour id is TVE801, an unknown well-formed one TDE901 (both 404). */
import { describe, expect, it } from 'vitest';
import { tourNotFoundCodes } from './notFound';

describe('tourNotFoundCodes', () => {
  it('tells a malformed id from an unknown one', () => {
    expect(tourNotFoundCodes('/tours/T999999')).toEqual(['TDE901']);
    expect(tourNotFoundCodes('/flyer/T999999')).toEqual(['TDE901']);
    expect(tourNotFoundCodes('/tours/abc')).toEqual(['TVE801']);
    expect(tourNotFoundCodes('/tours/T12')).toEqual(['TVE801']);
    expect(tourNotFoundCodes('/tours/%E0%A4%A')).toEqual(['TVE801']);
    expect(tourNotFoundCodes('/hotels')).toEqual(['PNF900']);
    expect(tourNotFoundCodes('/tours')).toEqual(['TVE801']);
  });
});
