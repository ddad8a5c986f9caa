import { describe, expect, it } from 'vitest';
import { capacityText, partyRoomsText, remainingRoomsText } from './capacityText';

describe('spec §9 "Capacity text: N名 plus ・M室"', () => {
  it('writes people and rooms', () => {
    expect(capacityText(2, 1)).toBe('2名・1室');
    expect(capacityText(9, 3, 'ja')).toBe('9名・3室');
    expect(capacityText(2, undefined)).toBe('2名');
  });
  it('writes the en equivalent with singular and plural', () => {
    expect(capacityText(2, 1, 'en')).toBe('2 guests · 1 room');
    expect(capacityText(1, 2, 'en')).toBe('1 guest · 2 rooms');
    expect(capacityText(3, null, 'en')).toBe('3 guests');
  });
  it('after a party by category: the total only when it says more than the adults', () => {
    expect(partyRoomsText(3, 2, 1)).toBe('3名・1室');
    expect(partyRoomsText(3, 2, 2, 'en')).toBe('3 guests · 2 rooms');
    expect(partyRoomsText(2, 2, 1)).toBe('1室');
    expect(partyRoomsText(2, 2, 1, 'en')).toBe('1 room');
    expect(partyRoomsText(4, 4, 2, 'en')).toBe('2 rooms');
    expect(() => partyRoomsText(2, 2, -1)).toThrow(RangeError);
  });
  it('refuses non-integer counts', () => {
    expect(() => capacityText(1.5, 1)).toThrow(RangeError);
    expect(() => capacityText(2, -1)).toThrow(RangeError);
  });
});

describe('spec §3 hotel card stock "remaining {stock} rooms"', () => {
  it('writes 残りN室 / N rooms left', () => {
    expect(remainingRoomsText(3)).toBe('残り3室');
    expect(remainingRoomsText(3, 'en')).toBe('3 rooms left');
    expect(remainingRoomsText(1, 'en')).toBe('1 room left');
  });
  it('says 満室 / Sold out at zero', () => {
    expect(remainingRoomsText(0)).toBe('満室');
    expect(remainingRoomsText(0, 'en')).toBe('Sold out');
  });
});
