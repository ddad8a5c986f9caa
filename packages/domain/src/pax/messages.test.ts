import { describe, expect, it } from 'vitest';
import {
  dedupePaxMessages,
  PAX_ERROR_KEYS,
  PAX_MESSAGES,
  PAX_NOTE_KEYS,
  paxMessageText,
  type PaxMessageKey,
} from './messages';

const allKeys: PaxMessageKey[] = [...PAX_ERROR_KEYS, ...PAX_NOTE_KEYS];

describe('spec §5 people and room messages: ja and en tables', () => {
  it('ja and en have exactly the message keys, none empty', () => {
    for (const lang of ['ja', 'en'] as const) {
      expect(Object.keys(PAX_MESSAGES[lang]).sort()).toEqual([...allKeys].sort());
      for (const key of allKeys) expect(PAX_MESSAGES[lang][key].trim()).not.toBe('');
    }
  });

  it('uses i18next {{n}} interpolation the same way in ja and en', () => {
    for (const key of allKeys) {
      expect(PAX_MESSAGES.ja[key].includes('{{n}}'), key).toBe(PAX_MESSAGES.en[key].includes('{{n}}'));
      for (const lang of ['ja', 'en'] as const) {
        expect(PAX_MESSAGES[lang][key].replaceAll('{{n}}', ''), key).not.toMatch(/[{}]/);
      }
    }
  });

  it('spec §5: unfilled travellers, in natural Japanese', () => {
    expect(paxMessageText({ key: 'unfilledTravellers' })).toBe('未入力の旅行者がいます。');
  });

  it('spec §5: bookable count is N or more / N or fewer', () => {
    expect(paxMessageText({ key: 'bookableMin', n: 2 })).toBe('2名以上でご予約いただけます。');
    expect(paxMessageText({ key: 'bookableMax', n: 4 }, 'en')).toBe('This can be booked for up to 4 people.');
  });

  it('spec §9: cannot select more than 9', () => {
    expect(paxMessageText({ key: 'maxSelectable', n: 9 })).toBe('9名を超えて選択することはできません。');
  });

  it('spec §5: lap children message names the oldest lap age', () => {
    expect(paxMessageText({ key: 'lapChildrenExceedAdults', n: 2 })).toMatch(/^2歳以下のお子様は/);
  });

  it('spec §5 modal wording: option labels with/without seat and bedding', () => {
    expect(
      (['withSeat', 'withoutSeat', 'withBedding', 'withoutBedding'] as const).map((key) =>
        paxMessageText({ key }),
      ),
    ).toEqual(['座席あり', '座席なし', '寝具あり', '寝具なし']);
  });

  it('spec §5 modal wording: up to {maxBedCount} people excluding those without a bed', () => {
    expect(paxMessageText({ key: 'noteMaxBedCount', n: 6 })).toBe(
      '添い寝のお子様を除き、6名までご予約いただけます。',
    );
  });

  it('keeps the first of identical messages in order', () => {
    expect(
      dedupePaxMessages([
        { key: 'bookableMax', n: 4 },
        { key: 'adultRequired', n: 1 },
        { key: 'bookableMax', n: 4 },
        { key: 'bookableMax', n: 6 },
      ]),
    ).toEqual([
      { key: 'bookableMax', n: 4 },
      { key: 'adultRequired', n: 1 },
      { key: 'bookableMax', n: 6 },
    ]);
  });
});
