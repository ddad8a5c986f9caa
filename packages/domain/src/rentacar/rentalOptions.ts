/**
 * Rental-car options (issue 18 item 2; the spec names the product kind 'rentacar' and says car
 * rental counts every passenger, §5; it is silent on options, so these follow what Japanese rental
 * companies do):
 *
 * - 免責補償 (collision damage waiver, `cdw`): per 24-hour day, the price depends on the car class;
 * - child seat / junior seat (`childSeat`, `juniorSeat`): per rental, per seat, up to 2 each, and
 *   never more seats than children in the party; the office keeps a limited number per day;
 * - ETC card (`etcCard`): per rental; not offered where there is no expressway (remote islands);
 * - snow tyres (`snowTyres`): per day, at most `maxChargedDays` days charged, offered only in the
 *   office's snow region and only when the pickup day falls in its season (MMDD–MMDD, may wrap the
 *   year); limited sets per day;
 * - one-way drop-off (乗り捨て): allowed only for the office pairs the company lists, at the pair's
 *   fee (`oneWayFee`); returning to the pickup office costs nothing.
 *
 * Every passenger needs a seat: adults + children ≤ the class's capacity (children in a child or
 * junior seat still take a seat of the car).
 *
 * Total of a rental = the car's price + Σ options + the one-way fee, integer yen.
 */

export const RENTAL_OPTION_CODES = ['cdw', 'childSeat', 'juniorSeat', 'etcCard', 'snowTyres'] as const;
export type RentalOptionCode = (typeof RENTAL_OPTION_CODES)[number];

/** Options that fill a seat of a child (never more than the children of the party). */
export const CHILD_SEAT_OPTIONS: readonly RentalOptionCode[] = ['childSeat', 'juniorSeat'];

export interface RentalOptionDefinition {
  code: RentalOptionCode;
  name: { ja: string; en: string };
  note: { ja: string; en: string };
  /** 'rental': charged once per rental (per piece); 'day': per 24-hour day of the rental. */
  unit: 'rental' | 'day';
  /** yen per piece and unit. */
  price: number;
  /** Per-class prices (classCode → yen) where the price depends on the car (免責補償). */
  classPrices: Record<string, number> | null;
  /** 'day' options: the most days charged (null: every day). */
  maxChargedDays: number | null;
  /** Pieces one rental may take (1 for on/off options). */
  maxQuantity: number;
  /** True when the office keeps a limited number per day (stock per day). */
  limited: boolean;
  /** Offered only when the pickup day's MMDD lies in from…to (inclusive, may wrap the year). */
  season: { from: string; to: string } | null;
}

export interface RentalOptionChoice {
  code: string;
  quantity: number;
}

export interface PricedRentalOption {
  code: RentalOptionCode;
  name: { ja: string; en: string };
  unit: 'rental' | 'day';
  quantity: number;
  unitPrice: number;
  /** Days charged ('day' options, after the cap), 1 for 'rental' options. */
  chargedDays: number;
  amount: number;
  limited: boolean;
}

export type RentalProblem =
  | { key: 'unknownOption'; code: string }
  | { key: 'duplicateOption'; code: string }
  | { key: 'notOffered'; code: string }
  | { key: 'outOfSeason'; code: string; season: { from: string; to: string } }
  | { key: 'quantity'; code: string; max: number }
  | { key: 'seatsOverChildren'; seats: number; children: number }
  | { key: 'overCapacity'; passengers: number; capacity: number }
  | { key: 'oneWayRefused'; from: string; to: string };

export const isRentalOptionCode = (code: string): code is RentalOptionCode =>
  (RENTAL_OPTION_CODES as readonly string[]).includes(code);

/** True when `ymd` (YYYYMMDD) falls in the season (MMDD–MMDD inclusive, wrapping the year). */
export function inRentalSeason(season: { from: string; to: string } | null, ymd: string): boolean {
  if (!season) return true;
  const mmdd = ymd.slice(4, 8);
  return season.from <= season.to
    ? mmdd >= season.from && mmdd <= season.to
    : mmdd >= season.from || mmdd <= season.to;
}

/** The options of an office offered for a rental picked up on `pickupDate` (in season). */
export function offeredRentalOptions(
  definitions: readonly RentalOptionDefinition[],
  pickupDate: string,
): RentalOptionDefinition[] {
  return definitions.filter((d) => inRentalSeason(d.season, pickupDate));
}

/** The price of one piece per unit for a car of `classCode`. */
export function rentalOptionUnitPrice(definition: RentalOptionDefinition, classCode: string): number {
  return definition.classPrices?.[classCode] ?? definition.price;
}

/** Days charged for a 'day' option over a rental of `days` 24-hour days (1 for 'rental'). */
export function rentalOptionChargedDays(definition: RentalOptionDefinition, days: number): number {
  if (definition.unit === 'rental') return 1;
  return definition.maxChargedDays === null ? days : Math.min(days, definition.maxChargedDays);
}

/** One option priced for a rental: unit price × pieces × charged days. */
export function priceRentalOption(
  definition: RentalOptionDefinition,
  classCode: string,
  days: number,
  quantity: number,
): PricedRentalOption {
  const unitPrice = rentalOptionUnitPrice(definition, classCode);
  const chargedDays = rentalOptionChargedDays(definition, days);
  return {
    code: definition.code,
    name: definition.name,
    unit: definition.unit,
    quantity,
    unitPrice,
    chargedDays,
    amount: unitPrice * quantity * chargedDays,
    limited: definition.limited,
  };
}

export interface RentalRequest {
  classCode: string;
  capacity: number;
  /** 24-hour days charged for the car. */
  days: number;
  pickupDate: string;
  adults: number;
  children: number;
  choices: readonly RentalOptionChoice[];
}

/**
 * Checks and prices the chosen options of a rental against the office's definitions: the problems
 * (empty when the rental can be booked as asked) and the priced options (quantity 0 left out).
 */
export function priceRentalOptions(
  definitions: readonly RentalOptionDefinition[],
  request: RentalRequest,
): { problems: RentalProblem[]; options: PricedRentalOption[] } {
  const problems: RentalProblem[] = [];
  const passengers = request.adults + request.children;
  if (passengers > request.capacity) {
    problems.push({ key: 'overCapacity', passengers, capacity: request.capacity });
  }
  const options: PricedRentalOption[] = [];
  const seen = new Set<string>();
  let seats = 0;
  for (const choice of request.choices) {
    if (seen.has(choice.code)) {
      problems.push({ key: 'duplicateOption', code: choice.code });
      continue;
    }
    seen.add(choice.code);
    if (!isRentalOptionCode(choice.code)) {
      problems.push({ key: 'unknownOption', code: choice.code });
      continue;
    }
    if (choice.quantity === 0) continue;
    const definition = definitions.find((d) => d.code === choice.code);
    if (!definition) {
      problems.push({ key: 'notOffered', code: choice.code });
      continue;
    }
    if (definition.season && !inRentalSeason(definition.season, request.pickupDate)) {
      problems.push({ key: 'outOfSeason', code: choice.code, season: definition.season });
      continue;
    }
    if (
      !Number.isInteger(choice.quantity) ||
      choice.quantity < 0 ||
      choice.quantity > definition.maxQuantity
    ) {
      problems.push({ key: 'quantity', code: choice.code, max: definition.maxQuantity });
      continue;
    }
    if (CHILD_SEAT_OPTIONS.includes(definition.code)) seats += choice.quantity;
    options.push(priceRentalOption(definition, request.classCode, request.days, choice.quantity));
  }
  if (seats > request.children)
    problems.push({ key: 'seatsOverChildren', seats, children: request.children });
  return { problems, options };
}

/** The one-way fee from `from` to `to` (0 when returned where picked up), or null when refused. */
export function oneWayFee(
  pairs: readonly { from: string; to: string; fee: number }[],
  from: string,
  to: string,
): number | null {
  if (from === to) return 0;
  return pairs.find((p) => p.from === from && p.to === to)?.fee ?? null;
}

/** The rental's total: the car, its options and the one-way fee. */
export function rentalTotal(
  carPrice: number,
  options: readonly PricedRentalOption[],
  oneWay: number,
): number {
  return carPrice + options.reduce((sum, o) => sum + o.amount, 0) + oneWay;
}

/** A developer-facing text of a problem (the API's `message`; pages show the catalogue's text). */
export function rentalProblemText(problem: RentalProblem): string {
  switch (problem.key) {
    case 'unknownOption':
      return `option ${problem.code} is unknown`;
    case 'duplicateOption':
      return `option ${problem.code} is given twice`;
    case 'notOffered':
      return `option ${problem.code} is not offered by this office`;
    case 'outOfSeason':
      return `option ${problem.code} is offered only from ${problem.season.from} to ${problem.season.to}`;
    case 'quantity':
      return `option ${problem.code} allows 0–${problem.max}`;
    case 'seatsOverChildren':
      return `${problem.seats} child seats for ${problem.children} children`;
    case 'overCapacity':
      return `${problem.passengers} passengers exceed the car's ${problem.capacity} seats`;
    case 'oneWayRefused':
      return `one-way drop-off from ${problem.from} to ${problem.to} is not allowed`;
  }
}
