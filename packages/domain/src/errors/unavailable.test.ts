import { describe, expect, it } from 'vitest';
import { errorCodeText } from './errorPage';
import { errorMessageFor } from './messages';
import { UNAVAILABLE_CODE, unavailableNotice } from './unavailable';

describe('unavailableNotice (the last-resort error page)', () => {
  it.each(['ja', 'en'] as const)('gives DCE900’s catalogue message and code line in %s', (lang) => {
    expect(UNAVAILABLE_CODE).toBe('DCE900');
    expect(unavailableNotice(lang)).toEqual({
      message: errorMessageFor('DCE900', lang),
      codesText: errorCodeText(['DCE900'], lang),
    });
  });

  it('reads the table’s own texts', () => {
    expect(unavailableNotice('ja').codesText).toBe('エラーコード <DCE900>');
    expect(unavailableNotice('en').message).toBe(errorMessageFor('DCE900', 'en'));
  });
});
