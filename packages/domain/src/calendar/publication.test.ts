import { describe, expect, it } from 'vitest';
import { publishedOn } from './publication';

describe('publishedOn', () => {
  it('is inclusive at both ends and open-ended without a date', () => {
    expect(publishedOn('20261201', '20261201', '20261231')).toBe(true);
    expect(publishedOn('20261231', '20261201', '20261231')).toBe(true);
    expect(publishedOn('20261130', '20261201', '20261231')).toBe(false);
    expect(publishedOn('20270101', '20261201', '20261231')).toBe(false);
    expect(publishedOn('20990101', '20261201', null)).toBe(true);
    expect(publishedOn('20000101', null, '20261231')).toBe(true);
    expect(publishedOn('20261124', null, null)).toBe(true);
  });
});
