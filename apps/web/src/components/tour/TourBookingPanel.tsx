'use client';
/**
 * The party, room assignment, optional activities, total and "予約へ進む" of a tour's detail page
 * (issue 5 item 6). The party is edited with the shared people-and-room pane, checked by the
 * domain against this tour's limits (plan occupancy, seats left, airline rule: every spec §5
 * message that applies), and applied by navigating to the URL that holds it: the server then asks
 * GET /v1/totalPriceForAll for the total shown here (so the total is in the HTML and survives a
 * reload). The room assignment (domain validateRoomAssignment) and the chosen optionals travel to
 * the booking page in its link.
 */
import { useRouter } from 'next/navigation';
import { useId, useMemo, useState, useTransition } from 'react';
import { useTranslation } from '@/lib/i18n/client';
import {
  capacityText,
  formatDateLong,
  formatPrice,
  formatTime4,
  isFourDigitTime,
  paxTypeLabel,
  type MetaParams,
  type PaxMessage,
  type RoomAssignCounts,
  type RoomPaxKey,
  type SearchCondition,
} from '@tabiyori/domain';
import { applyParty, partyFromCondition, type PartyDraft } from '@/lib/search/party';
import { PeopleRoomPane } from '@/components/search/PeopleRoomPane';
import type { Lang } from '@/lib/i18n/settings';
import { pageHref } from '@/lib/links';
import { tourBookingHref, tourDetailHref, type BookingOptional } from '@/lib/tours/condition';
import {
  changeRoomAssign,
  childCategoryCounts,
  emptyRoomAssigns,
  isRoomAssignComplete,
  optionalAmountOf,
  optionalPartyPrice,
  roomAssignCategories,
  sameParty,
  tourPartyMessages,
  tourPartyNotes,
  tourRoomAssignMessages,
  type TourPartyLimits,
} from '@/lib/tours/party';
import { includedService, stayOptions } from '@/lib/tours/choices';
import type { TourConditionAnswer, TourOptional, TourTotalPrice, DepartureLeg } from '@/lib/tours/types';
import { TourChoiceFields, type ChoiceState } from './TourChoiceFields';
import styles from './tour.module.css';

export interface TourBookingPanelProps {
  lang: Lang;
  meta: MetaParams;
  tourId: string;
  condition: SearchCondition;
  limits: TourPartyLimits;
  goDate: string | null;
  optionals: TourOptional[];
  /** tourCondition's stays and legs of the departure (hotel, plan and service choices). */
  stays: TourConditionAnswer['stays'];
  legs: DepartureLeg[];
  /** People per room of the applied party (the plans' prices to compare). */
  paxPerRoom: number;
  total: TourTotalPrice | null;
  priceError: boolean;
}

function partyText(draft: PartyDraft, lang: Lang): string {
  return capacityText(draft.adultPax + draft.children.length, draft.roomCount, lang);
}

export function TourBookingPanel({
  lang,
  meta,
  tourId,
  condition,
  limits,
  goDate,
  optionals,
  stays,
  legs,
  paxPerRoom,
  total,
  priceError,
}: TourBookingPanelProps) {
  const { t } = useTranslation('tour');
  const { t: tp } = useTranslation('pax');
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const applied = useMemo(() => partyFromCondition(condition), [condition]);
  const [draft, setDraft] = useState<PartyDraft>(applied);
  const [rooms, setRooms] = useState<(RoomAssignCounts | null)[]>(() => emptyRoomAssigns(applied.roomCount));
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const [choice, setChoice] = useState<ChoiceState>({ stays: {}, transports: {} });
  const stayChoices = useMemo(() => stays.map((s) => stayOptions(s, paxPerRoom)), [stays, paxPerRoom]);
  const roomHeadingId = useId();

  const dirty = !sameParty(draft, applied);
  const partyProblems = tourPartyMessages(draft, limits);
  const text = (m: PaxMessage) => tp(m.key, { n: m.n ?? '' });
  const touched = rooms.some((r) => r !== null);
  const roomProblems = touched ? tourRoomAssignMessages(applied, rooms, limits) : [];
  const categories = roomAssignCategories(applied);
  const partyCounts: Partial<Record<RoomPaxKey, number>> = {
    male: applied.adultPax,
    female: applied.adultPax,
    ...childCategoryCounts(applied),
  };

  function updateDraft(next: PartyDraft) {
    setDraft(next);
  }

  function applyDraft() {
    if (partyProblems.length > 0) return;
    const next = applyParty(condition, draft);
    if (!next) return;
    const href = `${pageHref(tourDetailHref(tourId, next), lang, meta)}#price`;
    startTransition(() => {
      router.push(href, { scroll: false });
    });
    setRooms(emptyRoomAssigns(draft.roomCount));
  }

  const amount = optionalAmountOf(applied, rooms);
  const optionalRows = optionals.map((o) => ({
    optional: o,
    price: optionalPartyPrice(o.prices, applied),
    dates: o.dates.filter((d) => d.stock > 0),
  }));
  const bookingOptionals: BookingOptional[] = optionalRows.flatMap(({ optional, price }) => {
    const date = chosen[optional.optionalId];
    return date && price !== null
      ? [{ optionalId: optional.optionalId, optionalGroupId: optional.optionalGroupId, date, amount }]
      : [];
  });
  const optionalSubtotal = optionalRows.reduce(
    (sum, row) => sum + (chosen[row.optional.optionalId] && row.price !== null ? row.price : 0),
    0,
  );

  const roomAssignOk = !touched || (roomProblems.length === 0 && isRoomAssignComplete(rooms));
  const canBook =
    goDate !== null && total?.available === true && !dirty && partyProblems.length === 0 && roomAssignOk;
  // The chosen plans and services (the included ones are left out of the link: the price shown).
  const chosenStays = stayChoices.flatMap((stay) => {
    const option = stay.options.find((o) => !o.included && o.value === choice.stays[stay.relativeDate]);
    return option
      ? [
          {
            relativeDate: stay.relativeDate,
            hotelId: option.hotelId,
            planId: option.planId,
            difference: option.difference,
          },
        ]
      : [];
  });
  const chosenTransports = legs.flatMap((leg) => {
    const service = choice.transports[leg.leg];
    return service !== undefined && service !== includedService(leg)
      ? [
          {
            leg: leg.leg === 'return' ? ('return' as const) : ('outbound' as const),
            service,
            difference: leg.services[service]?.surcharge ?? 0,
          },
        ]
      : [];
  });
  const choiceDifference = [...chosenStays, ...chosenTransports].reduce((sum, c) => sum + c.difference, 0);
  const bookingPath = canBook
    ? tourBookingHref(tourId, condition, {
        ...(touched && isRoomAssignComplete(rooms) ? { roomAssigns: rooms } : {}),
        optionals: bookingOptionals,
        stays: chosenStays.map(({ relativeDate, hotelId, planId }) => ({ relativeDate, hotelId, planId })),
        transports: chosenTransports.map(({ leg, service }) => ({ leg, service })),
      })
    : null;
  const blocker = !goDate
    ? t('bookingNeedsDate')
    : dirty
      ? t('bookingNeedsRecalc')
      : partyProblems.length > 0 || !roomAssignOk
        ? t('bookingNeedsFix')
        : !total?.available
          ? t('priceUnavailable')
          : null;

  return (
    <div className={styles.pricePanel}>
      <section aria-labelledby="party-heading" className={styles.section}>
        <h3 id="party-heading" className={styles.sectionTitle}>
          {t('partyTitle')}
        </h3>
        <p className={styles.small}>{t('partyCurrent', { party: partyText(applied, lang) })}</p>
        <PeopleRoomPane
          draft={draft}
          onChange={updateDraft}
          transport={limits.transport}
          messagesFor={(d) => tourPartyMessages(d, limits)}
          notesFor={(d) => tourPartyNotes(d, limits)}
        />
        {dirty ? (
          <p className={styles.notice} role="status">
            {t('partyChanged')}
          </p>
        ) : null}
        <button
          type="button"
          className={styles.primaryButton}
          onClick={applyDraft}
          disabled={pending || partyProblems.length > 0 || !dirty}
        >
          {pending ? t('recalculate') : t('applyParty')}
        </button>
      </section>

      {goDate ? (
        <TourChoiceFields lang={lang} stays={stayChoices} legs={legs} value={choice} onChange={setChoice} />
      ) : null}

      {limits.lodging ? (
        <section aria-labelledby={roomHeadingId} className={styles.section}>
          <details className={styles.details}>
            <summary id={roomHeadingId}>{t('roomAssignOptional')}</summary>
            <p className={styles.small}>{t('roomAssignLead')}</p>
            <div className={styles.roomGrid}>
              {rooms.map((room, index) => (
                <fieldset key={index} className={styles.roomBox}>
                  <legend>{t('roomN', { n: index + 1 })}</legend>
                  {categories.map((key) => {
                    const value = room?.[key] ?? 0;
                    const label = paxTypeLabel(key, lang);
                    return (
                      <div
                        key={key}
                        className={styles.countRow}
                        role="group"
                        aria-label={`${t('roomN', { n: index + 1 })} ${label}`}
                      >
                        <span>{label}</span>
                        <span className={styles.countControls}>
                          <button
                            type="button"
                            aria-label={tp('decrease', { label })}
                            disabled={value <= 0}
                            onClick={() => setRooms((r) => changeRoomAssign(r, index, key, -1))}
                          >
                            −
                          </button>
                          <output aria-live="polite">{tp('peopleValue', { count: value })}</output>
                          <button
                            type="button"
                            aria-label={tp('increase', { label })}
                            disabled={value >= (partyCounts[key] ?? 0)}
                            onClick={() => setRooms((r) => changeRoomAssign(r, index, key, 1))}
                          >
                            +
                          </button>
                        </span>
                      </div>
                    );
                  })}
                </fieldset>
              ))}
            </div>
            <div aria-live="polite">
              {roomProblems.length > 0 ? (
                <ul className={styles.messages} aria-label={t('roomAssignProblems')}>
                  {roomProblems.map((m) => (
                    <li key={`${m.key}-${m.n ?? ''}`}>{text(m)}</li>
                  ))}
                </ul>
              ) : touched && isRoomAssignComplete(rooms) ? (
                <p className={styles.notice}>{t('roomAssignReady')}</p>
              ) : null}
            </div>
          </details>
        </section>
      ) : null}

      {goDate ? (
        <section aria-labelledby="optionals-heading" className={styles.section}>
          <h3 id="optionals-heading" className={styles.sectionTitle}>
            {t('optionals')}
          </h3>
          {optionalRows.length === 0 ? (
            <p className={styles.small}>{t('optionalsNone')}</p>
          ) : (
            <>
              <p className={styles.small}>{t('optionalsLead')}</p>
              <ul className={styles.optionalList}>
                {optionalRows.map(({ optional, price, dates }) => {
                  const selectedDate = chosen[optional.optionalId];
                  const na = t('notSoldForCategory');
                  return (
                    <li key={optional.optionalId} className={styles.optionalItem}>
                      <h4>
                        {optional.name} <span className={styles.small}>{optional.planName}</span>
                      </h4>
                      <p>
                        {t('optionalPerPerson', {
                          adult: formatPrice(optional.prices.person1, lang),
                          child:
                            optional.prices.person6 === null
                              ? na
                              : formatPrice(optional.prices.person6, lang),
                          infant:
                            optional.prices.person9 === null
                              ? na
                              : formatPrice(optional.prices.person9, lang),
                        })}
                      </p>
                      <p className={styles.small}>
                        {optional.startTimes.some(isFourDigitTime)
                          ? t('optionalTimes', {
                              times: optional.startTimes
                                .filter(isFourDigitTime)
                                .map(formatTime4)
                                .join(lang === 'en' ? ', ' : '、'),
                            })
                          : null}{' '}
                        {t('optionalDuration', { minutes: optional.durationMinutes })}
                      </p>
                      {price === null || dates.length === 0 ? (
                        <p className={styles.small}>{t('optionalNotSold')}</p>
                      ) : (
                        <div className={styles.optionalControls}>
                          <label>
                            <input
                              type="checkbox"
                              checked={Boolean(selectedDate)}
                              onChange={(event) =>
                                setChosen((c) => {
                                  const next = { ...c };
                                  if (event.target.checked) next[optional.optionalId] = dates[0]!.date;
                                  else delete next[optional.optionalId];
                                  return next;
                                })
                              }
                            />
                            {t('optionalAdd')}（{t('optionalPrice', { party: partyText(applied, lang) })}{' '}
                            <strong>{formatPrice(price, lang)}</strong>）
                          </label>
                          {selectedDate ? (
                            <label>
                              {t('optionalDate')}
                              <select
                                value={selectedDate}
                                onChange={(event) =>
                                  setChosen((c) => ({ ...c, [optional.optionalId]: event.target.value }))
                                }
                              >
                                {dates.map((d) => (
                                  <option key={d.date} value={d.date}>
                                    {formatDateLong(d.date, lang)}
                                  </option>
                                ))}
                              </select>
                            </label>
                          ) : null}
                        </div>
                      )}
                    </li>
                  );
                })}
              </ul>
            </>
          )}
        </section>
      ) : null}

      <section aria-labelledby="total-heading" className={styles.section} data-testid="tour-total">
        <h3 id="total-heading" className={styles.sectionTitle}>
          {t('totalPrice')}
        </h3>
        {!goDate ? (
          <p className={styles.notice}>{t('noDateSelected')}</p>
        ) : priceError || !total ? (
          <p className={styles.messages} role="alert">
            {t('priceError')}
          </p>
        ) : total.available && total.totalPrice !== undefined ? (
          <div className={styles.totalBox}>
            <p>{t('departureDateValue', { date: formatDateLong(goDate, lang) })}</p>
            <p>{t('totalFor', { party: partyText(applied, lang) })}</p>
            <p className={styles.totalPrice} data-total={total.totalPrice}>
              {formatPrice(total.totalPrice, lang)}
            </p>
            {total.perAdultPrice !== undefined ? (
              <p className={styles.small}>
                {t('perAdultPrice')} {formatPrice(total.perAdultPrice, lang)}
              </p>
            ) : null}
            {total.breakdown && total.breakdown.length > 0 ? (
              <table className={styles.breakdownTable}>
                <caption className="visually-hidden">{t('breakdown')}</caption>
                <tbody>
                  {total.breakdown.map((row) => (
                    <tr key={row.paxType}>
                      <th scope="row">{t('breakdownRow', { label: row.label, pax: row.pax })}</th>
                      <td>{formatPrice(row.price, lang)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : null}
            {choiceDifference !== 0 ? (
              <p className={styles.small} data-testid="choice-difference">
                {t('choiceDifference', {
                  price: `${choiceDifference > 0 ? '+' : '−'}${formatPrice(Math.abs(choiceDifference), lang)}`,
                })}
              </p>
            ) : null}
            {optionalSubtotal > 0 ? (
              <>
                <p className={styles.small}>
                  {t('optionalSubtotal')} {formatPrice(optionalSubtotal, lang)}
                </p>
                <p>
                  <strong>
                    {t('totalWithOptionals', {
                      price: formatPrice(total.totalPrice + optionalSubtotal, lang),
                    })}
                  </strong>
                </p>
              </>
            ) : null}
          </div>
        ) : (
          <div role="alert">
            <p className={styles.messages}>
              {t(`reason_${total.reason ?? 'party'}`, { defaultValue: t('priceUnavailable') })}
            </p>
            {total.messages && total.messages.length > 0 ? (
              <ul className={styles.messages}>
                {total.messages.map((m) => (
                  <li key={`${m.key}-${m.n ?? ''}`}>{tp(m.key, { n: m.n ?? '', defaultValue: m.text })}</li>
                ))}
              </ul>
            ) : null}
          </div>
        )}
        <div className={styles.cta}>
          {bookingPath ? (
            <a href={pageHref(bookingPath, lang, meta)} className={styles.ctaLink}>
              {t('toBooking')}
            </a>
          ) : (
            <span className={styles.ctaDisabled} aria-disabled="true" role="link">
              {t('toBooking')}
            </span>
          )}
          <p className={styles.small}>{bookingPath ? t('bookingNote') : blocker}</p>
        </div>
      </section>
    </div>
  );
}
