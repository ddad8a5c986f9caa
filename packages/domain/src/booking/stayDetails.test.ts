import { describe, expect, it } from 'vitest';
import {
  checkinTimeOptions,
  defaultPlacement,
  formatCheckinTime,
  isCheckinTimeAllowed,
  normalizeStayRequests,
  roomParties,
  roomPartyText,
  STAY_REQUESTS_MAX,
} from './stayDetails';

describe('check-in times', () => {
  it('are every half hour from the check-in time to the latest, both included', () => {
    expect(checkinTimeOptions('1500', '1700')).toEqual(['1500', '1530', '1600', '1630', '1700']);
    expect(checkinTimeOptions('2300', '2400')).toEqual(['2300', '2330', '2400']);
    expect(checkinTimeOptions('1500', undefined)).toEqual([]);
    expect(checkinTimeOptions('15:00', '1800')).toEqual([]);
  });

  it('accept only a time of the list', () => {
    expect(isCheckinTimeAllowed('1630', '1500', '1800')).toBe(true);
    expect(isCheckinTimeAllowed('1400', '1500', '1800')).toBe(false);
    expect(isCheckinTimeAllowed('1615', '1500', '1800')).toBe(false);
    expect(isCheckinTimeAllowed('1830', '1500', '1800')).toBe(false);
    expect(formatCheckinTime('2400')).toBe('24:00');
  });
});

describe('requests', () => {
  it('are trimmed, keep line breaks and are none when empty', () => {
    expect(normalizeStayRequests('  高層階希望\r\n禁煙  ')).toEqual({ ok: true, value: '高層階希望\n禁煙' });
    expect(normalizeStayRequests('   ')).toEqual({ ok: true, value: null });
    expect(normalizeStayRequests(undefined)).toEqual({ ok: true, value: null });
  });

  it('refuse control characters and more than the maximum (counted in characters)', () => {
    expect(normalizeStayRequests('a\u0000b')).toEqual({ ok: false, reason: 'invalid' });
    expect(normalizeStayRequests('a\tb')).toEqual({ ok: false, reason: 'invalid' });
    expect(normalizeStayRequests('あ'.repeat(STAY_REQUESTS_MAX)).ok).toBe(true);
    expect(normalizeStayRequests('😀'.repeat(STAY_REQUESTS_MAX))).toMatchObject({ ok: true });
    expect(normalizeStayRequests('あ'.repeat(STAY_REQUESTS_MAX + 1))).toEqual({
      ok: false,
      reason: 'tooLong',
    });
  });
});

describe('rooms', () => {
  const adult = { paxCategory: 'adult', useBed: true } as const;
  const child = { paxCategory: 'child', useBed: true } as const;
  const infant = { paxCategory: 'infant', useBed: false } as const;

  it('count each room’s adults, children and infants', () => {
    expect(roomParties([0, 1, 1, 0], [adult, adult, child, infant], 2)).toEqual([
      { adults: 1, children: 0, infants: 1 },
      { adults: 1, children: 1, infants: 0 },
    ]);
  });

  it('say a room’s party in the categories’ words', () => {
    const room = { adults: 1, children: 0, infants: 1 };
    expect(roomPartyText(room)).toBe('大人1名・幼児1名');
    expect(roomPartyText(room, 'en')).toBe('1 adult, 1 infant');
    expect(roomPartyText({ adults: 2, children: 1, infants: 0 }, 'en')).toBe('2 adults, 1 child');
  });

  it('refuse a room without a bed user, a guest outside the rooms or a missing guest', () => {
    expect(roomParties([0, 0, 1], [adult, adult, infant], 2)).toBeNull();
    expect(roomParties([0, 2], [adult, adult], 2)).toBeNull();
    expect(roomParties([0], [adult, adult], 2)).toBeNull();
    expect(roomParties([0, 0.5], [adult, adult], 2)).toBeNull();
  });

  it('place by default as the price does: bed users room by room, bedless round-robin', () => {
    expect(defaultPlacement([adult, adult, adult], 2)).toEqual([0, 1, 1]);
    expect(defaultPlacement([adult, adult, infant, infant], 2)).toEqual([0, 1, 0, 1]);
  });
});
