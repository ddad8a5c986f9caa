/**
 * What a tour booking chose and got (issue 18 item 1), for the booking steps, the confirmation and
 * My page's booking detail: the hotel and plan of each stay, the outbound and return services, the
 * room assignment (spec §3 ten counts, one label per category) and the optional activities with
 * their price rows. Names in the viewer's language (the API keeps both). No hooks: server and client.
 */
import {
  formatDateLong,
  formatPrice,
  formatTime4,
  paxTypeLabel,
  ROOM_PAX_KEYS,
  type RoomPaxKey,
} from '@tabiyori/domain';
import type { TourChoicesView } from '@/lib/booking/types';
import type { Lang } from '@/lib/i18n/settings';
import { colon, listSep, paren } from '@/lib/i18n/punctuation';
import styles from './booking.module.css';
import type { TranslateFn } from '@/lib/i18n/translate';

const signed = (amount: number, lang: Lang) =>
  `${amount > 0 ? '+' : '−'}${formatPrice(Math.abs(amount), lang)}`;

/** A room's counts as text: 大人(男性)1名・小学生高学年1名 / Adult (male) 1, … */
function roomText(room: Record<string, number>, lang: Lang, t: TranslateFn): string {
  return ROOM_PAX_KEYS.filter((key) => (room[key] ?? 0) > 0)
    .map((key) => `${paxTypeLabel(key as RoomPaxKey, lang)} ${t('countValue', { count: room[key] })}`)
    .join(listSep(lang));
}

/** `<dt>/<dd>` pairs of the choices, inside the summary's `<dl>`. */
export function TourChoicesSummary({
  choices,
  lang,
  t,
}: {
  choices: TourChoicesView;
  lang: Lang;
  t: TranslateFn;
}) {
  return (
    <>
      {choices.stays.map((stay) => (
        <div key={`stay-${stay.relativeDate}`} className={styles.summaryPair} data-testid="choice-stay">
          <dt>{t('choiceStay')}</dt>
          <dd>
            {formatDateLong(stay.checkinDate, lang)} {t('nightsValue', { count: stay.nights })}
            {colon(lang)}
            {t('choiceStayValue', { hotel: stay.hotelName[lang], plan: stay.planName[lang] })}
            {stay.perAdultDifference !== 0
              ? paren(t('choiceDifferenceValue', { price: signed(stay.perAdultDifference, lang) }), lang)
              : ''}
          </dd>
        </div>
      ))}
      {choices.stays
        .filter((stay) => stay.roomName[lang] !== '')
        .map((stay) => (
          <div
            key={`room-${stay.relativeDate}`}
            className={styles.summaryPair}
            data-testid="choice-room-type"
          >
            <dt>{t('roomType')}</dt>
            <dd>
              {choices.stays.length > 1 ? `${formatDateLong(stay.checkinDate, lang)} ` : ''}
              {stay.roomName[lang]}
            </dd>
          </div>
        ))}
      {choices.transports.map((leg) => (
        <div key={`leg-${leg.leg}`} className={styles.summaryPair} data-testid={`choice-${leg.leg}`}>
          <dt>{t(leg.leg === 'return' ? 'choiceReturn' : 'choiceOutbound')}</dt>
          <dd>
            {formatDateLong(leg.date, lang)} {leg.number[lang]} {leg.depName[lang]} {formatTime4(leg.depTime)}{' '}
            → {leg.arrName[lang]} {formatTime4(leg.arrTime)}
            {leg.surcharge > 0
              ? ` (${t('choiceDifferenceValue', { price: signed(leg.surcharge, lang) })})`
              : ''}
          </dd>
        </div>
      ))}
      {choices.roomAssigns ? (
        <div className={styles.summaryPair} data-testid="choice-rooms">
          <dt>{t('choiceRoomAssign')}</dt>
          <dd>
            <ul className={styles.plainList}>
              {choices.roomAssigns.map((room, i) => (
                <li key={i}>
                  {t('choiceRoomN', { n: i + 1 })}
                  {colon(lang)}
                  {roomText(room, lang, t)}
                </li>
              ))}
            </ul>
          </dd>
        </div>
      ) : null}
      {choices.optionals.length > 0 ? (
        <div className={styles.summaryPair} data-testid="choice-optionals">
          <dt>{t('choiceOptionals')}</dt>
          <dd>
            <ul className={styles.plainList}>
              {choices.optionals.map((o) => (
                <li key={`${o.optionalId}-${o.date}`}>
                  {o.name[lang]}
                  {paren(
                    `${formatDateLong(o.date, lang)}${listSep(lang)}${roomText(o.amount, lang, t)}`,
                    lang,
                  )}
                </li>
              ))}
            </ul>
          </dd>
        </div>
      ) : null}
    </>
  );
}

/** The optionals' price rows, in the price table's body after the tour's passenger rows. */
export function OptionalPriceRows({
  choices,
  lang,
  t,
  rowLabel,
}: {
  choices: TourChoicesView | null | undefined;
  lang: Lang;
  t: TranslateFn;
  rowLabel: (row: TourChoicesView['optionals'][number]['rows'][number]) => string;
}) {
  if (!choices || choices.optionals.length === 0) return null;
  return (
    <>
      {choices.optionals.map((o) => [
        <tr key={`${o.optionalId}-${o.date}-head`} className={styles.groupRow}>
          <th scope="rowgroup" colSpan={4}>
            {t('optionalRowsCaption', { name: o.name[lang], date: formatDateLong(o.date, lang) })}
          </th>
        </tr>,
        ...o.rows.map((row, i) => (
          <tr key={`${o.optionalId}-${o.date}-${i}`} data-pax-type={row.paxType}>
            <th scope="row">{rowLabel(row)}</th>
            <td className={styles.num}>{formatPrice(row.unitPrice, lang)}</td>
            <td className={styles.num}>{t('countValue', { count: row.count })}</td>
            <td className={styles.num}>{formatPrice(row.amount, lang)}</td>
          </tr>
        )),
      ])}
    </>
  );
}
