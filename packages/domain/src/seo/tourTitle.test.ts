import { describe, expect, it } from 'vitest';
import { tourTitle } from './tourTitle';

describe("spec §2: page titles 'tour from {departure} to {arrival}', 'tour from {departure}', 'tour to {arrival}', 'tour'", () => {
  it.each([
    [{ departure: '東京', arrival: '沖縄' }, '東京発 沖縄行きツアー', 'Tours from 東京 to 沖縄'],
    [{ departure: '東京' }, '東京発ツアー', 'Tours from 東京'],
    [{ arrival: '沖縄' }, '沖縄行きツアー', 'Tours to 沖縄'],
    [{}, 'ツアー', 'Tours'],
    [{ departure: ' ', arrival: '' }, 'ツアー', 'Tours'],
  ])('%j → %s / %s', (places, ja, en) => {
    expect(tourTitle(places, 'ja')).toBe(ja);
    expect(tourTitle(places, 'en')).toBe(en);
  });
  it('uses English names when given', () => {
    expect(tourTitle({ departure: 'Tokyo', arrival: 'Okinawa' }, 'en')).toBe('Tours from Tokyo to Okinawa');
  });
});
