/**
 * A rental's choices in page URLs (pure, tested): the options as `opt_{code}=N` (the car page's GET
 * form sends them so: a checkbox `opt_cdw=1`, a count `opt_childSeat=2`) and the one-way return
 * office as `returnOfficeCode`. The car page, the booking page's URL and the quote request read and
 * write them with these functions only. Values that are not well formed are left out (the API
 * decides what is offered and how many).
 */
import { isRentalOptionCode, RENTAL_OPTION_CODES, type RentalOptionChoice } from '@tabiyori/domain';
import { firstParam, type QueryLike } from '../queryParams';

const OFFICE = /^[A-Z0-9]{2,10}$/;
const COUNT = /^[0-9]$/;

export interface RentalChoices {
  options: RentalOptionChoice[];
  returnOfficeCode: string | null;
}

/** The options (pieces > 0, in the domain's order) and return office of a query. */
export function rentalChoicesOfQuery(query: QueryLike): RentalChoices {
  const options: RentalOptionChoice[] = [];
  for (const code of RENTAL_OPTION_CODES) {
    const raw = firstParam(query, `opt_${code}`);
    if (raw !== null && COUNT.test(raw) && Number(raw) > 0) options.push({ code, quantity: Number(raw) });
  }
  const office = firstParam(query, 'returnOfficeCode') ?? '';
  return { options, returnOfficeCode: OFFICE.test(office) ? office : null };
}

/** The URL params of a rental's choices (the inverse of rentalChoicesOfQuery). */
export function rentalChoiceParams(choices: Partial<RentalChoices>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const o of choices.options ?? []) {
    if (isRentalOptionCode(o.code) && o.quantity > 0) out[`opt_${o.code}`] = String(o.quantity);
  }
  if (choices.returnOfficeCode) out.returnOfficeCode = choices.returnOfficeCode;
  return out;
}
