/** The texts of the special editor (components/operator/specials), from the console's namespace. */
import type { TFunction } from 'i18next';
import type { SpecialEditorTexts } from './SpecialEditor';

const KEYS = [
  'specialName',
  'metaTitle',
  'metaDescription',
  'metaKeyword',
  'breadCrumbsText',
  'specialCode',
  'specialCodeHint',
  'specialTarget',
  'target_tour',
  'target_hotel',
  'target_both',
  'publication',
  'publishFrom',
  'publishTo',
  'definitionJa',
  'definitionEn',
  'specialLead',
  'pickTours',
  'pickHotels',
  'specialPreview',
  'openSpecialPage',
  'createSpecial',
  'saveSpecial',
  'specialSaved',
  'saving',
  'pickSearch',
  'search',
  'pickAdd',
  'pickRemove',
  'pickUp',
  'pickNone',
  'pickNoResult',
  'pickSearching',
] as const satisfies readonly (keyof SpecialEditorTexts)[];

export function specialEditorTexts(t: TFunction): SpecialEditorTexts {
  return Object.fromEntries(KEYS.map((key) => [key, t(key)])) as SpecialEditorTexts;
}
