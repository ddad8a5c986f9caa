'use client';
/**
 * The coupon console's editor (issue 19 item 4): every condition a coupon can carry, grouped, sent
 * as the API's definition (lib/operator/couponForm.ts) by a server action
 * (lib/operator/couponActions.ts): POST to create, PUT to replace. Works without JavaScript (a plain
 * POST; `savedNotice` after its redirect); with JavaScript the button says so while saving. Errors
 * are the catalogue's message (role=alert), shown with the values as sent; after creating, the
 * coupon's own page opens.
 */
import { Fragment, useActionState, type ReactNode } from 'react';
import { errorMessageFor } from '@tabiyori/domain';
import { useJsFlag } from '@/components/account/useFormFlow';
import type { Lang } from '@/lib/i18n/settings';
import { saveCouponAction, type CouponSaveState } from '@/lib/operator/couponActions';
import { PRODUCT_KINDS, type CouponFormValues } from '@/lib/operator/couponForm';
import styles from './operator.module.css';
import type { TranslateFn } from '@/lib/i18n/translate';

const NOTHING_SENT: CouponSaveState = { errorCode: null, values: null, saved: false };

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={styles.formStack}>
      <legend className={styles.cardTitle}>{legend}</legend>
      {children}
    </fieldset>
  );
}

export function CouponEditor({
  lang,
  initial,
  couponCode,
  canChange,
  savedNotice = false,
  t,
}: {
  lang: Lang;
  initial: CouponFormValues;
  /** Absent: a new coupon. */
  couponCode?: string;
  canChange: boolean;
  /** The page follows a save made without JavaScript (`?saved=1`). */
  savedNotice?: boolean;
  t: Record<string, string>;
}) {
  const tr: TranslateFn = (key) => t[key] ?? key;
  const [state, formAction, pending] = useActionState(saveCouponAction, NOTHING_SENT);
  const js = useJsFlag();
  const error = state.errorCode ? errorMessageFor(state.errorCode, lang) : null;
  const done = state === NOTHING_SENT ? savedNotice : state.saved;
  // A refused save shows what was sent; else what is stored.
  const shown = state.values ?? initial;
  const v = (name: string) => {
    const value = shown[name];
    return Array.isArray(value) ? value : (value ?? '');
  };
  const text = (
    name: string,
    label: string,
    extra: Record<string, unknown> = {},
    Control: 'input' | 'textarea' = 'input',
  ) => (
    <label className={styles.field}>
      {label}
      <Control name={name} defaultValue={v(name) as string} disabled={!canChange} {...extra} />
    </label>
  );
  const number = (name: string, label: string, min = 0) =>
    text(name, label, { type: 'number', min, step: 1, inputMode: 'numeric' });
  const flag = (name: string, label: string) => (
    <label>
      <input type="checkbox" name={name} value="1" defaultChecked={v(name) === '1'} disabled={!canChange} />{' '}
      {label}
    </label>
  );
  const choice = (name: string, value: string, label: string) => (
    <label key={value}>
      <input
        type="checkbox"
        name={name}
        value={value}
        defaultChecked={(v(name) as string[]).includes(value)}
        disabled={!canChange}
      />{' '}
      {label}
    </label>
  );
  const select = (name: string, label: string, options: [string, string][]) => (
    <label className={styles.field}>
      {label}
      <select name={name} defaultValue={v(name) as string} disabled={!canChange}>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <form className={styles.formStack} action={formAction} aria-busy={pending} data-testid="coupon-editor">
      <input type="hidden" name="js" value={js} />
      {couponCode ? <input type="hidden" name="couponCode" value={couponCode} /> : null}
      {/* The fields remount when what they show changes (a save, open or close refreshes the page; a
          refusal shows what was sent), so they show it; the form, its saved status and its error stay. */}
      <Fragment key={JSON.stringify(shown)}>
        <Group legend={tr('couponBasics')}>
          {couponCode
            ? null
            : text('CouponCode', tr('couponCode'), {
                required: true,
                pattern: '[A-Za-z0-9_-]+',
                maxLength: 64,
              })}
          {text('CouponName', tr('couponName'), { required: true, maxLength: 200 })}
          {text('EnCouponName', tr('couponNameEn'), { maxLength: 200 })}
          {text('Remarks', tr('couponRemarks'), { maxLength: 2000 }, 'textarea')}
          {text('EnRemarks', tr('couponRemarksEn'), { maxLength: 2000 }, 'textarea')}
          {select('Scope', tr('couponScope'), [
            ['general', tr('scope_general')],
            ['user', tr('scope_user')],
          ])}
          {flag('OpenStatus', tr('couponOpenFlag'))}
        </Group>
        <Group legend={tr('couponDiscountGroup')}>
          {number('Discount', tr('couponDiscountValue'), 1)}
          {select(
            'DiscountUnitType',
            tr('couponUnit'),
            ['1', '2', '3', '4', '5', '6', '7', '8'].map((u) => [u, tr(`unit_${u}`)]),
          )}
          {number('MaxDiscountAmtForRate', tr('couponRateCap'))}
          {select('RoundType', tr('couponRound'), [
            ['2', tr('round_2')],
            ['1', tr('round_1')],
            ['3', tr('round_3')],
          ])}
          {number('RoundDigit', tr('couponRoundDigit'))}
          {flag('MinusRuleType', tr('couponMinusRule'))}
          {flag('AdultDiscountFlag', tr('couponAdultDiscount'))}
          {flag('ChildDiscountFlag', tr('couponChildDiscount'))}
          {flag('InfantDiscountFlag', tr('couponInfantDiscount'))}
          {flag('ConbineFlag', tr('couponCombinable'))}
        </Group>
        <Group legend={tr('couponProductGroup')}>
          {select('TargetSystemGrpType', tr('couponGroup'), [
            ['3', tr('group_3')],
            ['4', tr('group_4')],
            ['5', tr('group_5')],
          ])}
          <div role="group" aria-label={tr('couponProductKinds')}>
            <span>{tr('couponProductKinds')}</span>{' '}
            {PRODUCT_KINDS.map((k) => choice('ProductKindList', k, tr(`kind_${k}`)))}
          </div>
          {text('TargetSystemSubGrpCode', tr('couponTourType'), { maxLength: 16 })}
          {text('TourCode', tr('couponTour'), { maxLength: 20 })}
          {text('HotelCode', tr('couponHotel'), { maxLength: 20 })}
          {text('HotelPlanCode', tr('couponPlan'), { maxLength: 30 })}
          {text('LandCode', tr('couponLand'), { maxLength: 20 })}
          {text('LandMaterialCode', tr('couponLandMaterial'), { maxLength: 20 })}
          {text('LandPlanCode', tr('couponLandPlan'), { maxLength: 20 })}
          {text('RentacarCode', tr('couponCar'), { maxLength: 30 })}
          {text('AreaCode', tr('couponArea'), { maxLength: 20 })}
          {text('DestPrefCode', tr('couponDestPref'), { maxLength: 2 })}
          {text('KodawariList', tr('couponKodawari'))}
        </Group>
        <Group legend={tr('couponPartyGroup')}>
          {flag('AdtUseAllowFlag', tr('couponAllowAdult'))}
          {flag('ChdUseAllowFlag', tr('couponAllowChild'))}
          {flag('InfUseAllowFlag', tr('couponAllowInfant'))}
          {flag('ChildRequiredFlg', tr('couponChildRequired'))}
        </Group>
        <Group legend={tr('couponMemberGroup')}>
          <div role="group" aria-label={tr('couponSexes')}>
            <span>{tr('couponSexes')}</span> {choice('SexList', 'female', tr('sex_female'))}
            {choice('SexList', 'male', tr('sex_male'))}
          </div>
          {number('AgeFrom', tr('couponAgeFrom'))}
          {number('AgeTo', tr('couponAgeTo'))}
          {text('LivePrefCodeList', tr('couponResidence'))}
          {flag('BirthMonthFlg', tr('couponBirthMonth'))}
        </Group>
        <Group legend={tr('couponDatesGroup')}>
          {text('DepDateFrom', tr('couponDepFrom'), { type: 'date' })}
          {text('DepDateTo', tr('couponDepTo'), { type: 'date' })}
          <label className={styles.field}>
            {tr('couponExcluded')}
            <textarea
              name="ExcludeDepDateList"
              defaultValue={v('ExcludeDepDateList') as string}
              rows={3}
              disabled={!canChange}
            />
          </label>
          {text('UseDatetimeFrom', tr('couponUseFrom'), { type: 'datetime-local' })}
          {text('UseDatetimeTo', tr('couponUseTo'), { type: 'datetime-local' })}
        </Group>
        <Group legend={tr('couponLimitsGroup')}>
          {number('MinReserveAmt', tr('couponMinAmount'))}
          {number('MaxUseCount', tr('couponMaxUses'), 1)}
          {number('MaxUsePerUser', tr('couponMaxPerUser'), 1)}
        </Group>
      </Fragment>
      {canChange ? (
        <div className={styles.actions}>
          <button type="submit" className="button" disabled={pending}>
            {pending ? tr('working') : couponCode ? tr('save') : tr('couponCreate')}
          </button>
          <span role="status" className={styles.ok}>
            {done ? tr('saved') : ''}
          </span>
        </div>
      ) : null}
      {error ? (
        <p role="alert" className={styles.alert}>
          {error}
        </p>
      ) : null}
    </form>
  );
}
