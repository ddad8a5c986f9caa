/**
 * The tour page's hotel, plan and service choices (issue 18 item 1) from the API's tourCondition:
 * every option with what it adds per adult against the price shown (the lowest default plan and
 * the included service). The figures are the API's (plan prices per people per room, service
 * surcharges: domain tourAdultPrice / transportSurcharges); this module only subtracts. Pure (tested).
 */
import type { TourConditionAnswer, DepartureLeg } from './types';

export interface PlanOption {
  /** `{hotelId}_{planId}`: the select's value. */
  value: string;
  hotelId: string;
  planId: string;
  hotelName: string;
  planName: string;
  mealTypeName: string;
  /** Yen per adult against the included plan at this occupancy (0 for the included one). */
  difference: number;
  included: boolean;
}

export interface StayOptions {
  relativeDate: number;
  nights: number;
  checkinDate: string;
  options: PlanOption[];
}

/**
 * The plans a stay can take at k people per room, cheapest first, each with its per-adult
 * difference. The included plan is the stay's cheapest default plan at k (the price shown).
 */
export function stayOptions(stay: TourConditionAnswer['stays'][number], k: number): StayOptions {
  const at = (prices: { paxPerRoom: number; price: number }[]) =>
    prices.find((p) => p.paxPerRoom === k)?.price;
  const rows = stay.hotels.flatMap((h) =>
    h.plans.flatMap((p) => {
      const price = at(p.prices);
      return price === undefined ? [] : [{ hotel: h, plan: p, price }];
    }),
  );
  const included = rows
    .filter((r) => r.hotel.isDefault && r.plan.isDefault)
    .reduce<(typeof rows)[number] | null>((best, r) => (!best || r.price < best.price ? r : best), null);
  const base = included?.price ?? Math.min(...rows.map((r) => r.price));
  return {
    relativeDate: stay.relativeDate,
    nights: stay.nights,
    checkinDate: stay.checkinDate,
    options: rows
      .map((r) => ({
        value: `${r.hotel.hotelId}_${r.plan.planId}`,
        hotelId: r.hotel.hotelId,
        planId: r.plan.planId,
        hotelName: r.hotel.hotelName,
        planName: r.plan.planName,
        mealTypeName: r.plan.mealTypeName,
        difference: r.price - base,
        included: r === included,
      }))
      .sort((a, b) => Number(b.included) - Number(a.included) || a.difference - b.difference),
  };
}

/** The service of a leg that is included in the price (the first without a surcharge). */
export function includedService(leg: DepartureLeg): number {
  return Math.max(
    0,
    leg.services.findIndex((s) => (s.surcharge ?? 0) === 0),
  );
}
