/**
 * A hotel's plans and rooms reached with a JR departure (issue 6: dynamic-package detail): each plan
 * carries its set prices, the stay plus the basic JR round trip (ordinary reserved seat) and the
 * green car, equal to the dp booking quote to the yen. Expected figures come from the API and the
 * domain's JR rules, never hard-coded.
 */
import { addDays, jrRoundTrip } from '@tabiyori/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp, type TestSession } from '../test/accounts';
import { catalogToday, DATABASE_KINDS, startTestApi, type TestApi } from '../test/harness';

interface Seat {
  transportPerAdult: number;
  transportTotal: number;
  setPricePerAdult: number;
  setTotal: number;
}
interface PlanDp extends Seat {
  transport: string;
  departure: { code: string; name: string };
  km: number;
  nights: number;
  green: Seat & { extraPerAdult: number; extraTotal: number };
}
interface Plan {
  planId: string;
  price: { perAdult: number; total: number; nights: number };
  dp?: PlanDp;
}
interface Card {
  hotelId: string;
  plan: { planId: string };
  dp: { km: number; setTotal: number; setPricePerAdult: number; transportPerAdult: number };
}

describe.each(DATABASE_KINDS)('dp set prices of a hotel plan on %s', (kind) => {
  let api: TestApi;
  let user: TestSession;
  let date: string;
  let tokyo: { code: string; name: string };
  let card: Card;
  const party = 'adultPax=2&childPax=8-b1s1sc1';

  beforeAll(async () => {
    api = await startTestApi(kind);
    user = await signUp(api);
    date = addDays(catalogToday(), 35);
    const decoder = (await api.get('/v1/decoder')).body as {
      departureAreas: { code: string; name: string }[];
    };
    tokyo = decoder.departureAreas.find((d) => d.name.includes('東京'))!;
    const list = await api.get(
      `/v1/hotels?arrAreaCode=26&depAreaCode=${tokyo.code}&goDate=${date}&nights=2&${party}`,
    );
    card = (list.body as { hotels: Card[] }).hotels[0]!;
    expect(card.dp).toBeDefined();
  }, 120_000);
  afterAll(async () => {
    await api?.close();
  });

  const plansOf = async (query: string) => {
    const res = await api.get(`/v1/hotel/${card.hotelId}/plans?${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body as { plans: Plan[] }).plans;
  };

  it('prices every plan as a set with the JR round trip, the cheapest plan as the search card', async () => {
    const plans = await plansOf(`depAreaCode=${tokyo.code}&goDate=${date}&nights=2&${party}`);
    expect(plans.length).toBeGreaterThan(0);
    const adult = jrRoundTrip(card.dp.km).roundTrip;
    const child = jrRoundTrip(card.dp.km, 'child').roundTrip;
    for (const plan of plans) {
      const dp = plan.dp!;
      expect(dp).toMatchObject({ transport: 'jr', km: card.dp.km, nights: 2, transportPerAdult: adult });
      expect(dp.departure).toEqual({ code: tokyo.code, name: tokyo.name });
      expect(dp.transportTotal).toBe(2 * adult + child);
      expect(dp.setPricePerAdult).toBe(plan.price.perAdult * 2 + adult);
      expect(dp.setTotal).toBe(plan.price.total + 2 * adult + child);
      const greenAdult = jrRoundTrip(card.dp.km, 'adult', 'green').roundTrip;
      expect(dp.green.transportPerAdult).toBe(greenAdult);
      expect(dp.green.extraPerAdult).toBe(greenAdult - adult);
      expect(dp.green.extraTotal).toBe(dp.green.setTotal - dp.setTotal);
      expect(dp.green.extraPerAdult).toBeGreaterThan(0);
    }
    const best = plans.find((p) => p.planId === card.plan.planId)!;
    expect(best.dp!.setPricePerAdult).toBe(card.dp.setPricePerAdult);
    expect(best.dp!.setTotal).toBe(card.dp.setTotal);
  });

  it('equals the dp booking quote to the yen, reserved seat and green car', async () => {
    const [plan] = await plansOf(`depAreaCode=${tokyo.code}&goDate=${date}&nights=2&${party}`);
    const quote = async (seatClass: string) => {
      const res = await call(api, 'POST', '/v1/bookings/quote', {
        session: user,
        body: {
          kind: 'dp',
          hotelId: card.hotelId,
          planId: plan!.planId,
          depAreaCode: tokyo.code,
          seatClass,
          date,
          nights: 2,
          adultPax: 2,
          children: [{ age: 8, useBed: true, useSeat: true, isSchoolChild: true }],
          roomCount: 1,
        },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return (res.body as { total: number }).total;
    };
    expect(await quote('reserved')).toBe(plan!.dp!.setTotal);
    expect(await quote('green')).toBe(plan!.dp!.green.setTotal);
  });

  it('gives rooms the same plan set prices, and no dp without a JR departure', async () => {
    const query = `depAreaCode=${tokyo.code}&goDate=${date}&nights=2&${party}`;
    const plans = await plansOf(query);
    const rooms = await api.get(`/v1/hotel/${card.hotelId}/rooms?${query}`);
    expect(rooms.status).toBe(200);
    const roomPlans = (rooms.body as { rooms: { plans: Plan[] }[] }).rooms.flatMap((r) => r.plans);
    expect(roomPlans.length).toBeGreaterThan(0);
    for (const p of roomPlans) {
      expect(p.dp).toEqual(plans.find((q) => q.planId === p.planId)!.dp);
    }
    for (const p of await plansOf(`goDate=${date}&nights=2&${party}`)) expect(p.dp).toBeUndefined();
    for (const p of await plansOf(`approachType=air&depAreaCode=${tokyo.code}&goDate=${date}&${party}`)) {
      expect(p.dp).toBeUndefined();
    }
  });
});
