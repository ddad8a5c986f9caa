import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PAGE_KINDS } from './pageKind';
import { buildPageText, specialPageTextOverrides } from './pageText';
import { TITLE_VAR_NAMES, pageNumberText, type TitleVars } from './titleVars';

describe('spec §2: each page kind has its own title, description, keywords, h1 and breadcrumb', () => {
  it.each(PAGE_KINDS)('%s has non-empty texts in ja and en without any variable given', (kind) => {
    for (const lang of ['ja', 'en'] as const) {
      const text = buildPageText(kind, {}, { lang });
      for (const value of Object.values(text)) expect(value).not.toBe('');
    }
  });
  it('titles differ between page kinds', () => {
    const titles = PAGE_KINDS.map(
      (kind) => buildPageText(kind, { hotel: 'H', specialname: 'S', tourname: 'T' }).title,
    );
    expect(new Set(titles).size).toBe(PAGE_KINDS.length);
  });
});

describe('spec §2: tour list page text uses the tour title forms', () => {
  it('departure and arrival', () => {
    const t = buildPageText('tourList', { deparea: '東京', arrarea: '沖縄' }, { siteName: 'tabiyori' });
    expect(t.title).toBe('東京発 沖縄行きツアー | tabiyori');
    expect(t.h1).toBe('東京発 沖縄行きツアー');
    expect(t.breadcrumb).toBe('東京発 沖縄行きツアー');
    expect(t.keywords).toBe('ツアー,国内旅行,東京発,沖縄');
  });
  it('arrival from the most specific area when no arrarea is given', () => {
    expect(buildPageText('tourList', { area1: '九州', area2: '沖縄県', area3: '石垣島' }).h1).toBe(
      '石垣島行きツアー',
    );
  });
  it('several destination areas are joined with ・ (ja) and listed separately in keywords', () => {
    const t = buildPageText('tourList', { arrareas: ['沖縄', '石垣島'], kodawari: ['温泉', '朝食付き'] });
    expect(t.h1).toBe('沖縄・石垣島行きツアー【温泉・朝食付き】');
    expect(t.keywords).toBe('ツアー,国内旅行,沖縄,石垣島,温泉,朝食付き');
  });
  it('en wording', () => {
    const t = buildPageText(
      'tourList',
      { deparea: 'Tokyo', arrarea: 'Okinawa' },
      { lang: 'en', page: 2, siteName: 'tabiyori' },
    );
    expect(t.title).toBe('Tours from Tokyo to Okinawa - Page 2 | tabiyori');
  });
});

describe('spec §2: title variables fill the other page kinds', () => {
  it('hotel pages name the hotel and area', () => {
    expect(buildPageText('hotels', { arrarea: '箱根' }).title).toBe('箱根のホテル・旅館');
    expect(buildPageText('hotels', {}, { page: 3 }).title).toBe('ホテル・旅館 3ページ目');
    expect(buildPageText('hotelPlans', { hotel: '箱根ホテル' }).h1).toBe('箱根ホテルの宿泊プラン');
    expect(buildPageText('hotelDetail', { hotel: '箱根ホテル', area3: '箱根・湯河原' }).title).toBe(
      '箱根ホテル（箱根・湯河原） 施設情報・アクセス',
    );
    expect(buildPageText('hotelDetail', {}).title).toBe('施設情報・アクセス');
  });
  it('special and tour detail pages', () => {
    expect(buildPageText('special', { specialname: '夏休み特集' }, { page: 2 }).title).toBe(
      '夏休み特集 2ページ目',
    );
    expect(buildPageText('special', {}).h1).toBe('特集');
    expect(buildPageText('tourDetail', { tourname: '沖縄3日間', deparea: '東京' }).title).toBe(
      '沖縄3日間（東京発）',
    );
    expect(buildPageText('hotels', { arrarea: 'Hakone' }, { lang: 'en' }).title).toBe('Hotels in Hakone');
  });
  it("spec §3: a Special's own meta texts override the templates and may use variables", () => {
    const overrides = specialPageTextOverrides({
      specialName: '夏休み特集',
      metaTitle: '{specialname}｜家族旅行',
      metaDescription: ' ',
      metaKeyword: '夏休み,家族旅行,夏休み',
      breadCrumbsText: '夏休み',
    });
    const t = buildPageText('special', { specialname: '夏休み特集' }, { overrides, siteName: 'tabiyori' });
    expect(t.title).toBe('夏休み特集｜家族旅行 | tabiyori');
    expect(t.description).toBe('夏休み特集：おすすめのツアーを特集でご紹介します。');
    expect(t.keywords).toBe('夏休み,家族旅行');
    expect(t.breadcrumb).toBe('夏休み');
    expect(t.h1).toBe('夏休み特集');
  });
});

describe('missing variables never leave {x} or undefined', () => {
  it('pagetext is empty on page 1', () => {
    expect(pageNumberText(1)).toBe('');
    expect(pageNumberText(2)).toBe('2ページ目');
    expect(pageNumberText(2, 'en')).toBe('Page 2');
  });
  it('values that are undefined, null, blank or the text "undefined" are missing', () => {
    const t = buildPageText('hotels', { arrarea: 'undefined', kodawari: [' ', 'null'], hotel: null });
    expect(t.title).toBe('ホテル・旅館');
  });
  it('for every page kind, language and any subset of variables', () => {
    const value = fc.option(
      fc.oneof(fc.constantFrom('沖縄', '', ' '), fc.array(fc.constantFrom('温泉', ''))),
      {
        nil: undefined,
      },
    );
    const vars = fc.dictionary(fc.constantFrom(...TITLE_VAR_NAMES), value) as fc.Arbitrary<TitleVars>;
    fc.assert(
      fc.property(
        fc.constantFrom(...PAGE_KINDS),
        fc.constantFrom('ja' as const, 'en' as const),
        vars,
        (kind, lang, v) => {
          for (const text of Object.values(buildPageText(kind, v, { lang }))) {
            expect(text).not.toMatch(/[{}[\]]|undefined|null|\|\||^[\s・,|]|[\s・,|]$/);
            expect(text).not.toBe('');
          }
        },
      ),
    );
  });
});

describe('issue 16: no doubled 発 / From, no doubled brand', () => {
  const fields = (t: ReturnType<typeof buildPageText>) => [
    t.title,
    t.description,
    t.keywords,
    t.h1,
    t.breadcrumb,
  ];

  it('a departure area named for lists (東京・関東発, From Tokyo / Kanto) is said once', () => {
    const ja = buildPageText(
      'tourList',
      { deparea: '東京・関東発', arrarea: '沖縄' },
      { siteName: '旅日和' },
    );
    expect(ja.title).toBe('東京・関東発 沖縄行きツアー | 旅日和');
    expect(ja.h1).toBe('東京・関東発 沖縄行きツアー');
    expect(ja.breadcrumb).toBe('東京・関東発 沖縄行きツアー');
    expect(ja.keywords).toBe('ツアー,国内旅行,東京・関東発,沖縄');
    for (const text of fields(ja)) expect(text).not.toContain('発発');
    const en = buildPageText('tourList', { deparea: 'From Tokyo / Kanto' }, { lang: 'en' });
    expect(en.title).toBe('Tours from Tokyo / Kanto');
    for (const text of fields(en)) expect(text).not.toMatch(/from from/i);
    expect(buildPageText('tourList', { deparea: '羽田' }).title).toBe('羽田発ツアー');
  });

  it('a title that already ends with the brand does not get it again', () => {
    const text = buildPageText(
      'special',
      { specialname: '温泉特集' },
      { siteName: '旅日和', overrides: { title: '温泉特集 | 旅日和' } },
    );
    expect(text.title).toBe('温泉特集 | 旅日和');
    expect(buildPageText('special', { specialname: '温泉特集' }, { siteName: '旅日和' }).title).toMatch(
      /^[^|]*\| 旅日和$/,
    );
  });
});
