/**
 * The stored-document model: the shapes of reference data of Japan, hotels, rooms, plans, tours,
 * optional activities, car rental and specials as the database keeps them (json documents and their
 * columns) and the services read them. The demo generator (catalog/) builds values of these types.
 * Field names follow SPEC.md §3 where the spec names them.
 *
 * Conventions: money is integer yen (tax included); dates are `YYYYMMDD`; times of day `HHmm`;
 * every user-visible text is an {@link I18nText} (ja + en).
 */
import type { RentalOptionDefinition } from '@tabiyori/domain';

export type Lang = 'ja' | 'en';

/** A user-visible text in both languages. */
export interface I18nText {
  ja: string;
  en: string;
}

/* ------------------------------------------------------------------ reference: areas */

/** area1: a direction / region (地方). Code is a lowercase romaji slug, e.g. `kanto`. */
export interface Region {
  code: string;
  name: I18nText;
  kana: string;
  prefectureCodes: string[];
}

/** area2: a prefecture; code is the JIS X 0401 code `01`–`47`. */
export interface Prefecture {
  code: string;
  /** Full name with suffix: 東京都, 北海道, 京都府, 青森県. */
  name: I18nText;
  /** Name without 都/府/県 suffix (北海道 stays 北海道). */
  shortName: I18nText;
  kana: string;
  romaji: string;
  regionCode: string;
  lat: number;
  lng: number;
}

export type Area3Kind = 'city' | 'onsen' | 'resort' | 'beach' | 'ski' | 'nature';

/** area3: a sightseeing area; code = area2 code + 2 digits, e.g. `1402`. */
export interface Area3 {
  code: string;
  prefectureCode: string;
  regionCode: string;
  name: I18nText;
  kana: string;
  romaji: string;
  kind: Area3Kind;
  /** Tourism weight 1–10 (hotel and tour density). */
  weight: number;
  lat: number;
  lng: number;
  districtCodes: string[];
}

export type AccessMode = 'walk' | 'bus' | 'car';

/** area4: a district; code = area3 code + 2 digits, e.g. `140201`. */
export interface Area4 {
  code: string;
  area3Code: string;
  prefectureCode: string;
  regionCode: string;
  name: I18nText;
  kana: string;
  romaji: string;
  lat: number;
  lng: number;
  /** Address part after the prefecture (city, ward, town), e.g. 足柄下郡箱根町湯本. */
  city: string;
  /** Nearest station, port or airport used in the access text. */
  access: { from: I18nText; mode: AccessMode; minutes: number };
  /** A hot-spring district (温泉地). */
  onsen: boolean;
}

/** Level of an area code: 1 region slug, 2 prefecture, 3 area, 4 district. */
export type AreaLevel = 1 | 2 | 3 | 4;

/* ------------------------------------------------------------------ reference: transport */

export interface Airport {
  /** IATA code. */
  code: string;
  /** Short name as shown in tour names: 羽田, 那覇. */
  name: I18nText;
  /** Official name: 東京国際空港（羽田）. */
  fullName: I18nText;
  kana: string;
  prefectureCode: string;
  lat: number;
  lng: number;
  /** Hub airport: routes are assumed between a hub and any airport farther than 300 km. */
  hub: boolean;
}

export type LineKind = 'shinkansen' | 'limitedExpress' | 'private';

export interface RailLine {
  code: string;
  name: I18nText;
  kind: LineKind;
}

export interface Station {
  code: string;
  name: I18nText;
  kana: string;
  prefectureCode: string;
  lat: number;
  lng: number;
  /** Line codes serving the station (derived from the train services). */
  lines: string[];
}

/** A named train service along an ordered list of stops with minutes from the first stop. */
export interface TrainService {
  code: string;
  /** Train name, e.g. のぞみ, ロマンスカー. */
  name: I18nText;
  lineCode: string;
  /** `train` = JR shinkansen; `extrain` = limited express (JR conventional or private railway). */
  approachType: 'train' | 'extrain';
  stops: { stationCode: string; minutes: number }[];
}

/** A generic departure station covering several stations (e.g. 東京都区内). */
export interface GenericStation {
  code: string;
  name: I18nText;
  stationCodes: string[];
  approachTypes: ApproachType[];
}

/** Approach (transport) types: air, JR train, limited express, and the generic 00 / 01. */
export type ApproachType = 'air' | 'train' | 'extrain' | '00' | '01';

export interface ApproachTypeDef {
  code: ApproachType;
  name: I18nText;
  generic: boolean;
}

export interface DepartureArea {
  code: string;
  name: I18nText;
  airportCodes: string[];
  stationCodes: string[];
  genericStationCodes: string[];
  /** Prefectures whose residents usually depart from here. */
  prefectureCodes: string[];
}

export interface Port {
  code: string;
  name: I18nText;
  prefectureCode: string;
  lat: number;
  lng: number;
}

export type CarrierGroup = 'ANA' | 'JAL' | 'SKY' | 'other';

export interface Carrier {
  code: string;
  name: I18nText;
  group: CarrierGroup;
}

/* ------------------------------------------------------------------ reference: masters */

export interface CodeName {
  code: string;
  name: I18nText;
}

export interface KodawariGroup {
  code: string;
  name: I18nText;
  /** What the group applies to. */
  target: 'hotel' | 'tour';
}

export interface Kodawari {
  code: string;
  groupCode: string;
  name: I18nText;
  /** Child feature codes (searching the parent also matches hotels with a child feature). */
  children: string[];
}

export interface TourTypeDef extends CodeName {
  /** Spec §5: plan-bound coupons (hotelPlanCode) are excluded on list pages for tour type 03. */
  excludesPlanBoundCoupons: boolean;
}

export interface MealTypeDef extends CodeName {
  breakfast: boolean;
  dinner: boolean;
}

export type PaxTypeCode =
  'male' | 'female' | 'childA' | 'childB' | 'childC' | 'childD' | 'childE' | 'childF' | 'otherA' | 'otherB';

export interface PaxTypeDef {
  code: PaxTypeCode;
  name: I18nText;
  description: I18nText;
  /** Counted in the room's head count. */
  counted: boolean;
  /** Counts as an adult. */
  adult: boolean;
  /** Lodging is free of charge. */
  noHotelCharge: boolean;
  /** Uses no bed / bedding. */
  noBed: boolean;
  /** Lodging price as a percentage of the adult price. */
  ratePercent: number;
}

export interface ImageCategory {
  code: string;
  /** Folder slug used in image paths. */
  slug: string;
  name: I18nText;
}

export interface ExternalNote {
  code: string;
  title: I18nText;
  body: I18nText[];
  url: string;
}

export interface FlyerIcon {
  code: string;
  name: I18nText;
  url: string;
}

export interface ExternalFiles {
  notes: ExternalNote[];
  flyerIcons: FlyerIcon[];
  /** Common notices printed on flyers per transport type. */
  flyerCommonNotices: Record<'air' | 'train' | 'extrain', I18nText[]>;
}

export interface HolidayEntry {
  date: string;
  name: I18nText;
}

export interface MaintenanceScheduleEntry {
  /** `YYYYMMDDHHmm`, inclusive. */
  maintenanceFrom: string;
  /** `YYYYMMDDHHmm`, exclusive. */
  maintenanceTo: string;
}

export interface ReferenceData {
  regions: Region[];
  prefectures: Prefecture[];
  areas3: Area3[];
  areas4: Area4[];
  airports: Airport[];
  stations: Station[];
  lines: RailLine[];
  trainServices: TrainService[];
  genericStations: GenericStation[];
  ports: Port[];
  approachTypes: ApproachTypeDef[];
  departureAreas: DepartureArea[];
  carriers: Carrier[];
  kodawariGroups: KodawariGroup[];
  kodawari: Kodawari[];
  tourTypes: TourTypeDef[];
  mealTypes: MealTypeDef[];
  roomTypes: CodeName[];
  bedTypes: (CodeName & { widthCm: number; lengthCm: number })[];
  bathTypes: CodeName[];
  toiletTypes: CodeName[];
  hotelTypes: CodeName[];
  /** Plan groups (the decoder's "group codes"). */
  groupCodes: CodeName[];
  /** Hotel item codes (ITEM_CD): what the hotel can be sold with. */
  itemCodes: CodeName[];
  hotelImageCategories: ImageCategory[];
  paxTypes: PaxTypeDef[];
  facilities: CodeName[];
  services: CodeName[];
  amenities: CodeName[];
  optionalCategories: CodeName[];
  priceRange: { min: number; max: number; steps: number[] };
  bookingEndDate: string;
  holidays: HolidayEntry[];
  maintenanceSchedule: MaintenanceScheduleEntry[];
  externalFiles: ExternalFiles;
}

/* ------------------------------------------------------------------ hotels */

export interface ImageRef {
  categoryCode: string;
  /** Local path of a placeholder served by the API, e.g. `/static/img/hotels/exterior/3.svg`. */
  path: string;
  alt: I18nText;
}

export interface BedSpec {
  bedTypeCode: string;
  widthCm: number;
  lengthCm: number;
  count: number;
}

export interface Room {
  roomId: string;
  hotelId: string;
  name: I18nText;
  roomTypeCode: string;
  sizeM2: number;
  beds: BedSpec[];
  canSmoke: boolean;
  bathTypeCode: string;
  toiletTypeCode: string;
  capacityMin: number;
  capacityMax: number;
  extraBedMax: number;
  view: I18nText | null;
  amenityCodes: string[];
  /** Rooms of this type in the hotel (upper bound of the daily stock). */
  roomCount: number;
  images: ImageRef[];
  /** Seed of the deterministic daily stock (see roomStock). */
  stockSeed: number;
}

export type SeasonProfile = 'standard' | 'okinawa' | 'ski';

export interface PaxPrice {
  paxPerRoom: number;
  /** Ordinary-weekday price per adult, tax included. */
  pricePerAdult: number;
}

export interface Plan {
  planId: string;
  hotelId: string;
  name: I18nText;
  description: I18nText;
  mealTypeCode: string;
  planGroupCode: string;
  roomIds: string[];
  roomTypeCodes: string[];
  minPax: number;
  maxPax: number;
  canSmoke: boolean;
  /** First and last stay date this plan is sold for (`YYYYMMDD`, inclusive). */
  stayFrom: string;
  stayTo: string;
  /** Booking closes this many days before the stay (0 = same day). */
  bookingDeadlineDays: number;
  minNights: number;
  seasonProfile: SeasonProfile;
  /** Base (ordinary weekday) price per adult for each allowed people-per-room count. */
  basePrices: PaxPrice[];
  kodawari: string[];
  cancelPolicy: I18nText;
}

export interface OnsenInfo {
  onsenName: I18nText;
  springQuality: I18nText;
  efficacy: I18nText;
  kakenagashi: boolean;
  indoorBaths: number;
  outdoorBaths: number;
  privateBaths: number;
  bathingHours: I18nText;
  dayTripBathing: boolean;
}

export interface Evaluation {
  status: 'published' | 'collecting';
  /** 3.0–4.9, one decimal; null while collecting. */
  score: number | null;
  reviewCount: number;
  periodFrom: string;
  periodTo: string;
}

export interface Hotel {
  hotelId: string;
  name: I18nText;
  /** Reading in hiragana. */
  nameKana: string;
  nameKatakana: string;
  /** Hepburn romanisation (same as name.en). */
  nameRomaji: string;
  /** Lowercased, kana-folded text of names and areas for simple keyword search (see normalizeForSearch). */
  searchText: string;
  hotelTypeCode: string;
  area1Code: string;
  area2Code: string;
  area3Code: string;
  area4Code: string;
  address: I18nText;
  /** Null for a few hotels: exercises 'could not get the position of the facility'. */
  lat: number | null;
  lng: number | null;
  checkinTime: string;
  checkinTimeEnd: string;
  checkoutTime: string;
  access: I18nText;
  nearestStation: I18nText;
  walkMinutes: number | null;
  catchCopy: I18nText;
  recommendPoints: I18nText[];
  kodawari: string[];
  itemCodes: string[];
  onsen: OnsenInfo | null;
  facilityCodes: string[];
  serviceCodes: string[];
  parking: { available: boolean; free: boolean; capacity: number; note: I18nText };
  totalRooms: number;
  images: ImageRef[];
  evaluation: Evaluation;
  /** Lowest ordinary-weekday price per adult at 2 people per room over the plans. */
  basePriceFrom: number;
  popularity: number;
  recommendScore: number;
  rooms: Room[];
  plans: Plan[];
}

/* ------------------------------------------------------------------ tours */

export type TransportType = 'air' | 'train' | 'extrain' | 'ship';

export interface TransportService {
  /** Flight number (NH995) or train name with number (のぞみ21号). */
  number: I18nText;
  carrierCode: string | null;
  carrierGroup: CarrierGroup | null;
  depTime: string;
  arrTime: string;
}

export interface TransportationEntry {
  type: TransportType;
  leg: 'outbound' | 'return';
  /** Travel day (1-based) of this leg. */
  day: number;
  depCode: string;
  arrCode: string;
  depName: I18nText;
  arrName: I18nText;
  /** All departure / arrival places the traveller may choose for this leg. */
  allDeps: I18nText[];
  allArrs: I18nText[];
  /** For air: the carrier group when every service is of one group, else null (spec §5). */
  carrierGroup: CarrierGroup | null;
  services: TransportService[];
}

export interface ItineraryDay {
  day: number;
  title: I18nText;
  schedule: I18nText[];
  meals: { breakfast: boolean; lunch: boolean; dinner: boolean };
  /** Where the night is spent; null on the last day and on day trips. */
  stay: I18nText | null;
}

export interface DefaultYadoPlan {
  /** Night index (0 = first night) this stay starts on, and its length. */
  relativeDate: number;
  nights: number;
  hotelId: string;
  planIds: string[];
  /** Plan to use per people-per-room count: key '1'…'9'. */
  paxPlanIds: Record<string, string>;
  roomTypeNames: I18nText[];
  planNames: I18nText[];
  planCanSmokes: boolean[];
  planMinPaxes: number[];
  planMaxPaxes: number[];
  mealTypeName: I18nText;
  planGroupName: I18nText;
  usePlanGroupCodeFlag: boolean;
  planGroupCode: string;
}

export interface TourPricing {
  /** Per person, one way (0 for 現地集合). */
  transportFare: number;
  /** Fixed part per person (guide, sightseeing, meals not in hotel plans). */
  fixedPerPerson: number;
  /** Package discount / margin factor applied to the hotel part. */
  hotelFactor: number;
  /** Departures allowed on these days of week (0 Sun … 6 Sat). */
  departureDays: number[];
  /** Deterministic seed for daily stock and closed days. */
  stockSeed: number;
  maxStock: number;
}

export interface TourFlyer {
  flyerMonths: string[];
  iconCodes: string[];
  notes: I18nText[];
}

export interface Tour {
  tourId: string;
  tourType: string;
  name: I18nText;
  catchCopy: I18nText;
  description: I18nText;
  approachType: ApproachType;
  tripKind: 'roundTrip' | 'oneWay';
  travelDays: number;
  nights: number;
  depAreaCode: string;
  depAirports: string[];
  depStations: string[];
  depGenericStations: string[];
  depPortCode: string | null;
  arrAreaCodes: string[];
  arrPrefectureCodes: string[];
  arrRegionCodes: string[];
  arrAirports: string[];
  arrStations: string[];
  overview: {
    transportation: TransportationEntry[];
    includes: I18nText[];
    guide: boolean;
    minPax: number;
    maxPax: number;
  };
  itinerary: ItineraryDay[];
  defaultYadoPlans: DefaultYadoPlan[];
  /** All hotels selectable on this tour (arrival areas). */
  hotels: string[];
  kodawari: string[];
  keywords: string[];
  images: ImageRef[];
  popularity: number;
  recommendScore: number;
  pricing: TourPricing;
  flyer: TourFlyer;
}

export interface TourPriceStock {
  date: string;
  /** Lowest and highest price per adult (2 per room); 0 when not sold on the date. */
  priceFrom: number;
  priceTo: number;
  stock: number;
}

/* ------------------------------------------------------------------ optionals, rentacar */

export interface OptionalActivity {
  /** landCode-landMaterialCode-landPlanCode. */
  optionalId: string;
  optionalGroupId: string;
  landCode: string;
  landMaterialCode: string;
  landPlanCode: string;
  categoryCode: string;
  name: I18nText;
  planName: I18nText;
  description: I18nText;
  area2Code: string;
  area3Code: string;
  /** Per person by pax type (spec §9: person1 大人, person6 子供, person9 幼児); null = not allowed. */
  prices: { person1: number; person6: number | null; person9: number | null };
  capacityPerDay: number;
  durationMinutes: number;
  startTimes: string[];
  meetingPoint: I18nText;
  minPax: number;
  maxPax: number;
  images: ImageRef[];
  kodawari: string[];
  stockSeed: number;
}

export interface RentacarOffice {
  officeCode: string;
  name: I18nText;
  area2Code: string;
  area3Code: string;
  airportCode: string | null;
  stationCode: string | null;
  lat: number;
  lng: number;
  openTime: string;
  closeTime: string;
  access: I18nText;
}

export interface CarClass {
  classCode: string;
  name: I18nText;
  capacity: number;
  luggage: number;
  exampleModels: I18nText[];
  price24h: number;
  priceExtraDay: number;
}

export interface RentacarProduct {
  /** officeCode-classCode. */
  carId: string;
  officeCode: string;
  classCode: string;
  fleet: number;
  price24h: number;
  priceExtraDay: number;
  seasonProfile: SeasonProfile;
  stockSeed: number;
  images: ImageRef[];
}

/** One rental option of one office (catalog/rentacarOptions.ts, migration 0031): optionId = `{officeCode}-{code}`. */
export interface RentacarOptionRow {
  optionId: string;
  officeCode: string;
  definition: RentalOptionDefinition;
}

/** A one-way drop-off the company allows, from one office to another, at its fee (yen). */
export interface RentacarOneWayRow {
  from: string;
  to: string;
  fee: number;
}

/* ------------------------------------------------------------------ specials, users, coupons */

export interface SpecialDefinition {
  specialName: string;
  metaTitle: string;
  metaDescription: string;
  metaKeyword: string;
  breadCrumbsText: string;
}

export interface Special {
  specialCode: string;
  target: 'tour' | 'hotel' | 'both';
  definitions: Record<Lang, SpecialDefinition>;
  lead: I18nText;
  heroImage: string;
  /** What the special lists: every non-empty criterion must match (areas and kodawari include children). */
  selection: {
    areaCodes: string[];
    kodawari: string[];
    keywords: string[];
    tourTypes: string[];
    approachTypes: string[];
    hotelTypeCodes: string[];
    /** Months (1–12) the special is about; informational (seasonal landing pages). */
    months: number[];
  };
  tourIds: string[];
  hotelIds: string[];
}
