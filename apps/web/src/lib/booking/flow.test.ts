import { describe, expect, it } from 'vitest';
import { createIdempotencyKeeper, failureAction, policyRows } from './flow';
import type { CancellationPolicy } from './types';

const policy: CancellationPolicy = {
  kind: 'yado',
  departureDate: '20261212',
  tiers: [
    {
      fromDaysBefore: 2,
      toDaysBefore: null,
      percent: 0,
      firstDay: null,
      lastDay: '20261210',
      label: { ja: '2日前まで', en: 'Up to 2 days before' },
    },
    {
      fromDaysBefore: 1,
      toDaysBefore: 1,
      percent: 20,
      firstDay: '20261211',
      lastDay: '20261211',
      label: { ja: '前日', en: 'On 1 day before' },
    },
    {
      fromDaysBefore: 0,
      toDaysBefore: 0,
      percent: 80,
      firstDay: '20261212',
      lastDay: '20261212',
      label: { ja: '当日', en: 'On the day' },
    },
  ],
  noShowPercent: 100,
  noShowLabel: { ja: '不泊（無連絡）', en: 'No-show' },
  onlineCancelUntil: '202612112359',
};

describe('booking flow rules', () => {
  it('lists the policy tiers with their days and the no-show row', () => {
    expect(policyRows(policy, 'ja')).toEqual([
      { label: '2日前まで', period: '2026年12月10日(木)まで', percent: 0 },
      { label: '前日', period: '2026年12月11日(金)', percent: 20 },
      { label: '当日', period: '2026年12月12日(土)', percent: 80 },
      { label: '不泊（無連絡）', period: '2026年12月12日(土)以降', percent: 100 },
    ]);
    expect(policyRows(policy, 'en')[0]).toEqual({
      label: 'Up to 2 days before',
      period: 'until Thu, Dec 10, 2026',
      percent: 0,
    });
  });

  it('keeps one Idempotency-Key per submission content', () => {
    let n = 0;
    const keeper = createIdempotencyKeeper(() => `k${++n}`);
    const body = { couponCode: 'WEEKDAY8', expectedTotal: 23630 };
    const first = keeper.keyFor(body);
    expect(keeper.keyFor({ ...body })).toBe(first);
    const other = keeper.keyFor({ ...body, couponCode: 'FAMILY2000' });
    expect(other).not.toBe(first);
    keeper.reset();
    expect(keeper.keyFor({ ...body, couponCode: 'FAMILY2000' })).not.toBe(other);
    expect(first).toBe('bk-k1');
  });

  it('real keys are random and long enough for the API', () => {
    const a = createIdempotencyKeeper().keyFor({ a: 1 });
    const b = createIdempotencyKeeper().keyFor({ a: 1 });
    expect(a).not.toBe(b);
    expect(a).toMatch(/^[\x21-\x7e]{8,128}$/);
  });

  it('maps failures to what the page offers', () => {
    expect(failureAction('BKE801')).toBe('soldOut');
    expect(failureAction('BKE802')).toBe('priceChanged');
    expect(failureAction('BKE803')).toBe('couponRefused');
    expect(failureAction('ACE803')).toBe('login');
    expect(failureAction('BKE804')).toBe('notBookable');
    expect(failureAction('BKE900')).toBe('retry');
    expect(failureAction('NWE900')).toBe('retry');
  });
});
