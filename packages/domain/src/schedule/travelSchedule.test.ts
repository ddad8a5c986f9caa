import { describe, expect, it } from 'vitest';
import { roomAssignOf } from '../pax/roomAssign';
import {
  addSchedulePax,
  changeScheduleStay,
  createDefaultSchedule,
  sequentialStays,
  setStayRoomAssigns,
  stayScheduleEntries,
  type DefaultYadoPlanRef,
} from './travelSchedule';

const yado: DefaultYadoPlanRef[] = [
  {
    relativeDate: 0,
    nights: 2,
    hotelId: 'H1',
    planIds: ['H1P01', 'H1P02'],
    paxPlanIds: { '2': 'H1P02', '3': 'H1P01' },
  },
  { relativeDate: 2, nights: 1, hotelId: 'H2', planIds: ['H2P01'], paxPlanIds: { '2': 'H2P01' } },
];
const base = () =>
  createDefaultSchedule({
    tourId: 'T000001',
    goDate: '20261230',
    travelDays: 4,
    paxPerRoom: 2,
    defaultYadoPlans: yado,
  });

describe('spec §4 tour-detail travel schedule', () => {
  it('setting the default schedule takes the plan id of the pax case', () => {
    expect(base().stays.map((s) => `${s.relativeDate}:${s.planId}`)).toEqual([
      '0:H1P02',
      '1:H1P02',
      '2:H2P01',
    ]);
    const three = createDefaultSchedule({
      tourId: 'T',
      goDate: '20261230',
      travelDays: 4,
      paxPerRoom: 3,
      defaultYadoPlans: yado,
    });
    // H2 has no plan for 3 per room: its first plan is used.
    expect(three.stays.map((s) => s.planId)).toEqual(['H1P01', 'H1P01', 'H2P01']);
  });

  it('adding pax at modal index 0 replaces the list, otherwise appends', () => {
    const a = { adult: 2, child: [], approachType: 'air' };
    const b = {
      adult: 1,
      child: [{ age: 8, useBed: true, useSeat: true, isSchoolChild: true }],
      approachType: 'air',
    };
    const once = addSchedulePax(base(), a, 0);
    const twice = addSchedulePax(once, b, 1);
    expect(twice.pax).toEqual([a, b]);
    expect(addSchedulePax(twice, b, 0).pax).toEqual([b]);
  });

  it('room assignment is stored on the stays with the matching hotel and plan only', () => {
    const assign = [roomAssignOf({ male: 1, female: 1 })];
    const s = setStayRoomAssigns(base(), 'H1', 'H1P02', assign);
    expect(s.stays.map((x) => x.roomAssigns.length)).toEqual([1, 1, 0]);
    expect(setStayRoomAssigns(base(), 'H1', 'H2P01', assign)).toEqual(base());
  });

  it('gives stay schedule entries with calendar dates across the year end', () => {
    expect(stayScheduleEntries(base()).map((e) => e.date)).toEqual(['20261230', '20261231', '20270101']);
  });

  it('joins consecutive nights at one hotel and plan into sequential stays', () => {
    expect(sequentialStays(base())).toEqual([
      { checkinDate: '20261230', hotelId: 'H1', planId: 'H1P02', nights: 2, roomAssigns: [] },
      { checkinDate: '20270101', hotelId: 'H2', planId: 'H2P01', nights: 1, roomAssigns: [] },
    ]);
    const split = changeScheduleStay(base(), 1, 1, 'H3', 'H3P01');
    expect(sequentialStays(split).map((s) => `${s.hotelId}x${s.nights}`)).toEqual(['H1x1', 'H3x1', 'H2x1']);
  });
});
