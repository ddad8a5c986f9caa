/**
 * The car page's price of a rental with its choices (pure, tested): the offers of GET
 * /v1/rentacar/{carId} (already priced for the car's class) as the domain's option definitions,
 * checked and priced by the domain's rule (rentacar/rentalOptions.ts priceRentalOptions,
 * rentalTotal), so the page shows what the booking's quote will charge. The booking itself is
 * priced again by the API.
 */
import {
  priceRentalOptions,
  rentalTotal,
  type PricedRentalOption,
  type RentalOptionDefinition,
  type RentalProblem,
} from '@tabiyori/domain';
import type { PaxCounts } from '../booking/paxCounts';
import type { CarDetail, RentalOptionOffer } from './api';
import type { RentalChoices } from './choices';

export interface RentalPrice {
  carPrice: number;
  options: PricedRentalOption[];
  oneWayFee: number;
  total: number;
  problems: RentalProblem[];
  /** Options asked for beyond the pieces left on the tightest day. */
  soldOut: string[];
}

function definitionOf(offer: RentalOptionOffer): RentalOptionDefinition {
  return {
    code: offer.code,
    name: { ja: offer.name, en: offer.name },
    note: { ja: offer.note, en: offer.note },
    unit: offer.unit,
    price: offer.unitPrice,
    classPrices: null,
    maxChargedDays: offer.maxChargedDays,
    maxQuantity: offer.maxQuantity,
    limited: offer.limited,
    season: offer.season,
  };
}

/** The price of the asked rental with its options and one-way fee; null without a rental. */
export function rentalPrice(car: CarDetail, party: PaxCounts, choices: RentalChoices): RentalPrice | null {
  const rental = car.rental;
  if (!rental) return null;
  const { problems, options } = priceRentalOptions(car.options.map(definitionOf), {
    classCode: car.classCode,
    capacity: car.carClass.capacity,
    days: rental.days,
    pickupDate: rental.pickupDate,
    adults: party.person1,
    children: party.person6 + party.person9,
    choices: choices.options,
  });
  const soldOut = options
    .filter((o) => {
      const stock = car.options.find((offer) => offer.code === o.code)?.stock;
      return stock !== null && stock !== undefined && stock < o.quantity;
    })
    .map((o) => o.code);
  return {
    carPrice: rental.price,
    options,
    oneWayFee: rental.oneWayFee,
    total: rentalTotal(rental.price, options, rental.oneWayFee),
    problems,
    soldOut,
  };
}
