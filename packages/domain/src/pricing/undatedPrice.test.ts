import { describe, expect, it } from 'vitest';
import { LAST_MINUTE_DAYS, pricesUndatedList, undatedSaleEndAfter } from './undatedPrice';

describe('spec §3 isNoDate: last-minute plans do not price an undated list', () => {
  it('a plan sold only for the next two weeks is a last-minute offer', () => {
    expect(LAST_MINUTE_DAYS).toBe(14);
    expect(undatedSaleEndAfter('20261130')).toBe('20261214');
    expect(pricesUndatedList('20261201', '20261130')).toBe(false);
    expect(pricesUndatedList('20261214', '20261130')).toBe(false);
    expect(pricesUndatedList('20261215', '20261130')).toBe(true);
  });
});
