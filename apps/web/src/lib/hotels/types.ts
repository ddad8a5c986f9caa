/**
 * Shapes of the API answers the hotel pages read (apps/api: routes/hotels.ts + services/hotelCards.ts,
 * routes/hotel.ts + services/hotelDetail.ts, routes/specials.ts, routes/suggest.ts). Texts arrive in
 * the requested language; prices are integer yen, tax included; times `HHmm`; dates `YYYYMMDD`.
 */
export interface CodeName {
  code: string;
  name: string;
}

export interface HotelEvaluation {
  /** 0–5 with one decimal; null while collecting. */
  score: number | null;
  /** 'published' or 'collecting' (集計中). */
  status: string;
  periodFrom: string | null;
  periodTo: string | null;
  reviewCount: number | null;
}

export interface HotelImage {
  path: string;
  alt: string;
  /** Image category code (01 外観, 02 客室 …). */
  category: string;
}

export interface HotelBed {
  bedType: CodeName;
  widthCm: number;
  lengthCm: number;
  count: number;
}

export interface HotelRoom {
  roomId: string;
  roomName: string;
  roomType: CodeName;
  sizeM2: number | null;
  beds: HotelBed[];
  canSmoke: boolean;
  bath: CodeName;
  toilet: CodeName;
  capacityMin: number;
  capacityMax: number;
  extraBedMax: number;
  view: string | null;
  amenities: CodeName[];
  images: HotelImage[];
}

export interface HotelAreaNames {
  area1: CodeName;
  area2: CodeName;
  area3: CodeName;
  area4: CodeName;
}

export interface HotelSummary {
  hotelId: string;
  hotelName: string;
  hotelNameKana: string;
  hotelType: CodeName;
  area: HotelAreaNames;
  address: string;
  lat: number | null;
  lng: number | null;
  catchCopy: string;
  access: string;
  checkinTime: string | null;
  checkinTimeEnd: string | null;
  checkoutTime: string | null;
  evaluation: HotelEvaluation | null;
  kodawari: CodeName[];
  recommendPoints: string[];
}

export interface PlanSummary {
  planId: string;
  planName: string;
  mealType: CodeName;
  planGroup: CodeName;
  minPax: number;
  maxPax: number;
  canSmoke: boolean;
}

/** One card of GET /v1/hotels (and /v1/hotels.promotion). */
export interface HotelCardData extends HotelSummary {
  images: HotelImage[];
  onsen: boolean;
  price: {
    /** Best plan, per adult per night, tax included, for the exact party. */
    perAdult: number;
    /** The party's total for the stay. */
    total: number;
    priceFrom: number;
    priceTo: number;
    nights: number;
    taxIncluded: boolean;
  };
  /**
   * A dynamic package (a search with a JR departure): the set price, i.e. the stay plus the basic JR
   * round trip on an ordinary reserved seat (API services/dpTransport.ts).
   */
  dp?: {
    transport: 'jr';
    departure: { code: string; name: string };
    km: number;
    transportPerAdult: number;
    setPricePerAdult: number;
    setTotal: number;
    nights: number;
  };
  /** Rooms left for the dates; null without a date. */
  stock: number | null;
  planCount: number;
  plan: PlanSummary & { room: HotelRoom | null };
}

export interface HotelListAnswer {
  hotels: HotelCardData[];
  count: number;
  page: number;
  ipg: number;
  /** Query fields the list did not apply (API notApplied). */
  notApplied: string[];
}

export interface DetailImage {
  path: string;
  alt: string;
  category: CodeName;
}

/** GET /v1/hotel/{hotelId}. */
export interface HotelDetailData extends HotelSummary {
  images: DetailImage[];
  nearestStation: string;
  walkMinutes: number | null;
  totalRooms: number | null;
  parking: { available: boolean; free: boolean; capacity: number | null; note: string };
  onsen: {
    onsenName: string;
    springQuality: string;
    efficacy: string;
    kakenagashi: boolean;
    indoorBaths: number;
    outdoorBaths: number;
    privateBaths: number;
    bathingHours: string;
    dayTripBathing: boolean;
  } | null;
  facilities: CodeName[];
  services: CodeName[];
  rooms: HotelRoom[];
  planCount: number;
}

export interface PriceBreakdownRow {
  label: string;
  paxType: string;
  /** Per person for the whole stay. */
  price: number;
  count: number;
}

/** One seat class of a plan's dynamic-package prices (API services/dpTransport.ts). */
export interface PlanDpSeat {
  /** One adult's JR round trip. */
  transportPerAdult: number;
  /** The party's JR round trips. */
  transportTotal: number;
  /** The stay per adult for every night plus one adult's round trip. */
  setPricePerAdult: number;
  /** The party's stay plus round trips: the dp booking's total. */
  setTotal: number;
}

/** A plan's dp prices, with a JR departure: the basic set (ordinary reserved seat) and the green car. */
export interface PlanDp extends PlanDpSeat {
  transport: 'jr';
  departure: { code: string; name: string };
  km: number;
  nights: number;
  green: PlanDpSeat & { extraPerAdult: number; extraTotal: number };
}

/** One plan of GET /v1/hotel/{hotelId}/plans. */
export interface HotelPlanData extends PlanSummary {
  description: string;
  cancelPolicy: string;
  kodawari: CodeName[];
  minNights: number;
  bookingDeadlineDays: number;
  rooms: HotelRoom[];
  price: {
    perAdult: number;
    total: number;
    nights: number;
    taxIncluded: boolean;
    breakdown: PriceBreakdownRow[];
  };
  /** Set when the page's condition is a JR dynamic package. */
  dp?: PlanDp;
  stock: number | null;
}

export interface HotelPlansAnswer {
  plans: HotelPlanData[];
  count: number;
  page: number;
  ipg: number;
}

/** One room of GET /v1/hotel/{hotelId}/rooms with the plans that sell it. */
export interface HotelRoomWithPlans extends HotelRoom {
  plans: Omit<HotelPlanData, 'rooms'>[];
}

/** GET /v1/special/hotels/{specialCode}: the special's definition in the language. */
export interface SpecialHotelsMeta {
  specialCode: string;
  specialName: string;
  metaTitle: string;
  metaDescription: string;
  metaKeyword: string;
  breadCrumbsText: string;
  lead: string;
  heroImage: string;
}

/** GET /v1/hotels.suggest. */
export interface SuggestAnswer {
  areas: { code: string; level: number; name: string; parentName: string | null }[];
  hotels: { hotelId: string; name: string; areaCode: string; areaName: string }[];
}
