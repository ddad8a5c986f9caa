/**
 * The query of every product search (spec §3 search condition, §7 query parameters): all optional
 * strings, read strictly by services/searchParams.ts (domain queryCodec and the spec §5 checks) so
 * that a wrong value answers the route's catalogue code naming the parameter.
 */
import { Type, type Static } from 'typebox';

const text = (maxLength = 500) => Type.Optional(Type.String({ maxLength }));

/** Query parameters every search call accepts (all optional; strings, checked below). */
export const SearchQuerySchema = Type.Object({
  lang: text(10),
  approachType: text(10),
  arrAreaCode: text(),
  depAreaCode: text(20),
  depAirport: text(10),
  depStation: text(40),
  depGenericStation: text(40),
  goDate: text(8),
  isNoDate: text(1),
  nights: text(3),
  tourDays: text(3),
  paxPerRoom: text(2),
  adultPax: text(2),
  childPax: text(200),
  roomCount: text(2),
  minPrice: text(9),
  maxPrice: text(9),
  kodawari: text(),
  notExcludeKodawari: text(),
  keyword: text(200),
  planGroupKeyword: text(200),
  meal: text(100),
  roomType: text(100),
  hotelIds: text(2000),
  tourIds: text(2000),
  planIds: text(2000),
  tourType: text(10),
  GroupID: text(40),
  groupCode: text(40),
  ITEM_CD: text(20),
  sort: text(20),
  page: text(6),
  ipg: text(3),
});
export type SearchQuery = Static<typeof SearchQuerySchema>;

/** A hotel search (GET /v1/hotels, /v1/hotel/{hotelId}/…): the search plus the party's bed counts. */
export const HotelQuerySchema = Type.Object({
  ...SearchQuerySchema.properties,
  bedCount: Type.Optional(Type.String({ maxLength: 2, description: 'adults plus children using a bed' })),
  noBedCount: Type.Optional(Type.String({ maxLength: 2, description: 'children without a bed' })),
});
export type HotelQuery = Static<typeof HotelQuerySchema>;
