/**
 * The tour answers and queries (spec §7): the search list and its count, totalPriceForAll,
 * extrainDmpSort, one tour's detail, calendar and condition. The services answer
 * `Static<typeof …>` of these; the OpenAPI document and the web's generated types come from here.
 */
import { CARRIER_GROUPS, PAX_CATEGORIES } from '@tabiyori/domain';
import { Type, type Static } from 'typebox';
import { NotAppliedSchema } from './searchNotes';
import { SearchQuerySchema } from './search';
import { Nullable, queryInt, queryText as text, queryYmd } from './common';

/** A flight's carrier group (domain pax/airline.ts CARRIER_GROUPS). */
const CarrierGroupSchema = Type.Enum([...CARRIER_GROUPS], {
  type: 'string',
  description: 'ANA, JAL, SKY or other',
});

/** A carrier group, or '' when carriers of several groups fly it (domain CarrierGroupOrMixed). */
const CarrierGroupOrMixedSchema = Type.Enum([...CARRIER_GROUPS, ''], {
  type: 'string',
  description: "flights: ANA, JAL, SKY, other, or '' when carriers of several groups fly it",
});

export const TransportationSchema = Type.Object({
  type: Type.String({ description: 'air, train, extrain (or ship)' }),
  leg: Type.String({ description: 'outbound or return' }),
  day: Type.Integer({ description: 'travel day (1-based) of the leg' }),
  depCode: Type.String(),
  arrCode: Type.String(),
  depName: Type.String(),
  arrName: Type.String(),
  allDeps: Type.Array(Type.String()),
  allArrs: Type.Array(Type.String()),
  carrierGroup: Nullable(CarrierGroupOrMixedSchema),
  services: Type.Array(
    Type.Object({
      number: Type.String(),
      carrierCode: Nullable(Type.String()),
      carrierGroup: Nullable(CarrierGroupSchema),
      depTime: Type.String({ description: 'HHmm' }),
      arrTime: Type.String({ description: 'HHmm' }),
    }),
  ),
});

export const DefaultYadoPlanSchema = Type.Object({
  relativeDate: Type.Integer({ description: 'first night (0 = the departure night)' }),
  nights: Type.Integer(),
  hotelId: Type.String(),
  hotelName: Type.String(),
  planIds: Type.Array(Type.String()),
  paxPlanIds: Type.Record(Type.String(), Type.String(), { description: 'people per room → plan id' }),
  roomTypeNames: Type.Array(Type.String()),
  planNames: Type.Array(Type.String()),
  planCanSmokes: Type.Array(Type.Boolean()),
  planMinPaxes: Type.Array(Type.Integer()),
  planMaxPaxes: Type.Array(Type.Integer()),
  mealTypeName: Type.String(),
  planGroupName: Type.String(),
  planGroupCode: Type.String(),
  usePlanGroupCodeFlag: Type.Boolean(),
});

/** At most this many tours in one totalPriceForAll call. */
export const MAX_TOTAL_PRICE_TOURS = 50;

export const tourSummaryProperties = {
  tourId: Type.String(),
  tourName: Type.String(),
  catchCopy: Type.String(),
  tourType: Type.String({ description: '01 free plan, 02 escorted, 03 dynamic package, 04 day trip' }),
  tourTypeName: Type.String(),
  tourTypeLabel: Type.String({
    description: 'spec §2: N日間 / 日帰り / 片道 / 往復 (en: N days, Day trip, …)',
  }),
  travelDays: Type.Integer(),
  nights: Type.Integer(),
  approachType: Type.String({ description: 'air, train, extrain, 00 (meet on site), 01 (ship)' }),
  tripKind: Type.String({ description: 'roundTrip or oneWay' }),
  departure: Type.Object({
    areaCode: Type.String(),
    areaName: Type.String(),
    name: Type.String(),
    airports: Type.Array(Type.String()),
    stations: Type.Array(Type.String()),
    genericStations: Type.Array(Type.String()),
  }),
  arrival: Type.Object({
    areaCodes: Type.Array(Type.String()),
    name: Type.String(),
    areaNames: Type.Array(Type.String()),
    prefectureCodes: Type.Array(Type.String()),
    regionCodes: Type.Array(Type.String()),
  }),
  overview: Type.Object({ transportation: Type.Array(TransportationSchema) }),
  defaultYadoPlans: Type.Array(DefaultYadoPlanSchema),
  hotels: Type.Array(Type.Object({ hotelId: Type.String(), hotelName: Type.String() })),
  kodawari: Type.Array(Type.String()),
  image: Nullable(Type.Object({ path: Type.String(), alt: Type.String() })),
  popularity: Type.Integer(),
  recommendScore: Type.Integer(),
};

export const TourSummarySchema = Type.Object(tourSummaryProperties);

export const TourListItemSchema = Type.Object({
  ...tourSummaryProperties,
  priceFrom: Type.Integer({
    description:
      'per adult, tax included, at paxPerRoom people per room: the date’s lowest, or the window’s lowest',
  }),
  priceTo: Type.Integer(),
  paxPerRoom: Type.Integer({
    description: 'people per room of the prices: the party’s with a date, else 2 (capacity text N名1室)',
  }),
  stock: Type.Integer({ description: 'seats left (the date’s, or the best-stocked departure’s)' }),
  goDate: Nullable(Type.String({ description: 'YYYYMMDD of the prices; null without a date' })),
});

export const TourListQuerySchema = Type.Object({
  ...SearchQuerySchema.properties,
  depGenericStationApproach: text(2, 'generic approach type (00, 01) of depGenericStation'),
  defaultHotelIds: text(2000, 'tours whose default lodging uses one of these hotels'),
  defaultPlanMeal: text(100, 'meal type codes (01–04): tours whose default plan serves that meal'),
  defaultPlanIds: text(2000, 'tours whose default lodging includes one of these plans'),
  allTours: text(5, '1: also tours without a bookable departure, listed after the bookable ones'),
});

/** The longest range one GET /v1/tours.calendar call covers (a calendar page: weeks within one month ahead). */
export const SEARCH_CALENDAR_MAX_DAYS = 42;

/** GET /v1/tours.calendar: the tour search's query and a range from–to ('from is wrong' for a day that is not one). */
export const ToursCalendarQuerySchema = Type.Object({
  ...TourListQuerySchema.properties,
  goDate: text(8, 'ignored: every day of the range is searched'),
  isNoDate: text(1, 'ignored'),
  from: Type.String({ maxLength: 8, description: 'first day YYYYMMDD' }),
  to: Type.String({
    maxLength: 8,
    description: `last day YYYYMMDD (inclusive, at most ${SEARCH_CALENDAR_MAX_DAYS} days from \`from\`)`,
  }),
});

export const ToursCalendarAnswerSchema = Type.Object({
  days: Type.Array(
    Type.Object({
      date: Type.String({ description: 'YYYYMMDD' }),
      priceFrom: Type.Integer({ description: 'yen per adult, tax included' }),
    }),
  ),
});

export const TotalPriceQuerySchema = Type.Object({
  tourIds: text(2000, `tour ids, comma separated (at most ${MAX_TOTAL_PRICE_TOURS})`),
  goDate: queryYmd('departure date YYYYMMDD'),
  adultPax: queryInt(0, 9, 'adults; default paxPerRoom × roomCount'),
  childPax: text(200, 'children, comma separated child params age-b0/1s0/1sc0/1 (spec §5)'),
  paxPerRoom: queryInt(1, 9, 'people per room; default 2'),
  roomCount: queryInt(1, 9, 'rooms; default 1'),
  bedCount: queryInt(0, 99, 'optional check: adults + children with a bed (spec §5)'),
  amount: text(
    100,
    'the party by category as ten counts m,f,a,b,c,d,e,f,a,b (male, female, childA–F, otherA, otherB), instead of adultPax/childPax',
  ),
  lang: text(10),
});

const BreakdownRowSchema = Type.Object({
  label: Type.String({ description: 'spec §9 passenger label: 大人1, 子供1, 子供2' }),
  paxType: Type.Enum([...PAX_CATEGORIES], {
    type: 'string',
    description: 'adult, child (school children), infant (preschoolers)',
  }),
  pax: Type.Integer(),
  price: Type.Integer({
    description: 'the category’s price for all its pax travellers (rows add up to totalPrice)',
  }),
});

export const TourTotalPriceSchema = Type.Object({
  tourId: Type.String(),
  available: Type.Boolean(),
  reason: Type.Optional(
    Type.Enum(['notFound', 'notSold', 'soldOut', 'occupancy', 'party', 'stock'], {
      type: 'string',
      description: 'why the party cannot book the departure (party: the rules in messages)',
    }),
  ),

  messages: Type.Optional(
    Type.Array(Type.Object({ key: Type.String(), n: Type.Optional(Type.Integer()), text: Type.String() })),
  ),
  goDate: Type.String(),
  adultPax: Type.Integer(),
  childPax: Type.Integer(),
  roomCount: Type.Integer(),
  bedCount: Type.Integer(),
  stock: Type.Integer(),
  occupancy: Type.Optional(Type.Array(Type.Integer())),
  perAdultPrice: Type.Optional(Type.Integer()),
  totalPrice: Type.Optional(Type.Integer()),
  perAdultPriceTo: Type.Optional(Type.Integer()),
  totalPriceTo: Type.Optional(Type.Integer()),
  breakdown: Type.Optional(Type.Array(BreakdownRowSchema)),
});

export const TourListAnswerSchema = Type.Object({
  tours: Type.Array(TourListItemSchema),
  notApplied: NotAppliedSchema,
});

export const CountAnswerSchema = Type.Object({ count: Type.Integer() });

export const TotalPriceAnswerSchema = Type.Object({ tours: Type.Array(TourTotalPriceSchema) });

export const DmpSortQuerySchema = Type.Object({
  hashId: text(200),
  depAreaCode: text(20),
  limit: queryInt(1, 1000, 'at most this many ids; default 1000'),
});

export const DmpSortAnswerSchema = Type.Object({
  hashId: Type.String(),
  count: Type.Integer(),
  tourIds: Type.Array(Type.String()),
});

export const TourIdParams = Type.Object({
  tourId: Type.String({ maxLength: 200, description: 'T + 6 digits' }),
});

export const PriceStockSchema = Type.Object({
  date: Type.String({ description: 'YYYYMMDD' }),
  priceFrom: Type.Integer({ description: 'per adult, tax included; 0 = not sold' }),
  priceTo: Type.Integer(),
  stock: Type.Integer(),
});

export const AirlineRuleSchema = Type.Object({
  minChildAge: Type.Integer(),
  maxPax: Type.Integer(),
  lapInfantMaxAge: Type.Integer(),
});

export const RoomAssignSchema = Type.Record(Type.String(), Type.Integer());

export const TravelScheduleSchema = Type.Object({
  tourId: Type.String(),
  goDate: Type.String(),
  travelDays: Type.Integer(),
  pax: Type.Array(
    Type.Object({
      adult: Type.Integer(),
      child: Type.Array(
        Type.Object({
          age: Type.Integer(),
          useBed: Type.Boolean(),
          useSeat: Type.Boolean(),
          isSchoolChild: Type.Boolean(),
        }),
      ),
      approachType: Type.String(),
    }),
  ),
  stays: Type.Array(
    Type.Object({
      relativeDate: Type.Integer(),
      hotelId: Type.String(),
      planId: Type.String(),
      roomAssigns: Type.Array(RoomAssignSchema),
    }),
  ),
  includeOptionals: Type.Array(
    Type.Object({
      optionalId: Type.String(),
      date: Type.String(),
      amount: RoomAssignSchema,
      optionalGroupId: Type.String(),
    }),
  ),
  stock: Type.Integer(),
});

export const TourDetailSchema = Type.Object({
  ...tourSummaryProperties,
  description: Type.String(),
  overview: Type.Object({
    transportation: Type.Array(TransportationSchema),
    includes: Type.Array(Type.String()),
    guide: Type.Boolean(),
    minPax: Type.Integer(),
    maxPax: Type.Integer(),
  }),
  itinerary: Type.Array(
    Type.Object({
      day: Type.Integer(),
      title: Type.String(),
      schedule: Type.Array(Type.String()),
      meals: Type.Object({ breakfast: Type.Boolean(), lunch: Type.Boolean(), dinner: Type.Boolean() }),
      stay: Nullable(Type.String()),
    }),
  ),
  images: Type.Array(Type.Object({ path: Type.String(), alt: Type.String() })),
  flyer: Type.Object({
    flyerMonths: Type.Array(Type.String()),
    icons: Type.Array(Type.Object({ code: Type.String(), name: Type.String(), url: Type.String() })),
    notes: Type.Array(Type.String()),
    commonNotices: Type.Array(Type.String()),
  }),
  paxPerRoom: Type.Integer(),
  priceStocks: Type.Array(PriceStockSchema),
  monthlyPriceRanges: Type.Array(
    Type.Object({ month: Type.String(), priceFrom: Type.Integer(), priceTo: Type.Integer() }),
  ),
  priceFrom: Type.Integer(),
  priceTo: Type.Integer(),
  carrierGroup: Nullable(CarrierGroupOrMixedSchema),
  airlineRule: Nullable(AirlineRuleSchema),
  goDate: Nullable(Type.String()),
  goDatePriceStock: Nullable(PriceStockSchema),
  travelSchedule: Nullable(TravelScheduleSchema),
  preview: Type.Boolean(),
});

export const CalendarDaySchema = Type.Object({
  date: Type.String(),
  priceFrom: Type.Integer(),
  priceTo: Type.Integer(),
  stock: Type.Integer(),
  dayClass: Type.Union([Type.Literal('sunday-holiday'), Type.Literal('saturday'), Type.Literal('other')], {
    description: 'spec §2 day class',
  }),
  isHoliday: Type.Boolean(),
  holidayName: Nullable(Type.String()),
  selectable: Type.Boolean({
    description: 'in the reserve window (cut by the booking end date), sold, in stock',
  }),
});

export const PlanChoiceSchema = Type.Object({
  planId: Type.String(),
  planName: Type.String(),
  mealTypeCode: Type.String(),
  mealTypeName: Type.String(),
  roomTypeCodes: Type.Array(Type.String()),
  canSmoke: Type.Boolean(),
  minPax: Type.Integer(),
  maxPax: Type.Integer(),
  isDefault: Type.Boolean(),
  prices: Type.Array(Type.Object({ paxPerRoom: Type.Integer(), price: Type.Integer() }), {
    description: 'the tour’s per-adult price on goDate with this plan, per people per room',
  }),
});

export const TourConditionSchema = Type.Object({
  tourId: Type.String(),
  goDate: Type.String(),
  travelDays: Type.Integer(),
  available: Type.Boolean(),
  priceStock: Nullable(PriceStockSchema),
  transportation: Type.Array(
    Type.Object({
      ...TransportationSchema.properties,
      date: Type.String(),
      services: Type.Array(
        Type.Object({
          ...TransportationSchema.properties.services.items.properties,
          surcharge: Type.Integer({
            description: 'yen per person this service adds (0: the service included in the price)',
          }),
        }),
      ),
    }),
  ),
  stays: Type.Array(
    Type.Object({
      relativeDate: Type.Integer(),
      nights: Type.Integer(),
      checkinDate: Type.String(),
      defaultHotelId: Type.String(),
      hotels: Type.Array(
        Type.Object({
          hotelId: Type.String(),
          hotelName: Type.String(),
          isDefault: Type.Boolean(),
          plans: Type.Array(PlanChoiceSchema),
        }),
      ),
    }),
  ),
  optionals: Type.Array(
    Type.Object({
      optionalId: Type.String(),
      optionalGroupId: Type.String(),
      name: Type.String(),
      planName: Type.String(),
      categoryCode: Type.String(),
      area3Code: Type.String(),
      prices: Type.Object({
        person1: Type.Integer(),
        person6: Nullable(Type.Integer()),
        person9: Nullable(Type.Integer()),
      }),
      startTimes: Type.Array(Type.String()),
      durationMinutes: Type.Integer(),
      minPax: Type.Integer(),
      maxPax: Type.Integer(),
      dates: Type.Array(Type.Object({ date: Type.String(), stock: Type.Integer() })),
    }),
  ),
  rules: Type.Object({
    minPax: Type.Integer(),
    maxPax: Type.Integer(),
    carrierGroup: Nullable(CarrierGroupOrMixedSchema),
    airlineRule: Nullable(AirlineRuleSchema),
  }),
});

export const TourDetailQuerySchema = Type.Object({
  lang: text(10),
  preview: text(5, '1: preview (kept only when 1)'),
  paxPerRoom: queryInt(1, 9, 'people per room of the prices; default 2'),
  goDate: queryYmd(),
});

export const TourDetailAnswerSchema = Type.Object({ tour: TourDetailSchema });

/** Most days one tourCalendar request may cover (the reserve window is 328 days by default). */
export const TOUR_CALENDAR_MAX_DAYS = 400;

export const TourCalendarQuerySchema = Type.Object({
  fromDate: queryYmd('first day YYYYMMDD; default today + the reserve-day minimum'),
  days: queryInt(1, TOUR_CALENDAR_MAX_DAYS, 'days from fromDate; default the reserve window'),
  paxPerRoom: queryInt(1, 9, 'people per room of the prices; default 2'),
  lang: text(10),
});

export const TourCalendarAnswerSchema = Type.Object({
  tourId: Type.String(),
  fromDate: Type.String(),
  days: Type.Integer(),
  paxPerRoom: Type.Integer(),
  calendar: Type.Array(CalendarDaySchema),
});

export const TourConditionQuerySchema = Type.Object({ goDate: queryYmd(), lang: text(10) });

export const TourDebugQuerySchema = Type.Object({ tourCode: text(40) });

const DebugPrice = Type.Object({ priceFrom: Type.Integer(), priceTo: Type.Integer() });

/**
 * tourDebug (DEBUG_SQL=1 only, a developer's view, never linked by the site): the figures, the
 * departure and the SQL are exact; `row` and `doc` are the stored tour row and document as they are,
 * free-form by design (they show the storage itself, whatever it holds).
 */
export const TourDebugAnswerSchema = Type.Object({
  tourId: Type.String(),
  tourCode: Type.String(),
  row: Type.Object(
    {},
    {
      additionalProperties: true,
      description:
        'the stored tour row (columns) without its doc, as stored: free-form on purpose, a debugging dump of the storage (a column a migration adds shows here without a schema edit)',
    },
  ),
  doc: Type.Object(
    {},
    {
      additionalProperties: true,
      description:
        'the stored document (the catalog Tour), as stored: free-form on purpose, since the doc is data read defensively and this view shows what it really holds, malformed parts included',
    },
  ),
  figures: Type.Object({
    today: Type.String({ description: 'YYYYMMDD' }),
    window: Type.Object({ from: Type.String(), to: Type.String() }),
    storedDays: Type.Integer(),
    bookableDays: Type.Integer(),
    soldOutDays: Type.Integer(),
    notSoldDays: Type.Integer(),
    minPriceFrom: Nullable(Type.Integer()),
    maxPriceTo: Nullable(Type.Integer()),
    searchWindowPrice: Nullable(Type.Integer({ description: 'the search’s cached no-date price' })),
    hotelFactor: Type.Number(),
  }),
  departure: Nullable(
    Type.Object({
      date: Type.String({ description: 'YYYYMMDD' }),
      stored: Nullable(
        Type.Object({ priceFrom: Type.Integer(), priceTo: Type.Integer(), stock: Type.Integer() }),
      ),
      byPaxPerRoom: Type.Array(
        Type.Object({
          paxPerRoom: Type.Integer(),
          price: Nullable(DebugPrice),
        }),
        { description: 'the price model’s per-adult price per people per room (null: not sold for k)' },
      ),
    }),
  ),
  sql: Type.Array(
    Type.Object({
      text: Type.String(),
      parameters: Type.Array(Type.Unknown(), {
        description:
          'the query’s parameters ($1, $2 …) as sent to the driver: whatever each one is (text, number, date, array), free-form on purpose',
      }),
    }),
  ),
});

export type TransportationView = Static<typeof TransportationSchema>;
export type DefaultYadoPlanView = Static<typeof DefaultYadoPlanSchema>;
export type TourSummary = Static<typeof TourSummarySchema>;
export type TourListQuery = Static<typeof TourListQuerySchema>;
export type TourListItem = Static<typeof TourListItemSchema>;
export type PriceStock = Static<typeof PriceStockSchema>;
export type BreakdownRow = Static<typeof BreakdownRowSchema>;
export type TourTotalPrice = Static<typeof TourTotalPriceSchema>;
export type TourDetail = Static<typeof TourDetailSchema>;
export type TourCondition = Static<typeof TourConditionSchema>;
