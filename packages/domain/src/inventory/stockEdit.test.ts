import { describe, expect, it } from 'vitest';
import { applyStockEdit, bulkEditDays, MAX_BULK_DAYS, MAX_DAY_STOCK } from './stockEdit';

const day = { left: 2, booked: 3, stopped: false };

describe('applyStockEdit', () => {
  it('sets the total: what is left is the total less what is booked', () => {
    expect(applyStockEdit(day, { action: 'set', quantity: 10 })).toEqual({
      ok: true,
      day: { left: 7, booked: 3, stopped: false },
    });
    expect(applyStockEdit(day, { action: 'set', quantity: 3 })).toEqual({
      ok: true,
      day: { left: 0, booked: 3, stopped: false },
    });
  });

  it('refuses a total below what is booked, with the booked count', () => {
    expect(applyStockEdit(day, { action: 'set', quantity: 2 })).toEqual({
      ok: false,
      booked: 3,
      requestedTotal: 2,
    });
    expect(applyStockEdit(day, { action: 'add', quantity: -3 })).toEqual({
      ok: false,
      booked: 3,
      requestedTotal: 2,
    });
  });

  it('adds to the total, also downwards to exactly what is booked', () => {
    expect(applyStockEdit(day, { action: 'add', quantity: 4 })).toMatchObject({ ok: true, day: { left: 6 } });
    expect(applyStockEdit(day, { action: 'add', quantity: -2 })).toMatchObject({
      ok: true,
      day: { left: 0 },
    });
  });

  it('refuses fractions and totals over the day maximum', () => {
    expect(applyStockEdit(day, { action: 'set', quantity: 4.5 }).ok).toBe(false);
    expect(applyStockEdit(day, { action: 'set', quantity: MAX_DAY_STOCK + 1 }).ok).toBe(false);
    expect(applyStockEdit(day, { action: 'set', quantity: MAX_DAY_STOCK }).ok).toBe(true);
  });

  it('stops and resumes without touching what is left', () => {
    const stopped = applyStockEdit(day, { action: 'stop' });
    expect(stopped).toEqual({ ok: true, day: { left: 2, booked: 3, stopped: true } });
    expect(applyStockEdit({ ...day, stopped: true }, { action: 'resume' })).toEqual({
      ok: true,
      day: { left: 2, booked: 3, stopped: false },
    });
  });
});

describe('bulkEditDays', () => {
  it('lists every day of the range when no weekday is given', () => {
    expect(bulkEditDays('20261230', '20270102')).toEqual(['20261230', '20261231', '20270101', '20270102']);
  });

  it('keeps only the chosen weekdays (0 Sunday … 6 Saturday)', () => {
    // 2026-12-05 is a Saturday, 2026-12-06 a Sunday.
    expect(bulkEditDays('20261201', '20261214', [0, 6])).toEqual([
      '20261205',
      '20261206',
      '20261212',
      '20261213',
    ]);
  });

  it('refuses a reversed, too long or malformed range', () => {
    expect(bulkEditDays('20261202', '20261201')).toBeNull();
    expect(bulkEditDays('20260101', '20270102')).toBeNull();
    expect(bulkEditDays('20260101', '20270101')).toHaveLength(MAX_BULK_DAYS);
    expect(bulkEditDays('20260101', '20261231')).toHaveLength(MAX_BULK_DAYS - 1);
    expect(bulkEditDays('2026-01-01', '20260102')).toBeNull();
  });
});
