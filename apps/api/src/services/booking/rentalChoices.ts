/**
 * What a rental-car booking chooses (issue 18 item 2): the options (免責補償, child and junior
 * seats, ETC card, snow tyres in season) and a one-way return office. The rules are the domain's
 * (rentacar/rentalOptions.ts); this prices them from the database, checks the pieces left of
 * limited options over every day of the rental and names the stock rows the booking takes
 * (rentacar_option_day, one per day and option, after the car's rows in the booking's lock order).
 *
 * Answers: 400 BKE800 for an unknown or repeated option or a count over its limit; 400 BKE804 for an
 * option the office does not offer (or not in season), more child/junior seats than children,
 * more passengers than seats, a one-way drop-off the company does not allow; 409 BKE801 when an
 * option has fewer pieces left than asked on a day of the rental.
 */
import {
  oneWayFee,
  priceRentalOptions,
  rentalProblemText,
  rentalTotal,
  type RentalProblem,
} from '@tabiyori/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { ApiFailure } from '../../errors';
import type { CarDetail, RentalView } from '../../schemas/rentacar';
import { findOffice } from '../rentacarSearch';
import { officeOptions, oneWayPairsTo, optionIdOf, optionStocks } from '../rentacarOptions';
import type { StockClaim } from './pricing';
import type { QuoteInput } from './request';

const MALFORMED: readonly RentalProblem['key'][] = ['unknownOption', 'duplicateOption', 'quantity'];

function refuse(problem: RentalProblem): never {
  const malformed = MALFORMED.includes(problem.key);
  throw new ApiFailure(400, malformed ? 'BKE800' : 'BKE804', rentalProblemText(problem));
}

export async function priceRentalChoices(
  db: Kysely<Database>,
  input: QuoteInput,
  car: CarDetail,
  rental: NonNullable<CarDetail['rental']>,
  dates: readonly string[],
): Promise<{ rental: RentalView; total: number; claims: StockClaim[] }> {
  const definitions = await officeOptions(db, car.officeCode);
  const { problems, options } = priceRentalOptions(definitions, {
    classCode: car.classCode,
    capacity: car.carClass.capacity,
    days: rental.days,
    pickupDate: rental.pickupDate,
    adults: input.adultPax,
    children: (input.children ?? []).length,
    choices: input.rentalOptions ?? [],
  });
  const first = problems[0];
  if (first) refuse(first);

  const returnCode = input.returnOfficeCode ?? car.officeCode;
  const returnOffice = returnCode === car.officeCode ? null : await findOffice(db, returnCode);
  if (returnCode !== car.officeCode && !returnOffice) {
    throw new ApiFailure(400, 'BKE804', 'returnOfficeCode names no office');
  }
  const fee = oneWayFee(await oneWayPairsTo(db, returnCode), car.officeCode, returnCode);
  if (fee === null) refuse({ key: 'oneWayRefused', from: car.officeCode, to: returnCode });

  const limited = options.filter((o) => o.limited);
  const stocks =
    limited.length > 0 ? await optionStocks(db, car.officeCode, rental.pickupDate, rental.returnDate) : null;
  for (const option of limited) {
    const left = stocks?.get(option.code) ?? 0;
    if (left < option.quantity)
      throw new ApiFailure(409, 'BKE801', `option ${option.code}: only ${left} left`);
  }
  const pickupOffice = await findOffice(db, car.officeCode);
  const view: RentalView = {
    pickupTime: rental.pickupTime,
    returnDate: rental.returnDate,
    returnTime: rental.returnTime,
    days: rental.days,
    pickupOffice: pickupOffice ? { officeCode: pickupOffice.officeCode, name: pickupOffice.name } : null,
    returnOffice: returnOffice ? { officeCode: returnOffice.officeCode, name: returnOffice.name } : null,
    carPrice: rental.price,
    oneWayFee: fee,
    options,
    optionTotal: options.reduce((sum, o) => sum + o.amount, 0),
  };
  return {
    rental: view,
    total: rentalTotal(rental.price, options, fee),
    claims: limited.flatMap((o) =>
      dates.map((date) => ({
        table: 'rentacar_option_day' as const,
        itemId: optionIdOf(car.officeCode, o.code),
        date,
        quantity: o.quantity,
      })),
    ),
  };
}

/**
 * The rental of a stored booking (party.rental): bookings made before options existed kept only
 * { pickupTime, returnDate, returnTime, days }; they read as no options, returned where picked up.
 */
export function storedRentalView(stored: unknown): RentalView | null {
  if (!stored || typeof stored !== 'object') return null;
  const r = stored as Partial<RentalView> &
    Pick<RentalView, 'pickupTime' | 'returnDate' | 'returnTime' | 'days'>;
  return {
    pickupTime: r.pickupTime,
    returnDate: r.returnDate,
    returnTime: r.returnTime,
    days: r.days,
    pickupOffice: r.pickupOffice ?? null,
    returnOffice: r.returnOffice ?? null,
    carPrice: r.carPrice ?? 0,
    oneWayFee: r.oneWayFee ?? 0,
    options: r.options ?? [],
    optionTotal: r.optionTotal ?? 0,
  };
}
