/** Booking changes (issue 18 item 5): what may change, until when, the difference and the payment. */
import { describe, expect, it } from 'vitest';
import {
  bookingChangeLines,
  CHANGEABLE_FIELDS,
  changeDeadline,
  changeDifference,
  changePayment,
  changeRefusal,
} from './bookingChange';
import { cancellationPolicy } from './cancellationPolicy';

/** Japan wall clock YYYYMMDD HH:mm as an instant. */
const jst = (ymd: string, hh = 0, mm = 0) =>
  Date.UTC(Number(ymd.slice(0, 4)), Number(ymd.slice(4, 6)) - 1, Number(ymd.slice(6, 8)), hh, mm) -
  9 * 3600_000;

describe('booking change rule', () => {
  it('a tour changes nothing online; stays, dp, activities and rentals change date and party', () => {
    expect(CHANGEABLE_FIELDS.tour).toEqual([]);
    expect(CHANGEABLE_FIELDS.yado).toEqual(['date', 'nights', 'party', 'rooms']);
    expect(CHANGEABLE_FIELDS.optional).toEqual(['date', 'party']);
    expect(CHANGEABLE_FIELDS.rentacar).toContain('rentalTimes');
    const policy = cancellationPolicy('tour', '20261220');
    expect(changeRefusal({ kind: 'tour', status: 'confirmed', policy }, jst('20261101'))).toBe(
      'NOT_CHANGEABLE',
    );
  });

  it('the change closes with the free cancellation tier: 2 days before for a stay, 21 for a dp', () => {
    const stay = cancellationPolicy('yado', '20261220');
    expect(changeDeadline(stay)).toBe('20261218');
    const booking = { kind: 'yado' as const, status: 'confirmed' as const, policy: stay };
    expect(changeRefusal(booking, jst('20261218', 23, 59))).toBeNull();
    expect(changeRefusal(booking, jst('20261219'))).toBe('DEADLINE_PASSED');
    expect(changeRefusal({ ...booking, status: 'cancelled' }, jst('20261201'))).toBe('CANCELLED');
    const dp = cancellationPolicy('dp', '20261220');
    expect(changeDeadline(dp)).toBe('20261129');
    expect(changeRefusal({ kind: 'dp', status: 'confirmed', policy: dp }, jst('20261130'))).toBe(
      'DEADLINE_PASSED',
    );
    expect(changeDeadline(cancellationPolicy('rentacar', '20261220'))).toBe('20261212');
  });

  it('the difference is new minus old', () => {
    expect(changeDifference(20000, 26000)).toBe(6000);
    expect(changeDifference(20000, 15000)).toBe(-5000);
  });

  it('payment: on site pays the new total; an awaiting transfer keeps the earlier deadline; a paid one is refunded or refused', () => {
    const now = jst('20261101', 10);
    expect(
      changePayment(
        { method: 'onsite', status: 'onsite', deadline: null },
        { newPaidTotal: 30000, difference: 5000, newStartDate: '20261210' },
        now,
      ),
    ).toEqual({ ok: true, status: 'onsite', deadline: null, amountDue: 30000, refund: 0 });
    // Awaiting: old deadline 20261105, a new booking today would pay by 20261108 → 20261105 stays.
    expect(
      changePayment(
        { method: 'bank_transfer', status: 'awaiting', deadline: '20261105' },
        { newPaidTotal: 40000, difference: 2000, newStartDate: '20261230' },
        now,
      ),
    ).toMatchObject({ ok: true, status: 'awaiting', deadline: '20261105', amountDue: 40000 });
    // Moved earlier: departure 20261112 → a new booking's deadline (today + 2 = 20261103) is earlier.
    expect(
      changePayment(
        { method: 'bank_transfer', status: 'awaiting', deadline: '20261105' },
        { newPaidTotal: 40000, difference: 0, newStartDate: '20261112' },
        now,
      ),
    ).toMatchObject({ deadline: '20261103' });
    expect(
      changePayment(
        { method: 'bank_transfer', status: 'paid', deadline: '20261105' },
        { newPaidTotal: 38000, difference: -2000, newStartDate: '20261230' },
        now,
      ),
    ).toEqual({ ok: true, status: 'paid', deadline: '20261105', amountDue: 0, refund: 2000 });
    expect(
      changePayment(
        { method: 'bank_transfer', status: 'paid', deadline: '20261105' },
        { newPaidTotal: 42000, difference: 2000, newStartDate: '20261230' },
        now,
      ),
    ).toEqual({ ok: false, refusal: 'PAID_PRICE_RISE' });
  });
});

describe('booking change lines (the change mail)', () => {
  const before = {
    startDate: '20261205',
    nights: 1,
    adultPax: 2,
    children: [] as { age: number; useBed: boolean; isSchoolChild: boolean }[],
    roomCount: 1,
    rental: null,
    paidTotal: 24000,
  };
  it('names each change and the difference, in ja and en', () => {
    const after = {
      ...before,
      startDate: '20261208',
      nights: 2,
      roomCount: 2,
      adultPax: 3,
      paidTotal: 51000,
    };
    expect(bookingChangeLines(before, after, [{ couponName: '秋の旅 500円引き' }], 'ja')).toEqual([
      '日程：2026年12月5日(土)から1泊 → 2026年12月8日(火)から2泊',
      '人数：大人2名 → 大人3名',
      '部屋数：1室 → 2室',
      'クーポン「秋の旅 500円引き」は条件に合わなくなったため、適用を外しました',
      'お支払い金額：24,000円 → 51,000円（差額 +27,000円）',
    ]);
    const child = { age: 8, useBed: true, isSchoolChild: true };
    const cheaper = bookingChangeLines(before, { ...before, children: [child], paidTotal: 20000 }, [], 'en');
    expect(cheaper[0]).toBe('Party: 2 adults → 2 adults, 1 child');
    // An infant (not yet at school) is counted as one, as the price rows and the rooms count it.
    const infant = { age: 3, useBed: false, isSchoolChild: false };
    const family = { ...before, children: [child, infant] };
    expect(bookingChangeLines(before, family, [], 'ja')[0]).toBe('人数：大人2名 → 大人2名・子供1名・幼児1名');
    expect(bookingChangeLines(before, family, [], 'en')[0]).toBe(
      'Party: 2 adults → 2 adults, 1 child, 1 infant',
    );
    expect(cheaper[1]).toMatch(/^Amount: .*24,000.* → .*20,000.* \(difference −.*4,000.*\)$/);
  });

  it('names a change of room type in the booking’s language, and a rental’s new times in its dates', () => {
    const washitsu = { ja: '和室10畳', en: 'Japanese-style room (10 tatami)' };
    const twin = { ja: 'ツイン', en: 'Twin room' };
    const lines = (lang: 'ja' | 'en') =>
      bookingChangeLines(
        { ...before, roomName: washitsu },
        { ...before, roomName: twin, paidTotal: 26000 },
        [],
        lang,
      );
    expect(lines('ja')[0]).toBe('お部屋タイプ：和室10畳 → ツイン');
    expect(lines('en')[0]).toBe('Room type: Japanese-style room (10 tatami) → Twin room');
    // The same room, or a summary recorded before the name was kept: no line.
    expect(
      bookingChangeLines({ ...before, roomName: twin }, { ...before, roomName: twin }, [], 'ja'),
    ).toHaveLength(1);
    expect(bookingChangeLines(before, { ...before, roomName: twin }, [], 'ja')).toHaveLength(1);
    const rental = { pickupTime: '1000', returnDate: '20261206', returnTime: '1000' };
    const later = bookingChangeLines(
      { ...before, nights: 0, rental },
      { ...before, nights: 0, rental: { ...rental, pickupTime: '1300', returnTime: '1800' } },
      [],
      'ja',
    );
    expect(later[0]).toBe(
      '日程：2026年12月5日(土) 10:00 – 2026年12月6日(日) 10:00 → 2026年12月5日(土) 13:00 – 2026年12月6日(日) 18:00',
    );
  });
});
