import { describe, expect, it } from 'vitest';
import { rentalChoiceParams, rentalChoicesOfQuery } from './choices';

describe('rental choices in URLs (issue 18.2)', () => {
  it('reads options with pieces and the return office, leaving out what is malformed', () => {
    const query = new URLSearchParams(
      'opt_cdw=1&opt_childSeat=2&opt_juniorSeat=0&opt_etcCard=x&opt_wifi=1&opt_snowTyres=12&returnOfficeCode=SPK01',
    );
    expect(rentalChoicesOfQuery(query)).toEqual({
      options: [
        { code: 'cdw', quantity: 1 },
        { code: 'childSeat', quantity: 2 },
      ],
      returnOfficeCode: 'SPK01',
    });
    expect(rentalChoicesOfQuery({ returnOfficeCode: 'spk01' }).returnOfficeCode).toBeNull();
  });

  it('writes what it reads', () => {
    const choices = {
      options: [
        { code: 'cdw', quantity: 1 },
        { code: 'juniorSeat', quantity: 2 },
      ],
      returnOfficeCode: 'CTS01',
    };
    const params = rentalChoiceParams(choices);
    expect(params).toEqual({ opt_cdw: '1', opt_juniorSeat: '2', returnOfficeCode: 'CTS01' });
    expect(rentalChoicesOfQuery(params)).toEqual(choices);
    expect(rentalChoiceParams({ options: [{ code: 'wifi', quantity: 1 }], returnOfficeCode: null })).toEqual(
      {},
    );
  });
});
