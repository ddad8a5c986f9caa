/**
 * Reading a CouponList / UserCouponList request body (SPEC.md §7) into the service's query. Every
 * field the spec names must be present with a sane value, else the service answers '0001' (parameter
 * error). Numbers may arrive as numbers or digit strings. Custom extra conditions (further top-level
 * fields) are ignored, except LandCode / LandPlanCode, which the caller sends on CouponList as
 * extra conditions for land optionals (domain coupon/requestBuilder.ts), and ListMode (below).
 */
import { isValidDateString } from '@tabiyori/domain';
import { normalizeSex } from './couponRecords';

export type CouponServiceOperation = 'CouponList' | 'UserCouponList';

export interface CouponServiceQuery {
  operation: CouponServiceOperation;
  userId: string;
  /** LangCode en_US: English texts where the coupon has them. */
  english: boolean;
  openStatus: string;
  approveStatus: string;
  includeClosed: boolean;
  /** '' = any group. */
  targetSystemGrpType: string;
  targetSystemSubGrpCode: string;
  /** GetAvailableLimitFlg / AvailableLimitFlg '1': only coupons usable and obtainable now. */
  availableLimit: boolean;
  getDateTime: string;
  sex: '' | 'male' | 'female';
  /** 999 = unknown. */
  age: number;
  useDatetime: string;
  /** `YYYY-MM-DD`, or null for a search without a departure date. */
  depDate: string | null;
  adtCount: number;
  chdCount: number;
  infCount: number;
  tourCode: string;
  hotelCode: string;
  hotelPlanCode: string;
  rentacarCode: string;
  landCode: string;
  landPlanCode: string;
  livePrefCode: string;
  areaCode: string;
  destPrefCode: string;
  /**
   * Custom extra condition ListMode '1' (the coupon list page): TourCode, RentacarCode, AreaCode,
   * DestPrefCode and TargetSystemSubGrpCode do not narrow, so every coupon is listed with its
   * conditions.
   */
  listMode: boolean;
}

export class CouponParameterError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CouponParameterError';
  }
}

const CODE = /^[\p{L}\p{N}_.\-:/]*$/u;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function str(
  req: Record<string, unknown>,
  name: string,
  options: { required?: boolean; max?: number } = {},
): string {
  const value = req[name];
  if (value === undefined) {
    if (options.required === false) return '';
    throw new CouponParameterError(`${name} is missing`);
  }
  const s = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
  if (typeof s !== 'string') throw new CouponParameterError(`${name} is invalid`);
  const trimmed = s.trim();
  if (trimmed.length > (options.max ?? 64) || !CODE.test(trimmed))
    throw new CouponParameterError(`${name} is invalid`);
  return trimmed;
}

function oneOf(req: Record<string, unknown>, name: string, values: readonly string[]): string {
  const value = str(req, name);
  if (!values.includes(value)) throw new CouponParameterError(`${name} is invalid`);
  return value;
}

function whole(req: Record<string, unknown>, name: string, max: number): number {
  const value = req[name];
  if (value === undefined) throw new CouponParameterError(`${name} is missing`);
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d{1,4}$/.test(value.trim())
        ? Number(value)
        : NaN;
  if (!Number.isInteger(n) || n < 0 || n > max) throw new CouponParameterError(`${name} is invalid`);
  return n;
}

function stamp(req: Record<string, unknown>, name: string): string {
  const value = str(req, name);
  if (!isValidDateString(value, 'ymdHms')) throw new CouponParameterError(`${name} is invalid`);
  return value;
}

/** The service's query from a request body; throws CouponParameterError ('0001'). */
export function readCouponServiceRequest(
  operation: CouponServiceOperation,
  body: unknown,
): CouponServiceQuery {
  if (!isRecord(body)) throw new CouponParameterError('request body is invalid');
  const common = body.CommonInformation;
  if (!isRecord(common)) throw new CouponParameterError('CommonInformation is missing');
  const callSystem = common.CallSystem;
  if (typeof callSystem !== 'string' || callSystem.trim() === '' || callSystem.length > 32) {
    throw new CouponParameterError('CommonInformation.CallSystem is invalid');
  }
  const key = operation === 'CouponList' ? 'CouponListRequest' : 'UserCouponListRequest';
  const req = body[key];
  if (!isRecord(req)) throw new CouponParameterError(`${key} is missing`);

  const userId = str(req, 'UserId');
  if (operation === 'UserCouponList' && userId === '') throw new CouponParameterError('UserId is missing');
  const depDate = str(req, 'DepDate', { max: 8 });
  if (depDate !== '' && !isValidDateString(depDate, 'ymd'))
    throw new CouponParameterError('DepDate is invalid');
  const closed = req.ClosedCouponIncludeFlg;
  if (closed !== undefined && closed !== '' && closed !== '0' && closed !== '1') {
    throw new CouponParameterError('ClosedCouponIncludeFlg is invalid');
  }
  const limitFlag = operation === 'CouponList' ? 'GetAvailableLimitFlg' : 'AvailableLimitFlg';
  const sexText = str(req, 'Sex', { max: 8 });
  const sex = normalizeSex(sexText);
  if (sexText !== '' && sex === '') throw new CouponParameterError('Sex is invalid');
  const age = whole(req, 'Age', 999);
  if (age > 150 && age !== 999) throw new CouponParameterError('Age is invalid');
  const land = operation === 'UserCouponList';

  return {
    operation,
    userId,
    english: oneOf(req, 'LangCode', ['ja_JP', 'en_US']) === 'en_US',
    openStatus: oneOf(req, 'OpenStatus', ['0', '1']),
    approveStatus: oneOf(req, 'ApproveStatus', ['0', '1']),
    includeClosed: closed === '1',
    targetSystemGrpType: str(req, 'TargetSystemGrpType', { max: 8 }),
    targetSystemSubGrpCode: str(req, 'TargetSystemSubGrpCode', { max: 16 }),
    availableLimit: oneOf(req, limitFlag, ['0', '1']) === '1',
    getDateTime: stamp(req, 'GetDateTime'),
    sex,
    age,
    useDatetime: stamp(req, 'UseDatetime'),
    depDate: depDate === '' ? null : `${depDate.slice(0, 4)}-${depDate.slice(4, 6)}-${depDate.slice(6, 8)}`,
    adtCount: whole(req, 'AdtCount', 99),
    chdCount: whole(req, 'ChdCount', 99),
    infCount: whole(req, 'InfCount', 99),
    tourCode: str(req, 'TourCode'),
    hotelCode: str(req, 'HotelCode'),
    hotelPlanCode: str(req, 'HotelPlanCode'),
    rentacarCode: str(req, 'RentacarCode'),
    landCode: str(req, 'LandCode', { required: land }),
    landPlanCode: str(req, 'LandPlanCode', { required: land }),
    livePrefCode: str(req, 'LivePrefCode', { max: 10 }),
    areaCode: str(req, 'AreaCode'),
    destPrefCode: str(req, 'DestPrefCode', { max: 10 }),
    listMode: req.ListMode === '1',
  };
}
