import { describe, expect, it } from 'vitest';
import {
  INTERNAL_ERROR_CODES,
  MESSAGE_CODES,
  defaultHttpStatusFor,
  isInternalErrorCode,
  messageCodeFor,
} from './catalogue';

describe('spec §8 error catalogue: internal code → message code', () => {
  it.each([
    [['TVE800', 'TVE801', 'HVE800', 'HVE801', 'TDE901', 'HDE901'], 'E_00001'],
    [['TSE900', 'CNE900', 'TDE900', 'HDE900', 'CLE900', 'SPE900', 'DCE900'], 'E_00002'],
    [['HSP900'], 'E_00003'],
    [['ISE900', 'PNF900'], 'E_90001'],
    [['NWE900'], 'E_90002'],
  ])('%j → %s', (codes, messageCode) => {
    for (const code of codes) expect(messageCodeFor(code)).toBe(messageCode);
  });
  it('has the 17 codes of the spec plus the documented extensions, each in the code scheme', () => {
    const spec = [
      'TVE800',
      'TVE801',
      'HVE800',
      'HVE801',
      'TDE901',
      'HDE901',
      'TSE900',
      'CNE900',
      'TDE900',
      'HDE900',
      'CLE900',
      'SPE900',
      'DCE900',
      'HSP900',
      'ISE900',
      'PNF900',
      'NWE900',
    ];
    expect(INTERNAL_ERROR_CODES.slice(0, 17)).toEqual(spec);
    expect(INTERNAL_ERROR_CODES.slice(17, 21)).toEqual(['OPE800', 'OPE901', 'RCE800', 'RCE901']);
    for (const code of INTERNAL_ERROR_CODES) expect(code).toMatch(/^[A-Z]{3}[89]\d\d$/);
    expect(defaultHttpStatusFor('OPE800')).toBe(400);
    expect(defaultHttpStatusFor('RCE901')).toBe(404);
  });
  it('gives accounts, favourites, bookings and operator coupons codes with their own messages and statuses', () => {
    const cases: [string, string, number][] = [
      ['ACE802', 'E_10003', 401],
      ['ACE803', 'E_10004', 401],
      ['ACE804', 'E_10005', 403],
      ['ACE805', 'E_10006', 403],
      ['ACE806', 'E_10007', 429],
      ['ACE807', 'E_10009', 400],
      ['ACE808', 'E_10010', 400],
      ['ACE809', 'E_10011', 400],
      ['ACE810', 'E_10012', 400],
      ['ACE811', 'E_10013', 400],
      ['FVE801', 'E_20001', 409],
      ['BKE801', 'E_30001', 409],
      ['BKE806', 'E_30006', 422],
      ['BKE901', 'E_30009', 404],
      ['BKE808', 'E_30011', 409],
      ['BKE809', 'E_30012', 409],
      ['BKE810', 'E_30013', 400],
      ['BKE811', 'E_30014', 400],
      ['CPE901', 'E_40002', 404],
      ['OPR800', 'E_10001', 400],
      ['OPR801', 'E_50001', 409],
      ['OPR802', 'E_50003', 409],
      ['OPR803', 'E_50004', 409],
      ['OPR901', 'E_50002', 404],
      ['RLE806', 'E_90003', 429],
      ['RQE800', 'E_90001', 400],
    ];
    for (const [code, message, status] of cases) {
      expect(messageCodeFor(code)).toBe(message);
      expect(defaultHttpStatusFor(code)).toBe(status);
    }
    // Every message code named by a code is one the message tables know.
    for (const code of INTERNAL_ERROR_CODES) expect(MESSAGE_CODES).toContain(messageCodeFor(code));
  });
  it('sends codes outside the catalogue to the generic E_90001', () => {
    expect(messageCodeFor('XYZ123')).toBe('E_90001');
    expect(messageCodeFor('toString')).toBe('E_90001');
    expect(isInternalErrorCode('constructor')).toBe(false);
  });
  it('gives each code a real HTTP status', () => {
    expect(defaultHttpStatusFor('TVE800')).toBe(400);
    expect(defaultHttpStatusFor('TDE901')).toBe(404);
    expect(defaultHttpStatusFor('HSP900')).toBe(404);
    expect(defaultHttpStatusFor('PNF900')).toBe(404);
    expect(defaultHttpStatusFor('TSE900')).toBe(500);
    expect(defaultHttpStatusFor('NWE900')).toBe(503);
    expect(defaultHttpStatusFor('nope')).toBe(500);
  });
});
