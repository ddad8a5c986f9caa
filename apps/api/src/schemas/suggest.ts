/**
 * GET /v1/hotels.suggest (spec §7): the query and the answer, areas and hotels best first. The one
 * owner of the shape: services/suggest.ts answers `Static<>` of it and the web's SuggestAnswer is
 * generated from it.
 */
import { SUGGEST_MAX_LENGTH } from '@tabiyori/domain';
import { Type, type Static } from 'typebox';
import { Nullable, queryText } from './common';

export const SuggestQuerySchema = Type.Object({
  suggestKeyword: queryText(SUGGEST_MAX_LENGTH, 'kanji, hiragana, katakana or romaji'),
  lang: queryText(16, 'ja (default) | en | showID'),
});

const AreaSuggestionSchema = Type.Object({
  code: Type.String(),
  level: Type.Integer({ minimum: 1, maximum: 4 }),
  name: Type.String(),
  parentName: Nullable(Type.String()),
});
export type AreaSuggestion = Static<typeof AreaSuggestionSchema>;

const HotelSuggestionSchema = Type.Object({
  hotelId: Type.String(),
  name: Type.String(),
  areaCode: Type.String(),
  areaName: Type.String(),
});
export type HotelSuggestion = Static<typeof HotelSuggestionSchema>;

export const SuggestResultSchema = Type.Object({
  areas: Type.Array(AreaSuggestionSchema, { description: 'at most 10' }),
  hotels: Type.Array(HotelSuggestionSchema, { description: 'at most 10' }),
});
export type SuggestResult = Static<typeof SuggestResultSchema>;
