/** Spec §2, §4: the booking step bar reads only the four static files of a language. */
import { describe, expect, it } from 'vitest';
import { stepBarFile } from './StepBar';

describe('step bar file (spec §2, §4)', () => {
  it('names the static file by step and language', () => {
    expect(stepBarFile(1, 'ja')).toBe('stepbar-1-ja.html');
    expect(stepBarFile(4, 'en')).toBe('stepbar-4-en.html');
  });

  it('accepts only steps 1–4, so no other path can be read', () => {
    expect(stepBarFile(0, 'ja')).toBeNull();
    expect(stepBarFile(5, 'en')).toBeNull();
    expect(stepBarFile(1.5, 'ja')).toBeNull();
  });
});
