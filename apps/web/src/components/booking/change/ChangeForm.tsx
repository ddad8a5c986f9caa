/**
 * The change form of My page's booking change (issue 18 item 5): what the booking's kind may change
 * (domain CHANGEABLE_FIELDS) — the date, nights, adults, each child (age, bedding; a child of 6 says
 * whether at school) with one empty slot to add a child, rooms and the room type where the plan has
 * several (a stay, dp), the pickup time and the return day and time (a rental car) — sent as a GET
 * form to the change page, which prices it. Every field is labelled; works without JavaScript. No
 * hooks (server).
 */
import type { ChangeField, MetaParams } from '@tabiyori/domain';
import { MAX_SELECTABLE_PAX, paxCategoryAges } from '@tabiyori/domain';
import accountStyles from '@/components/account/account.module.css';
import { dateInputFromYmd } from '@/lib/operator/time';
import { childSlots, MAX_CHANGE_ROOMS, type ChangeFormValues } from '@/lib/booking/change';
import type { QuoteRoomType } from '@/lib/booking/types';
import type { Lang } from '@/lib/i18n/settings';
import { AMBIGUOUS_SCHOOL_AGE, CHILD_AGES } from '@/lib/search/party';
import { PendingSubmit } from './PendingSubmit';
import { TimeSelect } from './TimeSelect';
import styles from './change.module.css';
import type { TranslateFn } from '@/lib/i18n/translate';

const DATE_LABEL: Record<string, string> = { optional: 'changeDateUse', rentacar: 'changeDatePickup' };
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
/** Nights offered: up to two weeks, or the booked nights when longer. */
const nightsOffered = (booked: number) => range(1, Math.max(14, booked));

/** A room type the plan sells, as the quote of the stay lists it (stock for the wanted dates). */
export type ChangeRoomType = QuoteRoomType;

export function ChangeForm({
  action,
  meta,
  kind,
  fields,
  values,
  roomTypes = [],
  lang,
  t,
  tp,
}: {
  action: string;
  meta: MetaParams;
  kind: string;
  fields: readonly ChangeField[];
  values: ChangeFormValues;
  /** yado, dp: the plan's room types (a select when there are two or more). */
  roomTypes?: readonly ChangeRoomType[];
  lang: Lang;
  t: TranslateFn;
  tp: TranslateFn;
}) {
  const input = `${accountStyles.input} ${styles.input}`;
  return (
    <form method="get" action={action} className={styles.form} data-testid="change-form">
      <input type="hidden" name="quote" value="1" />
      {Object.entries(meta).map(([name, value]) =>
        typeof value === 'string' && value !== '' ? (
          <input key={name} type="hidden" name={name} value={value} />
        ) : null,
      )}
      <div className={styles.fields}>
        {fields.includes('date') ? (
          <label className={accountStyles.field}>
            <span className={accountStyles.label}>{t(DATE_LABEL[kind] ?? 'changeDateStay')}</span>
            <input
              className={input}
              type="date"
              name="date"
              required
              defaultValue={dateInputFromYmd(values.date)}
              data-testid="change-date"
            />
          </label>
        ) : null}
        {fields.includes('nights') ? (
          <label className={accountStyles.field}>
            <span className={accountStyles.label}>{t('changeNights')}</span>
            <select className={input} name="nights" defaultValue={values.nights} data-testid="change-nights">
              {nightsOffered(values.nights).map((n) => (
                <option key={n} value={n}>
                  {t('changeNightsValue', { count: n })}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        {fields.includes('party') ? (
          <label className={accountStyles.field}>
            <span className={accountStyles.label}>
              {tp('adult')}
              <small className={accountStyles.hint}>{paxCategoryAges('adult', lang)}</small>
            </span>
            <select className={input} name="adults" defaultValue={values.adults} data-testid="change-adults">
              {range(1, MAX_SELECTABLE_PAX).map((n) => (
                <option key={n} value={n}>
                  {tp('peopleValue', { count: n })}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        {fields.includes('rooms') ? (
          <label className={accountStyles.field}>
            <span className={accountStyles.label}>{t('changeRooms')}</span>
            <select className={input} name="rooms" defaultValue={values.rooms} data-testid="change-rooms">
              {range(1, MAX_CHANGE_ROOMS).map((n) => (
                <option key={n} value={n}>
                  {tp('roomsValue', { count: n })}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        {fields.includes('rooms') && roomTypes.length > 1 ? (
          <label className={accountStyles.field}>
            <span className={accountStyles.label}>{t('changeRoomType')}</span>
            <select
              className={input}
              name="roomId"
              defaultValue={values.roomId ?? undefined}
              data-testid="change-room-type"
            >
              {roomTypes.map((r) => {
                const full = r.roomId !== values.roomId && r.stock < values.rooms;
                return (
                  <option
                    key={r.roomId}
                    value={r.roomId}
                    disabled={r.roomId !== values.roomId && (!r.fits || full)}
                  >
                    {[
                      t('changeRoomTypeOption', {
                        name: r.name[lang],
                        min: r.capacityMin,
                        max: r.capacityMax,
                      }),
                      !r.fits ? t('changeRoomTypeUnfit') : full ? t('changeRoomTypeFull') : '',
                    ]
                      .filter(Boolean)
                      .join(' — ')}
                  </option>
                );
              })}
            </select>
          </label>
        ) : null}
        {fields.includes('rentalTimes') && values.rental ? (
          <>
            <TimeSelect
              label={t('changePickupTime')}
              name="pickupTime"
              value={values.rental.pickupTime}
              className={input}
              testId="change-pickup-time"
            />
            <label className={accountStyles.field}>
              <span className={accountStyles.label}>{t('changeReturnDate')}</span>
              <input
                className={input}
                type="date"
                name="returnDate"
                required
                defaultValue={dateInputFromYmd(values.rental.returnDate)}
                data-testid="change-return-date"
              />
            </label>
            <TimeSelect
              label={t('changeReturnTime')}
              name="returnTime"
              value={values.rental.returnTime}
              className={input}
              testId="change-return-time"
            />
          </>
        ) : null}
      </div>
      {fields.includes('party') ? (
        <div className={styles.children}>
          {childSlots(values.children).map((child, i) => (
            <fieldset key={i} className={styles.child} data-testid={`change-child-${i}`}>
              <legend className={accountStyles.legend}>
                {child ? t('changeChildN', { n: i + 1 }) : t('changeAddChild')}
              </legend>
              <label className={accountStyles.field}>
                <span className={accountStyles.label}>{tp('childAge')}</span>
                <select className={input} name={`age${i}`} defaultValue={child?.age ?? ''}>
                  <option value="">{child ? t('changeRemoveChild') : t('changeNoChild')}</option>
                  {CHILD_AGES.map((age) => (
                    <option key={age} value={age}>
                      {tp('ageValue', { count: age })}
                    </option>
                  ))}
                </select>
              </label>
              <label className={accountStyles.check}>
                <input type="checkbox" name={`bed${i}`} value="1" defaultChecked={child?.useBed ?? true} />
                {tp('useBed')}
              </label>
              <label className={accountStyles.check}>
                <input
                  type="checkbox"
                  name={`school${i}`}
                  value="1"
                  defaultChecked={child?.age === AMBIGUOUS_SCHOOL_AGE && child.isSchoolChild}
                />
                {t('changeSchoolChild', { age: AMBIGUOUS_SCHOOL_AGE })}
              </label>
            </fieldset>
          ))}
          <p className={accountStyles.hint}>{t('changeChildrenHint')}</p>
        </div>
      ) : null}
      <PendingSubmit
        className={`button ${styles.submit}`}
        label={t('changeQuoteButton')}
        pendingLabel={t('changeQuoting')}
        testId="change-quote-submit"
      />
    </form>
  );
}
