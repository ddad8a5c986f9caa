import { Type } from 'typebox';

/**
 * The search index of a process as /health shows it (issue 15): off (SEARCH_INDEX=off), building,
 * ready, or behind (the change feed cannot read the database); lagMs: how long since it was last up
 * to date (null while building or off); buildMs: how long its last build took (null before one).
 */
export const SearchIndexHealthSchema = Type.Object({
  state: Type.Union([
    Type.Literal('off'),
    Type.Literal('building'),
    Type.Literal('ready'),
    Type.Literal('behind'),
  ]),
  lagMs: Type.Union([Type.Number(), Type.Null()]),
  buildMs: Type.Union([Type.Number(), Type.Null()]),
});
