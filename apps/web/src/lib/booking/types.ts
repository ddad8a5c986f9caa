/** Shapes of the booking API's answers (apps/api/src/routes/bookings.ts QuoteView / BookingView). */
export interface PriceRow {
  label: string;
  paxType: string;
  category: string;
  unitPrice: number;
  count: number;
  amount: number;
}

export interface CouponOffer {
  couponCode: string;
  couponName: string;
  remarks: string;
  isUserCoupon: boolean;
  userCouponKey: string | null;
  discount: number;
  paidTotal: number;
}

export interface PolicyTier {
  fromDaysBefore: number;
  toDaysBefore: number | null;
  percent: number;
  firstDay: string | null;
  lastDay: string;
  label: { ja: string; en: string };
}

export interface CancellationPolicy {
  kind: string;
  departureDate: string;
  tiers: PolicyTier[];
  noShowPercent: number;
  noShowLabel: { ja: string; en: string };
  /** YYYYMMDDHHmm, Japan time. */
  onlineCancelUntil: string;
}

export interface PartyChild {
  age: number;
  useBed: boolean;
  useSeat?: boolean;
  isSchoolChild: boolean;
}

/** rentacar: the rental's times (pickup day = startDate). */
export interface Rental {
  pickupTime: string;
  returnDate: string;
  returnTime: string;
  days: number;
}

/** dp: the JR part of the package. */
export interface Transport {
  mode: 'jr';
  seatClass: 'reserved' | 'green';
  departure: { ja: string; en: string };
  roundTripTotal: number;
}

export interface PartyGuest {
  paxCategory: 'adult' | 'child' | 'infant';
}

export interface Party {
  adultPax: number;
  children: PartyChild[];
  roomCount: number;
  travellers: number;
  guests?: PartyGuest[];
  /** A stored booking keeps its rental and JR part in its party. */
  rental?: Rental;
  transport?: Transport;
}

export interface Ids {
  tourId?: string;
  hotelId?: string;
  planId?: string;
  roomId?: string;
  optionalId?: string;
  carId?: string;
}

type I18nText = { ja: string; en: string };

/** A tour's choices as the API priced and stored them (apps/api schemas/bookingChoices.ts). */
export interface TourChoicesView {
  stays: {
    relativeDate: number;
    checkinDate: string;
    nights: number;
    hotelId: string;
    hotelName: I18nText;
    planId: string;
    planName: I18nText;
    isDefault: boolean;
    perAdultDifference: number;
  }[];
  transports: {
    leg: string;
    type: string;
    date: string;
    service: number;
    number: I18nText;
    depName: I18nText;
    arrName: I18nText;
    depTime: string;
    arrTime: string;
    surcharge: number;
  }[];
  roomAssigns: Record<string, number>[] | null;
  optionals: {
    optionalId: string;
    optionalGroupId: string;
    name: I18nText;
    date: string;
    amount: Record<string, number>;
    rows: PriceRow[];
    total: number;
  }[];
  optionalTotal: number;
}

export interface Quote {
  kind: string;
  productName: string;
  ids: Ids;
  startDate: string;
  endDate: string;
  nights: number;
  rental: Rental | null;
  transport: Transport | null;
  party: Party;
  priceRows: PriceRow[];
  choices: TourChoicesView | null;
  total: number;
  stock: number;
  coupons: CouponOffer[];
  bestCoupon: CouponOffer | null;
  appliedCoupon: CouponOffer | null;
  couponDiscount: number;
  paidTotal: number;
  cancellationPolicy: CancellationPolicy;
  /** The coupon service did not answer: priced without coupons. */
  couponsUnavailable: boolean;
}

export interface LeadTraveller {
  familyName: string;
  givenName: string;
  familyNameKana: string;
  givenNameKana: string;
  email: string;
  phone: string;
}

export interface GuestTraveller {
  familyName?: string;
  givenName?: string;
  familyNameKana?: string;
  givenNameKana?: string;
  gender?: 'male' | 'female';
  age?: number;
}

export interface Booking {
  bookingNumber: string;
  status: 'confirmed' | 'cancelled' | string;
  kind: string;
  productName: string;
  ids: Ids;
  startDate: string;
  endDate: string;
  nights: number;
  party: Party;
  travellers: { lead: LeadTraveller; guests?: GuestTraveller[] } | null;
  priceRows: PriceRow[];
  choices?: TourChoicesView | null;
  total: number;
  couponCode: string | null;
  couponDiscount: number;
  paidTotal: number;
  cancellationPolicy: CancellationPolicy;
  cancellable: boolean;
  cancellationChargeNow: number | null;
  cancellationCharge: number | null;
  createdAt: string;
  cancelledAt: string | null;
  /** How it is paid (issue 17): onsite, or a bank transfer awaiting (入金待ち) / paid (入金済み). */
  payment: Payment;
  cancelReason: 'traveller' | 'payment_deadline' | null;
}

export interface Payment {
  method: 'onsite' | 'bank_transfer';
  status: 'onsite' | 'awaiting' | 'paid';
  /** YYYYMMDD, until 23:59 JST; null for on-site payment. */
  deadline: string | null;
  paidAt: string | null;
}
