/**
 * The coupon console's form (issue 19 item 4) and the API's coupon definition (schemas/
 * operatorCoupons.ts, PascalCase, typed by the API's document: @tabiyori/api-client): every
 * condition a coupon can carry, read from the form's named fields (dates and times as the browser's
 * inputs, read as Japan time) and written back for editing. The field lists name the definition's
 * own fields, so a field the API renames or drops is a type error here. Pure: the API checks the
 * rules and answers CPE800 naming the field it refuses.
 */
import type { ApiAnswer, ApiBody } from '@tabiyori/api-client';
import { dateInputFromYmd, inputFromMinute, minuteFromInput, ymdFromDateInput } from './time';

/** The definition PUT /v1/operator/coupons/{couponCode} takes (POST: the same with CouponCode). */
type CouponDefinition = ApiBody<'/v1/operator/coupons/{couponCode}', 'put'>;
/** A stored definition as the API answers it (a field may be missing or written otherwise). */
type StoredDefinition = Partial<ApiAnswer<'/v1/operator/coupons/{couponCode}'>['coupon']['definition']>;
/** The definition's fields of a type, which the stored definition also has. */
type FieldsOf<V> = {
  [K in keyof CouponDefinition & keyof StoredDefinition]-?: V extends CouponDefinition[K] ? K : never;
}[keyof CouponDefinition & keyof StoredDefinition];

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
] as const satisfies readonly FieldsOf<'0' | '1'>[];
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
] as const satisfies readonly FieldsOf<string>[];
export const COUPON_NUMBER_FIELDS = [
  'MaxDiscountAmtForRate',
  'MinReserveAmt',
  'MaxUseCount',
  'MaxUsePerUser',
  'AgeFrom',
  'AgeTo',
  'RoundDigit',
] as const satisfies readonly FieldsOf<number | null>[];
export const COUPON_LIST_FIELDS = ['ProductKindList', 'SexList'] as const satisfies readonly FieldsOf<
  ProductKind[]
>[];
export const COUPON_CODE_LIST_FIELDS = [
  'KodawariList',
  'LivePrefCodeList',
] as const satisfies readonly FieldsOf<string[]>[];
type ProductKind = NonNullable<CouponDefinition['ProductKindList']>[number];
export const PRODUCT_KINDS = [
  'tour',
  'dp',
  'yado',
  'optional',
  'rentacar',
] as const satisfies readonly ProductKind[];

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

/** One value of each field of a list. */
function fieldsOf<F extends string, V>(fields: readonly F[], value: (field: F) => V): Record<F, V> {
  return Object.fromEntries(fields.map((f) => [f, value(f)])) as Record<F, V>;
}

/** The API's definition of the form's values (POST creates with CouponCode; PUT replaces). */
export function couponDefinitionOf(form: CouponFormValues): CouponDefinition {
  const code = one(form.CouponCode);
  return {
    ...(code !== '' ? { CouponCode: code } : {}),
    ...fieldsOf(COUPON_TEXT_FIELDS, (f) => one(form[f])),
    ...fieldsOf(COUPON_FLAG_FIELDS, (f) => (one(form[f]) === '1' ? '1' : '0')),
    ...fieldsOf(COUPON_NUMBER_FIELDS, (f) => wholeOrNull(one(form[f]))),
    // Checkbox values: another kind is refused by the API (CPE800), as it always was.
    ProductKindList: many(form.ProductKindList) as ProductKind[],
    SexList: many(form.SexList),
    ...fieldsOf(COUPON_CODE_LIST_FIELDS, (f) => codes(one(form[f]))),
    Scope: one(form.Scope) === 'user' ? 'user' : 'general',
    Discount: Number(one(form.Discount)),
    DiscountUnitType: one(form.DiscountUnitType),
    TargetSystemGrpType: one(form.TargetSystemGrpType),
    RoundType: one(form.RoundType),
    DepDateFrom: ymdFromDateInput(one(form.DepDateFrom)) ?? '',
    DepDateTo: ymdFromDateInput(one(form.DepDateTo)) ?? '',
    UseDatetimeFrom: minuteFromInput(one(form.UseDatetimeFrom)) ?? '',
    UseDatetimeTo: minuteFromInput(one(form.UseDatetimeTo)) ?? '',
    ExcludeDepDateList: one(form.ExcludeDepDateList)
      .split(/\n/)
      .map((line) => codes(line.replace(/[〜~-]/g, ' ')))
      .filter((pair) => pair.length > 0)
      .map(([from = '', to]) => ({ DepDateFrom: from, DepDateTo: to ?? from })),
    En: { CouponName: one(form.EnCouponName), Remarks: one(form.EnRemarks) },
  };
}

const text = (v: string | number | null | undefined) =>
  typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '';
const list = (v: readonly string[] | null | undefined) => (v ? v.map(text) : []);

/** The form's initial values from a stored definition (the API's GET). */
export function couponFormOf(def: StoredDefinition): CouponFormValues {
  const form: CouponFormValues = {};
  for (const f of [...COUPON_TEXT_FIELDS, ...COUPON_FLAG_FIELDS, ...COUPON_NUMBER_FIELDS])
    form[f] = text(def[f]);
  for (const f of COUPON_LIST_FIELDS) form[f] = list(def[f]);
  for (const f of COUPON_CODE_LIST_FIELDS) form[f] = list(def[f]).join(', ');
  for (const f of [
    'CouponCode',
    'Scope',
    'Discount',
    'DiscountUnitType',
    'TargetSystemGrpType',
    'RoundType',
  ] as const satisfies readonly (keyof CouponDefinition & keyof StoredDefinition)[])
    form[f] = text(def[f]);
  form.DepDateFrom = dateInputFromYmd(text(def.DepDateFrom));
  form.DepDateTo = dateInputFromYmd(text(def.DepDateTo));
  form.UseDatetimeFrom = inputFromMinute(text(def.UseDatetimeFrom).slice(0, 12));
  form.UseDatetimeTo = inputFromMinute(text(def.UseDatetimeTo).slice(0, 12));
  form.ExcludeDepDateList = (def.ExcludeDepDateList ?? [])
    .map((r) => `${text(r.DepDateFrom)}-${text(r.DepDateTo)}`)
    .join('\n');
  form.EnCouponName = text(def.En?.CouponName);
  form.EnRemarks = text(def.En?.Remarks);
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
export function couponDisplayName(def: Pick<StoredDefinition, 'CouponName' | 'En'>, lang: string): string {
  const en = text(def.En?.CouponName);
  return lang === 'en' && en !== '' ? en : text(def.CouponName);
}
