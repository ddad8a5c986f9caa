/**
 * Optional-activity amounts (spec §3 "Optional activity entry: amount (same ten counts)"; spec §5:
 * must match the same ten-count pattern as room assignments, else INVALID_OPTIONAL_AMOUNT_FORMAT).
 * Same digits rule as roomAssign.ts: 0–999 per category, leading zeros accepted, never written.
 */
import { describeInput, PaxFormatError } from './paxError';
import { tenCountCodec, type RoomAssignCounts } from './roomAssign';

/** The same ten counts as a room; named for what it carries here. */
export type OptionalAmount = RoomAssignCounts;

const optionalAmountCodec = tenCountCodec(
  (value) =>
    new PaxFormatError(
      'INVALID_OPTIONAL_AMOUNT_FORMAT',
      `INVALID_OPTIONAL_AMOUNT_FORMAT: ${describeInput(value)}`,
    ),
);

export function parseOptionalAmount(value: unknown): OptionalAmount {
  return optionalAmountCodec.parse(value);
}

export function formatOptionalAmount(amount: OptionalAmount): string {
  return optionalAmountCodec.format(amount);
}
