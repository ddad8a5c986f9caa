/**
 * The API answers the tour pages read (apps/api routes/tours.ts, tour.ts, specials.ts). Only the
 * fields the pages use are typed; the API's OpenAPI document (/docs) has the rest.
 */

export interface TransportService {
  number: string;
  carrierCode: string | null;
  carrierGroup: string | null;
  /** HHmm */
  depTime: string;
  arrTime: string;
  /** Yen per person this service adds (tourCondition only; 0: included in the price). */
  surcharge?: number;
}

export interface TransportLeg {
  /** air, train, extrain (or ship) */
  type: string;
  /** outbound or return */
  leg: string;
  day: number;
  depCode: string;
  arrCode: string;
  depName: string;
  arrName: string;
  allDeps: string[];
  allArrs: string[];
  carrierGroup: string | null;
  services: TransportService[];
  /** YYYYMMDD (tourCondition only). */
  date?: string;
}

export interface DefaultYadoPlan {
  relativeDate: number;
  nights: number;
  hotelId: string;
  hotelName: string;
  planIds: string[];
  paxPlanIds: Record<string, string>;
  roomTypeNames: string[];
  planNames: string[];
  planCanSmokes: boolean[];
  planMinPaxes: number[];
  planMaxPaxes: number[];
  mealTypeName: string;
  planGroupName: string;
  planGroupCode: string;
  usePlanGroupCodeFlag: boolean;
}

export interface TourSummary {
  tourId: string;
  tourName: string;
  catchCopy: string;
  tourType: string;
  tourTypeName: string;
  tourTypeLabel: string;
  travelDays: number;
  nights: number;
  /** air, train, extrain, 00 (meet on site), 01 (ship) */
  approachType: string;
  tripKind: string;
  departure: {
    areaCode: string;
    areaName: string;
    name: string;
    airports: string[];
    stations: string[];
    genericStations: string[];
  };
  arrival: {
    areaCodes: string[];
    name: string;
    areaNames: string[];
    prefectureCodes: string[];
    regionCodes: string[];
  };
  overview: { transportation: TransportLeg[] };
  defaultYadoPlans: DefaultYadoPlan[];
  hotels: { hotelId: string; hotelName: string }[];
  kodawari: string[];
  image: { path: string; alt: string } | null;
  popularity: number;
  recommendScore: number;
}

export interface TourListItem extends TourSummary {
  /** Per adult, tax included, at paxPerRoom people per room. */
  priceFrom: number;
  /** People per room of the prices (the party's with a date, else 2). */
  paxPerRoom: number;
  priceTo: number;
  /** Seats left. */
  stock: number;
  goDate: string | null;
}

export interface TourListAnswer {
  tours: TourListItem[];
  count: number;
  ipg: number;
  /** Query fields the list did not apply (API notApplied). */
  notApplied: string[];
}

export interface PriceStock {
  date: string;
  priceFrom: number;
  priceTo: number;
  stock: number;
}

export interface AirlineRuleData {
  minChildAge: number;
  maxPax: number;
  lapInfantMaxAge: number;
}

export interface ItineraryDay {
  day: number;
  title: string;
  schedule: string[];
  meals: { breakfast: boolean; lunch: boolean; dinner: boolean };
  stay: string | null;
}

export interface TourDetail extends TourSummary {
  description: string;
  overview: {
    transportation: TransportLeg[];
    includes: string[];
    guide: boolean;
    minPax: number;
    maxPax: number;
  };
  itinerary: ItineraryDay[];
  images: { path: string; alt: string }[];
  flyer: {
    flyerMonths: string[];
    icons: { code: string; name: string; url: string }[];
    notes: string[];
    commonNotices: string[];
  };
  paxPerRoom: number;
  priceStocks: PriceStock[];
  monthlyPriceRanges: { month: string; priceFrom: number; priceTo: number }[];
  priceFrom: number;
  priceTo: number;
  carrierGroup: string | null;
  airlineRule: AirlineRuleData | null;
  goDate: string | null;
  goDatePriceStock: PriceStock | null;
  preview: boolean;
}

export interface TourCalendarDay extends PriceStock {
  dayClass: 'sunday-holiday' | 'saturday' | 'other';
  isHoliday: boolean;
  holidayName: string | null;
  selectable: boolean;
}

export interface TourOptional {
  optionalId: string;
  optionalGroupId: string;
  name: string;
  planName: string;
  categoryCode: string;
  area3Code: string;
  /** person1 adult, person6 child, person9 infant (null: not sold to that category). */
  prices: { person1: number; person6: number | null; person9: number | null };
  startTimes: string[];
  durationMinutes: number;
  minPax: number;
  maxPax: number;
  dates: { date: string; stock: number }[];
}

export interface PlanChoice {
  planId: string;
  planName: string;
  mealTypeName: string;
  canSmoke: boolean;
  minPax: number;
  maxPax: number;
  isDefault: boolean;
  prices: { paxPerRoom: number; price: number }[];
}

export interface TourConditionAnswer {
  tourId: string;
  goDate: string;
  travelDays: number;
  available: boolean;
  priceStock: PriceStock | null;
  transportation: TransportLeg[];
  stays: {
    relativeDate: number;
    nights: number;
    checkinDate: string;
    defaultHotelId: string;
    hotels: { hotelId: string; hotelName: string; isDefault: boolean; plans: PlanChoice[] }[];
  }[];
  optionals: TourOptional[];
  rules: {
    minPax: number;
    maxPax: number;
    carrierGroup: string | null;
    airlineRule: AirlineRuleData | null;
  };
}

export interface TotalPriceRow {
  label: string;
  paxType: string;
  pax: number;
  price: number;
}

export interface TourTotalPrice {
  tourId: string;
  available: boolean;
  /** notFound, notSold, soldOut, occupancy, party, stock */
  reason?: string;
  messages?: { key: string; n?: number; text: string }[];
  goDate: string;
  adultPax: number;
  childPax: number;
  roomCount: number;
  bedCount: number;
  stock: number;
  perAdultPrice?: number;
  totalPrice?: number;
  perAdultPriceTo?: number;
  totalPriceTo?: number;
  breakdown?: TotalPriceRow[];
}

export interface SpecialTourCard {
  tourId: string;
  name: string;
  tourType: string;
  travelDays: number;
  nights: number;
  areaName: string;
  priceFrom: number | null;
  image: string | null;
}

export interface SpecialTours {
  specialCode: string;
  specialName: string;
  metaTitle: string;
  metaDescription: string;
  metaKeyword: string;
  breadCrumbsText: string;
  lead: string;
  heroImage: string;
  months: number[];
  count: number;
  tours: SpecialTourCard[];
}
