'use client';
/**
 * The party, room assignment, optional activities, total and "予約へ進む" of a tour's detail page
 * (issue 5 item 6). The party is edited with the shared people-and-room pane, checked by the
 * domain against this tour's limits (plan occupancy, seats left, airline rule: every spec §5
 * message that applies), and applied by navigating to the URL that holds it: the server then asks
 * GET /v1/totalPriceForAll for the total shown here (so the total is in the HTML and survives a
 * reload). The room assignment (domain validateRoomAssignment) and the chosen optionals travel to
 * the booking page in its link. This component holds the state; each section is its own part.
 */
import { useRouter } from 'next/navigation';
import { useMemo, useState, useTransition } from 'react';
import type { MetaParams, RoomAssignCounts, SearchCondition } from '@tabiyori/domain';
import { applyParty, partyFromCondition, type PartyDraft } from '@/lib/search/party';
import type { Lang } from '@/lib/i18n/settings';
import { pageHref } from '@/lib/links';
import {
  bookingBlockerKey,
  choiceDifference,
  chosenOptionals,
  chosenStays,
  chosenTransports,
  optionalRows,
  optionalSubtotal,
} from '@/lib/tours/bookingChoices';
import { tourBookingHref, tourDetailHref } from '@/lib/tours/condition';
import {
  emptyRoomAssigns,
  isRoomAssignComplete,
  optionalAmountOf,
  sameParty,
  tourPartyMessages,
  tourRoomAssignMessages,
  type TourPartyLimits,
} from '@/lib/tours/party';
import { stayOptions } from '@/lib/tours/choices';
import type { TourConditionAnswer, TourOptional, TourTotalPrice, DepartureLeg } from '@/lib/tours/types';
import { TourChoiceFields, type ChoiceState } from './TourChoiceFields';
import { TourOptionals } from './TourOptionals';
import { TourPartySection } from './TourPartySection';
import { TourRoomAssign } from './TourRoomAssign';
import { TourTotal } from './TourTotal';
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
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const applied = useMemo(() => partyFromCondition(condition), [condition]);
  const [draft, setDraft] = useState<PartyDraft>(applied);
  const [rooms, setRooms] = useState<(RoomAssignCounts | null)[]>(() => emptyRoomAssigns(applied.roomCount));
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const [choice, setChoice] = useState<ChoiceState>({ stays: {}, transports: {} });
  const stayChoices = useMemo(() => stays.map((s) => stayOptions(s, paxPerRoom)), [stays, paxPerRoom]);

  const dirty = !sameParty(draft, applied);
  const partyOk = tourPartyMessages(draft, limits).length === 0;
  const touched = rooms.some((r) => r !== null);
  const roomProblems = touched ? tourRoomAssignMessages(applied, rooms, limits) : [];

  function applyDraft() {
    if (!partyOk) return;
    const next = applyParty(condition, draft);
    if (!next) return;
    const href = `${pageHref(tourDetailHref(tourId, next), lang, meta)}#price`;
    startTransition(() => {
      router.push(href, { scroll: false });
    });
    setRooms(emptyRoomAssigns(draft.roomCount));
  }

  const rows = optionalRows(optionals, applied);
  const pickedStays = chosenStays(stayChoices, choice.stays);
  const pickedTransports = chosenTransports(legs, choice.transports);
  const roomAssignOk = !touched || (roomProblems.length === 0 && isRoomAssignComplete(rooms));
  const blockerKey = bookingBlockerKey({
    goDate,
    dirty,
    partyOk,
    roomAssignOk,
    available: total?.available === true,
  });
  const bookingPath =
    blockerKey === null
      ? tourBookingHref(tourId, condition, {
          ...(touched && isRoomAssignComplete(rooms) ? { roomAssigns: rooms } : {}),
          optionals: chosenOptionals(rows, chosen, optionalAmountOf(applied, rooms)),
          stays: pickedStays.map(({ relativeDate, hotelId, planId }) => ({ relativeDate, hotelId, planId })),
          transports: pickedTransports.map(({ leg, service }) => ({ leg, service })),
        })
      : null;

  return (
    <div className={styles.pricePanel}>
      <TourPartySection
        lang={lang}
        applied={applied}
        draft={draft}
        limits={limits}
        dirty={dirty}
        pending={pending}
        onChange={setDraft}
        onApply={applyDraft}
      />
      {goDate ? (
        <TourChoiceFields lang={lang} stays={stayChoices} legs={legs} value={choice} onChange={setChoice} />
      ) : null}
      {limits.lodging ? (
        <TourRoomAssign
          lang={lang}
          applied={applied}
          rooms={rooms}
          setRooms={setRooms}
          problems={roomProblems}
        />
      ) : null}
      {goDate ? (
        <TourOptionals lang={lang} applied={applied} rows={rows} chosen={chosen} setChosen={setChosen} />
      ) : null}
      <TourTotal
        lang={lang}
        meta={meta}
        applied={applied}
        goDate={goDate}
        total={total}
        priceError={priceError}
        choiceDifference={choiceDifference([...pickedStays, ...pickedTransports])}
        optionalSubtotal={optionalSubtotal(rows, chosen)}
        bookingPath={bookingPath}
        blockerKey={blockerKey}
      />
    </div>
  );
}
