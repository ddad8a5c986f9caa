/**
 * The tour-detail travel schedule (spec §3 Travel schedule, Stay schedule entry, Sequential stay;
 * spec §4 "Tour-detail travel schedule").
 *
 * A schedule is what the traveller is building on a tour's detail page: the party (pax entries),
 * the stays night by night (which hotel and plan, and how the party is assigned to rooms), the
 * optional activities added, for a departure date.
 */
import { addDays } from '../calendar/japanTime';
import type { ChildDetail } from '../pax/childParam';
import type { RoomAssignCounts } from '../pax/roomAssign';

/** One party entry of the schedule (spec §3: adult, child, approachType). */
export interface SchedulePax {
  adult: number;
  child: ChildDetail[];
  approachType: string;
}

/** One night of the schedule: relativeDate 0 is the night of the departure date. */
export interface ScheduleStay {
  relativeDate: number;
  hotelId: string;
  planId: string;
  /** The party's assignment to rooms, one ten-count entry per room. */
  roomAssigns: RoomAssignCounts[];
}

export interface ScheduleOptional {
  optionalId: string;
  date: string;
  amount: RoomAssignCounts;
  optionalGroupId: string;
}

export interface TravelSchedule {
  tourId: string;
  goDate: string;
  travelDays: number;
  pax: SchedulePax[];
  stays: ScheduleStay[];
  includeOptionals: ScheduleOptional[];
  /** Seats or rooms left for the departure (as the API reported when the schedule was set). */
  stock: number;
}

/** A tour's default lodging for consecutive nights (spec §3 Tour defaultYadoPlans, reduced). */
export interface DefaultYadoPlanRef {
  /** First night (0 = departure night) and number of nights this lodging covers. */
  relativeDate: number;
  nights: number;
  hotelId: string;
  planIds: string[];
  /** Plan to use per people-per-room count ('1' … '9'). */
  paxPlanIds: Record<string, string>;
}

/**
 * Spec §4: "setting the default schedule takes the plan id of the pax case": for each default
 * lodging, the plan for the party's people per room (`paxPlanIds[paxPerRoom]`); when the tour has no
 * plan for that case, its first plan (the detail page then shows the party check messages).
 */
export function createDefaultSchedule(input: {
  tourId: string;
  goDate: string;
  travelDays: number;
  paxPerRoom: number;
  defaultYadoPlans: readonly DefaultYadoPlanRef[];
  stock?: number;
}): TravelSchedule {
  const stays: ScheduleStay[] = [];
  for (const yado of input.defaultYadoPlans) {
    const planId = yado.paxPlanIds[String(input.paxPerRoom)] ?? yado.planIds[0];
    if (planId === undefined) continue;
    for (let night = 0; night < Math.max(1, yado.nights); night++) {
      stays.push({ relativeDate: yado.relativeDate + night, hotelId: yado.hotelId, planId, roomAssigns: [] });
    }
  }
  stays.sort((a, b) => a.relativeDate - b.relativeDate);
  return {
    tourId: input.tourId,
    goDate: input.goDate,
    travelDays: input.travelDays,
    pax: [],
    stays,
    includeOptionals: [],
    stock: input.stock ?? 0,
  };
}

/**
 * Spec §4: "adding pax at modal index 0 replaces the list, otherwise appends". The people modal's
 * first panel (index 0) states the whole party anew; later panels add further entries (e.g. a second
 * group travelling on another approach type).
 */
export function addSchedulePax(
  schedule: TravelSchedule,
  pax: SchedulePax,
  modalIndex: number,
): TravelSchedule {
  return { ...schedule, pax: modalIndex === 0 ? [pax] : [...schedule.pax, pax] };
}

/**
 * Spec §4: "room assignment is stored on the stay with the matching hotel and plan". Every night
 * with that hotel and plan gets the assignment; other stays are untouched. When no stay matches,
 * the schedule is returned unchanged.
 */
export function setStayRoomAssigns(
  schedule: TravelSchedule,
  hotelId: string,
  planId: string,
  roomAssigns: readonly RoomAssignCounts[],
): TravelSchedule {
  if (!schedule.stays.some((s) => s.hotelId === hotelId && s.planId === planId)) return schedule;
  return {
    ...schedule,
    stays: schedule.stays.map((stay) =>
      stay.hotelId === hotelId && stay.planId === planId ? { ...stay, roomAssigns: [...roomAssigns] } : stay,
    ),
  };
}

/** Replaces the hotel and plan of the nights from `relativeDate` on for `nights` nights. */
export function changeScheduleStay(
  schedule: TravelSchedule,
  relativeDate: number,
  nights: number,
  hotelId: string,
  planId: string,
): TravelSchedule {
  const last = relativeDate + nights - 1;
  return {
    ...schedule,
    stays: schedule.stays.map((stay) =>
      stay.relativeDate >= relativeDate && stay.relativeDate <= last
        ? { ...stay, hotelId, planId, roomAssigns: [] }
        : stay,
    ),
  };
}

/** Spec §3 Stay schedule entry: one per night with its calendar date. */
export interface StayScheduleEntry {
  date: string;
  hotelId: string;
  planId: string;
  roomAssign: RoomAssignCounts[];
}

export function stayScheduleEntries(schedule: TravelSchedule): StayScheduleEntry[] {
  return schedule.stays.map((stay) => ({
    date: addDays(schedule.goDate, stay.relativeDate),
    hotelId: stay.hotelId,
    planId: stay.planId,
    roomAssign: stay.roomAssigns,
  }));
}

/** Spec §3 Sequential stay: consecutive nights at the same hotel and plan become one stay. */
export interface SequentialStay {
  checkinDate: string;
  hotelId: string;
  planId: string;
  nights: number;
  roomAssigns: RoomAssignCounts[];
}

export function sequentialStays(schedule: TravelSchedule): SequentialStay[] {
  const result: SequentialStay[] = [];
  let previous: ScheduleStay | undefined;
  for (const stay of [...schedule.stays].sort((a, b) => a.relativeDate - b.relativeDate)) {
    const current = result.at(-1);
    if (
      current &&
      previous &&
      previous.hotelId === stay.hotelId &&
      previous.planId === stay.planId &&
      previous.relativeDate + 1 === stay.relativeDate
    ) {
      current.nights += 1;
    } else {
      result.push({
        checkinDate: addDays(schedule.goDate, stay.relativeDate),
        hotelId: stay.hotelId,
        planId: stay.planId,
        nights: 1,
        roomAssigns: stay.roomAssigns,
      });
    }
    previous = stay;
  }
  return result;
}
