import { describe, expect, it } from 'vitest';
import { checkApproachType, checkGoDate, checkHotelId, checkTourId } from './requestChecks';

describe('spec §5 request checks', () => {
  it("approach type must be a known type, else 'is invalid approachType'", () => {
    expect(checkApproachType('air')).toEqual({ ok: true });
    expect(checkApproachType('01')).toEqual({ ok: true });
    expect(checkApproachType('bus')).toEqual({ ok: false, message: 'bus is invalid approachType' });
    expect(checkApproachType(undefined)).toEqual({ ok: false, message: 'is invalid approachType' });
  });
  it("missing or wrong goDate gives 'goDate is wrong'", () => {
    expect(checkGoDate('20261205')).toEqual({ ok: true });
    for (const bad of [undefined, '', '20260230', '2026-12-05', 20261205]) {
      expect(checkGoDate(bad)).toEqual({ ok: false, message: 'goDate is wrong' });
    }
  });
  it("missing or wrong tourId and hotelId give 'tourId is wrong' / 'hotelId is wrong'", () => {
    expect(checkTourId('T000123')).toEqual({ ok: true });
    expect(checkTourId("T1' or 1=1")).toEqual({ ok: false, message: 'tourId is wrong' });
    expect(checkHotelId('100001')).toEqual({ ok: true });
    expect(checkHotelId('10000')).toEqual({ ok: false, message: 'hotelId is wrong' });
    expect(checkHotelId(undefined)).toEqual({ ok: false, message: 'hotelId is wrong' });
  });
});
