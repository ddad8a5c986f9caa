/**
 * The coupon console's form (issue 19 item 4) and the API's coupon definition (schemas/
 * operatorCoupons.ts, PascalCase): every condition a coupon can carry, read from the form's named
 * fields (dates and times as the browser's inputs, read as Japan time) and written back for editing.
 * Pure: the API checks the rules and answers CPE800 naming the field it refuses.
 */
import { dateInputFromYmd, inputFromMinute, minuteFromInput, ymdFromDateInput } from './time';

/** Form values: one string per field, several for the checkbox lists. */
export type CouponFormValues = Record<string, string | string[]>;

export const COUPON_FLAG_FIELDS = [
  'OpenStatus',
  'ConbineFlag',
  'MinusRuleType',
  'AdultDiscountFlag',
  'ChildDiscountFlag',
  'InfantDiscountFlag',
  'AdtUseAllowFlag',
  'ChdUseAllowFlag',
  'InfUseAllowFlag',
  'ChildRequiredFlg',
  'BirthMonthFlg',
] as const;
export const COUPON_TEXT_FIELDS = [
  'CouponName',
  'Remarks',
  'TargetSystemSubGrpCode',
  'TourCode',
  'HotelCode',
  'HotelPlanCode',
  'RentacarCode',
  'LandCode',
  'LandMaterialCode',
  'LandPlanCode',
  'AreaCode',
  'DestPrefCode',
  'GroupCode',
] as const;
export const COUPON_NUMBER_FIELDS = [
  'MaxDiscountAmtForRate',
  'MinReserveAmt',
  'MaxUseCount',
  'MaxUsePerUser',
  'AgeFrom',
  'AgeTo',
  'RoundDigit',
] as const;
export const COUPON_LIST_FIELDS = ['ProductKindList', 'SexList'] as const;
export const COUPON_CODE_LIST_FIELDS = ['KodawariList', 'LivePrefCodeList'] as const;
export const PRODUCT_KINDS = ['tour', 'dp', 'yado', 'optional', 'rentacar'] as const;

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? (v[0] ?? '') : (v ?? '')).trim();
const many = (v: string | string[] | undefined) => (Array.isArray(v) ? v : v ? [v] : []);
const codes = (v: string) =>
  v
    .split(/[\s,、]+/)
    .map((c) => c.trim())
    .filter((c) => c !== '');
/** A whole number, null when empty; NaN stays (the API answers CPE800 naming the field). */
const wholeOrNull = (v: string) => (v === '' ? null : Number(v));

/** The values of a posted form (a name sent several times, as checkbox lists are, keeps them all). */
export function couponFormValuesOf(data: FormData): CouponFormValues {
  const form: CouponFormValues = {};
  for (const [name, value] of data.entries()) {
    if (typeof value !== 'string') continue;
    const held = form[name];
    form[name] = held === undefined ? value : [...(Array.isArray(held) ? held : [held]), value];
  }
  return form;
}

/** The API's definition of the form's values (POST creates with CouponCode; PUT replaces). */
export function couponDefinitionOf(form: CouponFormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  const code = one(form.CouponCode);
  if (code !== '') body.CouponCode = code;
  for (const f of COUPON_TEXT_FIELDS) body[f] = one(form[f]);
  for (const f of COUPON_FLAG_FIELDS) body[f] = one(form[f]) === '1' ? '1' : '0';
  for (const f of COUPON_NUMBER_FIELDS) body[f] = wholeOrNull(one(form[f]));
  for (const f of COUPON_LIST_FIELDS) body[f] = many(form[f]);
  for (const f of COUPON_CODE_LIST_FIELDS) body[f] = codes(one(form[f]));
  body.Scope = one(form.Scope) === 'user' ? 'user' : 'general';
  body.Discount = Number(one(form.Discount));
  body.DiscountUnitType = one(form.DiscountUnitType);
  body.TargetSystemGrpType = one(form.TargetSystemGrpType);
  body.RoundType = one(form.RoundType);
  body.DepDateFrom = ymdFromDateInput(one(form.DepDateFrom)) ?? '';
  body.DepDateTo = ymdFromDateInput(one(form.DepDateTo)) ?? '';
  body.UseDatetimeFrom = minuteFromInput(one(form.UseDatetimeFrom)) ?? '';
  body.UseDatetimeTo = minuteFromInput(one(form.UseDatetimeTo)) ?? '';
  body.ExcludeDepDateList = one(form.ExcludeDepDateList)
    .split(/\n/)
    .map((line) => codes(line.replace(/[〜~-]/g, ' ')))
    .filter((pair) => pair.length > 0)
    .map(([from = '', to]) => ({ DepDateFrom: from, DepDateTo: to ?? from }));
  body.En = { CouponName: one(form.EnCouponName), Remarks: one(form.EnRemarks) };
  return body;
}

const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const list = (v: unknown) => (Array.isArray(v) ? v.map(text) : []);

/** The form's initial values from a stored definition (the API's GET). */
export function couponFormOf(def: Record<string, unknown>): CouponFormValues {
  const form: CouponFormValues = {};
  for (const f of [...COUPON_TEXT_FIELDS, ...COUPON_FLAG_FIELDS, ...COUPON_NUMBER_FIELDS])
    form[f] = text(def[f]);
  for (const f of COUPON_LIST_FIELDS) form[f] = list(def[f]);
  for (const f of COUPON_CODE_LIST_FIELDS) form[f] = list(def[f]).join(', ');
  for (const f of ['CouponCode', 'Scope', 'Discount', 'DiscountUnitType', 'TargetSystemGrpType', 'RoundType'])
    form[f] = text(def[f]);
  form.DepDateFrom = dateInputFromYmd(text(def.DepDateFrom));
  form.DepDateTo = dateInputFromYmd(text(def.DepDateTo));
  form.UseDatetimeFrom = inputFromMinute(text(def.UseDatetimeFrom).slice(0, 12));
  form.UseDatetimeTo = inputFromMinute(text(def.UseDatetimeTo).slice(0, 12));
  const excluded = Array.isArray(def.ExcludeDepDateList)
    ? (def.ExcludeDepDateList as Record<string, unknown>[])
    : [];
  form.ExcludeDepDateList = excluded.map((r) => `${text(r.DepDateFrom)}-${text(r.DepDateTo)}`).join('\n');
  const en = (def.En ?? {}) as Record<string, unknown>;
  form.EnCouponName = text(en.CouponName);
  form.EnRemarks = text(en.Remarks);
  return form;
}

/** A new coupon's form: the API's defaults shown (closed, adults discounted, everyone allowed). */
export const NEW_COUPON_FORM: CouponFormValues = couponFormOf({
  Scope: 'general',
  OpenStatus: '0',
  DiscountUnitType: '2',
  TargetSystemGrpType: '3',
  RoundType: '2',
  MinusRuleType: '1',
  AdultDiscountFlag: '1',
  AdtUseAllowFlag: '1',
  ChdUseAllowFlag: '1',
  InfUseAllowFlag: '1',
});

/** The coupon's name in the console's language: the English name in English when it has one. */
export function couponDisplayName(def: Record<string, unknown>, lang: string): string {
  const en = text((def.En as Record<string, unknown> | undefined)?.CouponName);
  return lang === 'en' && en !== '' ? en : text(def.CouponName);
}
