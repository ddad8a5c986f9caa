/**
 * The decoder (GET /v1/decoder, spec §3 "Reference data from the server", §3 Config): the master
 * data with every text in one language, the config consts and the settings the web needs. The one
 * owner of the shape: services/referenceData.ts assembles a `Decoder`, the OpenAPI document
 * describes it and the web's DecoderData is generated from it.
 */
import { Type, type Static } from 'typebox';
import { queryText } from './common';

export const DecoderQuerySchema = Type.Object({
  lang: queryText(16, 'ja (default) | en | showID'),
  siteCode: queryText(64, 'Calling site (accepted, no effect on the answer)'),
  agentCode: queryText(64, 'Calling agent (accepted, no effect on the answer)'),
  tourId: queryText(64, 'Tour context (accepted, no effect on the answer)'),
  preview: queryText(64, 'Preview flag (accepted, no effect on the answer)'),
});

const Code = Type.String();
const Name = Type.String();
const CodeName = Type.Object({ code: Code, name: Name });
const NameHash = Type.Record(Type.String(), Type.String(), { description: 'code → name' });

const MaintenanceEntrySchema = Type.Object({
  maintenanceFrom: Type.String({ description: 'YYYYMMDDHHmm Japan time, inclusive' }),
  maintenanceTo: Type.Union([Type.String(), Type.Null()], {
    description: 'YYYYMMDDHHmm Japan time, exclusive; null = open-ended',
  }),
});
export type MaintenanceEntry = Static<typeof MaintenanceEntrySchema>;

export const DecoderSchema = Type.Object({
  lang: Type.Union([Type.Literal('ja'), Type.Literal('en')]),
  airports: Type.Array(
    Type.Object({
      code: Code,
      name: Name,
      fullName: Name,
      kana: Type.String(),
      prefectureCode: Code,
      lat: Type.Number(),
      lng: Type.Number(),
      hub: Type.Boolean(),
    }),
  ),
  stations: Type.Array(
    Type.Object({
      code: Code,
      name: Name,
      kana: Type.String(),
      prefectureCode: Code,
      lines: Type.Array(Code),
    }),
  ),
  lines: Type.Array(Type.Object({ code: Code, name: Name, kind: Type.String() })),
  genericStations: Type.Array(
    Type.Object({ code: Code, name: Name, stationCodes: Type.Array(Code), approachTypes: Type.Array(Code) }),
  ),
  ports: Type.Array(Type.Object({ code: Code, name: Name, prefectureCode: Code })),
  area1: NameHash,
  area2: NameHash,
  area3: NameHash,
  area4: NameHash,
  regions: Type.Array(Type.Object({ code: Code, name: Name, prefectureCodes: Type.Array(Code) }), {
    description: 'area1 → its prefectures (area2); below area2 a code is its parent code + 2 digits',
  }),
  departureAreas: Type.Array(
    Type.Object({
      code: Code,
      name: Name,
      airportCodes: Type.Array(Code),
      stationCodes: Type.Array(Code),
      genericStationCodes: Type.Array(Code),
      prefectureCodes: Type.Array(Code),
    }),
  ),
  approachTypes: Type.Array(Type.Object({ code: Code, name: Name, generic: Type.Boolean() }), {
    description: 'air, train, extrain and the generic 00 (no transport) and 01 (ship)',
  }),
  kodawari: NameHash,
  kodawariGroups: Type.Array(
    Type.Object({
      code: Code,
      name: Name,
      target: Type.String(),
      kodawari: Type.Array(Type.Object({ code: Code, name: Name, children: Type.Array(Code) })),
    }),
  ),
  paxTypes: Type.Array(
    Type.Object({
      code: Code,
      name: Name,
      description: Type.String(),
      counted: Type.Boolean(),
      adult: Type.Boolean(),
      noHotelCharge: Type.Boolean(),
      noBed: Type.Boolean(),
      ratePercent: Type.Number(),
    }),
  ),
  carriers: Type.Array(Type.Object({ code: Code, name: Name, group: Type.String() })),
  bookingEndDate: Type.String({ description: 'YYYYMMDD' }),
  priceRange: Type.Object({ min: Type.Integer(), max: Type.Integer(), steps: Type.Array(Type.Integer()) }),
  calendar: Type.Union([Type.Object({ start: Type.String(), end: Type.String() }), Type.Null()], {
    description: "The tours' selectable days (YYYYMMDD, inclusive): the reserve window cut by bookingEndDate",
  }),
  calendarDates: Type.Array(Type.String(), { description: 'Every day of `calendar`, YYYYMMDD' }),
  hotelCalendar: Type.Union([Type.Object({ start: Type.String(), end: Type.String() }), Type.Null()], {
    description:
      "The hotels' selectable days (YYYYMMDD, inclusive): from today, as each plan is sold until its own booking deadline (bookingDeadlineDays), to the end of `calendar`",
  }),
  holidays: Type.Array(Type.Object({ date: Type.String(), name: Name }), {
    description: 'Holidays of the days of `hotelCalendar` (which hold those of `calendar`)',
  }),
  maintenanceSchedules: Type.Array(MaintenanceEntrySchema),
  tourTypes: Type.Array(Type.Object({ code: Code, name: Name, excludesPlanBoundCoupons: Type.Boolean() })),
  mealTypes: Type.Array(
    Type.Object({ code: Code, name: Name, breakfast: Type.Boolean(), dinner: Type.Boolean() }),
  ),
  roomTypes: Type.Array(CodeName),
  bedTypes: Type.Array(
    Type.Object({ code: Code, name: Name, widthCm: Type.Number(), lengthCm: Type.Number() }),
  ),
  bathTypes: Type.Array(CodeName),
  toiletTypes: Type.Array(CodeName),
  hotelTypes: Type.Array(CodeName),
  groupCodes: Type.Array(CodeName),
  itemCodes: Type.Array(CodeName),
  hotelImageCategories: Type.Array(Type.Object({ code: Code, slug: Type.String(), name: Name })),
  optionalCategories: Type.Array(CodeName),
  facilities: Type.Array(CodeName),
  services: Type.Array(CodeName),
  amenities: Type.Array(CodeName),
  externalFiles: Type.Object({
    notes: Type.Array(
      Type.Object({ code: Code, title: Type.String(), body: Type.Array(Type.String()), url: Type.String() }),
    ),
    flyerIcons: Type.Array(Type.Object({ code: Code, name: Name, url: Type.String() })),
    flyerCommonNotices: Type.Record(Type.String(), Type.Array(Type.String()), {
      description: 'transport type (air, train, extrain) → notices',
    }),
  }),
  consts: Type.Object({
    maintenanceMode: Type.String({ description: "'sorry' | 'none'" }),
    reserveDay: Type.Object({ min: Type.Integer(), max: Type.Integer() }),
    delimiters: Type.Record(Type.String(), Type.String()),
    gtmContainerId: Type.String(),
    noApproachGenericApproachType: Type.String(),
  }),
  noHeaderPages: Type.Array(Type.String()),
  settings: Type.Object({
    ipg: Type.Integer(),
    maxFavoriteCount: Type.Integer(),
    lowerLimitPrice: Type.Integer(),
    hotelAreaPath: Type.Boolean(),
  }),
});
export type Decoder = Static<typeof DecoderSchema>;
