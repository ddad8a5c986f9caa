/**
 * Spec §8 error catalogue: internal error codes and the message code each one shows.
 *
 * Reading of the code names (not written in the spec; it drives the default HTTP statuses below):
 * the first letter is the product (T tour, H hotel), then the failing step (VE validation of the
 * request, DE detail page, SE search, SP special code), and the number the kind (800/801 the request
 * is wrong or names nothing, 900 the step failed, 901 the thing asked for does not exist). The rest
 * are shared steps: CNE condition, CLE calendar, SPE special page, DCE decoder (reference data),
 * ISE internal server error, PNF page not found, NWE network (the browser is offline).
 */
export const MESSAGE_CODE_BY_ERROR_CODE = {
  TVE800: 'E_00001',
  TVE801: 'E_00001',
  HVE800: 'E_00001',
  HVE801: 'E_00001',
  TDE901: 'E_00001',
  HDE901: 'E_00001',
  TSE900: 'E_00002',
  CNE900: 'E_00002',
  TDE900: 'E_00002',
  HDE900: 'E_00002',
  CLE900: 'E_00002',
  SPE900: 'E_00002',
  DCE900: 'E_00002',
  HSP900: 'E_00003',
  ISE900: 'E_90001',
  PNF900: 'E_90001',
  NWE900: 'E_90002',
  // Extensions beyond spec §8, in the same scheme, for the products and features the spec names
  // without codes (optional activities OP, rental cars RC, coupons CP, accounts AC, favourites FV,
  // bookings BK): 800 a wrong request, 801/901 the thing named does not exist, 900 the step failed.
  OPE800: 'E_00001',
  OPE901: 'E_00001',
  RCE800: 'E_00001',
  RCE901: 'E_00001',
  // Accounts and sessions (AC): 800 wrong input, 801 e-mail taken, 802 wrong e-mail or password,
  // 803 not logged in, 804 not allowed (another user's data, operator role), 805 CSRF token missing or
  // wrong, 806 too many log-in attempts, 900 the step failed.
  ACE800: 'E_10001',
  ACE801: 'E_10002',
  ACE802: 'E_10003',
  ACE803: 'E_10004',
  ACE804: 'E_10005',
  ACE805: 'E_10006',
  ACE806: 'E_10007',
  ACE900: 'E_10008',
  // Account recovery and the password rule (issue 17): 807 the password's length (8–128), 808 a
  // password of only spaces, 809 one of the most common passwords (account/passwordRule.ts), 810 a
  // password-reset link that is unknown, used or past its 30 minutes, 811 such an e-mail
  // verification link.
  ACE807: 'E_10009',
  ACE808: 'E_10010',
  ACE809: 'E_10011',
  ACE810: 'E_10012',
  ACE811: 'E_10013',
  // Favourites (FV): 800 wrong request, 801 the limit is reached, 900 registering failed, 901 the
  // favourite to delete does not exist (deleting failed).
  FVE800: 'E_10001',
  FVE801: 'E_20001',
  FVE900: 'E_20002',
  FVE901: 'E_20003',
  // Bookings (BK): 800 wrong request, 801 sold out, 802 the price sent differs from today's price,
  // 803 the coupon cannot be used, 804 the party breaks a §5 people-and-room rule, 805 past the
  // cancellation deadline, 806 an Idempotency-Key reused with another request, 807 already
  // cancelled, 900 the step failed (nothing was booked), 901 no such booking (or not the caller's).
  BKE800: 'E_10001',
  BKE801: 'E_30001',
  BKE802: 'E_30002',
  BKE803: 'E_30003',
  BKE804: 'E_30004',
  BKE805: 'E_30005',
  BKE806: 'E_30006',
  BKE807: 'E_30007',
  // Booking changes (issue 18.5, domain booking/bookingChange.ts): 808 the booking cannot be changed
  // online (a tour, a cancelled booking, or past the change deadline: the end of the free
  // cancellation period); 809 a paid bank transfer whose change would cost more.
  BKE808: 'E_30011',
  BKE809: 'E_30012',
  // Traveller names by the booking's language (issue 18.6, domain pax/travellerName.ts): 810 a
  // Japanese booking's reading not in katakana, 811 an English booking's names not in Latin letters.
  BKE810: 'E_30013',
  BKE811: 'E_30014',
  BKE900: 'E_30008',
  BKE901: 'E_30009',
  // Payments (PY, issue 17): 800 wrong request, 801 the booking is not awaiting a payment (paid,
  // paid on site, cancelled).
  PYE800: 'E_10001',
  PYE801: 'E_30010',
  // Coupons (CP) as operators manage them: 800 wrong request, 801 the code exists, 901 no such coupon.
  CPE800: 'E_10001',
  CPE801: 'E_40001',
  CPE901: 'E_40002',
  // The back office (OP R = operator console): 800 wrong request, 801 the change would leave the
  // site without an administrator, 901 the operator, customer or entry named does not exist.
  OPR800: 'E_10001',
  OPR801: 'E_50001',
  // 802: an inventory edit would leave a day with less stock than its confirmed bookings hold.
  OPR802: 'E_50003',
  // 803: a special (or other back-office record) with this code exists.
  OPR803: 'E_50004',
  OPR901: 'E_50002',
  // Hostile traffic (issue 13): RLE806 too many requests from one address, or too many log-ins and
  // sign-ups waiting for the password hashing budget (429, Retry-After).
  RLE806: 'E_90003',
  // RQE800: a request refused at the door, before any page or route runs: a URL over 8 KiB (414), a
  // header block over 16 KiB (431), a body over the web's 1 MiB (413); the web's server.mjs.
  RQE800: 'E_90001',
} as const;

export type InternalErrorCode = keyof typeof MESSAGE_CODE_BY_ERROR_CODE;
export type MessageCode = (typeof MESSAGE_CODE_BY_ERROR_CODE)[InternalErrorCode];

export const INTERNAL_ERROR_CODES = Object.keys(MESSAGE_CODE_BY_ERROR_CODE) as InternalErrorCode[];
export const MESSAGE_CODES: readonly MessageCode[] = [
  'E_00001',
  'E_00002',
  'E_00003',
  'E_10001',
  'E_10002',
  'E_10003',
  'E_10004',
  'E_10005',
  'E_10006',
  'E_10007',
  'E_10008',
  'E_10009',
  'E_10010',
  'E_10011',
  'E_10012',
  'E_10013',
  'E_20001',
  'E_20002',
  'E_20003',
  'E_30001',
  'E_30002',
  'E_30003',
  'E_30004',
  'E_30005',
  'E_30006',
  'E_30007',
  'E_30008',
  'E_30009',
  'E_30010',
  'E_30011',
  'E_30012',
  'E_30013',
  'E_30014',
  'E_40001',
  'E_40002',
  'E_50001',
  'E_50002',
  'E_50003',
  'E_50004',
  'E_90001',
  'E_90002',
  'E_90003',
];

/** Message code shown for codes outside the catalogue: the generic "page cannot be displayed". */
export const FALLBACK_MESSAGE_CODE: MessageCode = 'E_90001';

export function isInternalErrorCode(code: unknown): code is InternalErrorCode {
  return typeof code === 'string' && Object.hasOwn(MESSAGE_CODE_BY_ERROR_CODE, code);
}

/** Spec §8: the message code of an internal code; unknown codes get E_90001. */
export function messageCodeFor(errorCode: string): MessageCode {
  return isInternalErrorCode(errorCode) ? MESSAGE_CODE_BY_ERROR_CODE[errorCode] : FALLBACK_MESSAGE_CODE;
}

/**
 * The HTTP status the API answers with for each code (DESIGN.md: a real HTTP status): 400 for a
 * wrong request (x800), 404 when the thing named does not exist (x801, x901, HSP900 wrong special
 * code, PNF900), 503 for NWE900 (no connection), 500 for failed steps (x900) and ISE900.
 */
export const HTTP_STATUS_BY_ERROR_CODE: Record<InternalErrorCode, number> = {
  TVE800: 400,
  TVE801: 404,
  HVE800: 400,
  HVE801: 404,
  TDE901: 404,
  HDE901: 404,
  OPE800: 400,
  OPE901: 404,
  RCE800: 400,
  RCE901: 404,
  ACE800: 400,
  ACE801: 409,
  ACE802: 401,
  ACE803: 401,
  ACE804: 403,
  ACE805: 403,
  ACE806: 429,
  ACE900: 500,
  ACE807: 400,
  ACE808: 400,
  ACE809: 400,
  ACE810: 400,
  ACE811: 400,
  FVE800: 400,
  FVE801: 409,
  FVE900: 500,
  FVE901: 404,
  BKE800: 400,
  BKE801: 409,
  BKE802: 409,
  BKE803: 409,
  BKE804: 400,
  BKE805: 409,
  BKE806: 422,
  BKE807: 409,
  BKE808: 409,
  BKE809: 409,
  BKE810: 400,
  BKE811: 400,
  BKE900: 500,
  BKE901: 404,
  PYE800: 400,
  PYE801: 409,
  CPE800: 400,
  CPE801: 409,
  CPE901: 404,
  OPR800: 400,
  OPR801: 409,
  OPR802: 409,
  OPR803: 409,
  OPR901: 404,
  RLE806: 429,
  RQE800: 400,
  TSE900: 500,
  CNE900: 500,
  TDE900: 500,
  HDE900: 500,
  CLE900: 500,
  SPE900: 500,
  DCE900: 500,
  HSP900: 404,
  ISE900: 500,
  PNF900: 404,
  NWE900: 503,
};

/** Default HTTP status of an internal code; 500 for codes outside the catalogue. */
export function defaultHttpStatusFor(errorCode: string): number {
  return isInternalErrorCode(errorCode) ? HTTP_STATUS_BY_ERROR_CODE[errorCode] : 500;
}
