/**
 * Child params of spec §5: `{age}-b{0|1}s{0|1}sc{0|1}` (age, useBed, useSeat, isSchoolChild; spec §3
 * "Child detail"), e.g. `8-b1s1sc1` = 8 years old, with bed, with seat, elementary school child.
 *
 * Decisions: the age is a whole number 0–17 (a child is under 18; who is an adult for a given
 * carrier or hotel is decided by the party rules, not the format), written with 1–2 digits (`08`
 * accepted, `8` written). Anything else fails with PaxFormatError INVALID_PAX_PARAM, message
 * 'INVALID PAX PARAM' (the spec's text).
 */
import { PaxFormatError } from './paxError';

export interface ChildDetail {
  age: number;
  useBed: boolean;
  useSeat: boolean;
  isSchoolChild: boolean;
}

/** Oldest age a child param may carry. */
export const MAX_CHILD_AGE = 17;

const CHILD_PARAM_PATTERN = /^(\d{1,2})-b([01])s([01])sc([01])$/;

/** Spec §5: parses one child param; throws PaxFormatError INVALID_PAX_PARAM ('INVALID PAX PARAM'). */
export function parseChildParam(value: unknown): ChildDetail {
  const match = typeof value === 'string' ? CHILD_PARAM_PATTERN.exec(value) : null;
  if (!match) throw invalidPaxParam();
  const age = Number(match[1]);
  if (age > MAX_CHILD_AGE) throw invalidPaxParam();
  return { age, useBed: match[2] === '1', useSeat: match[3] === '1', isSchoolChild: match[4] === '1' };
}

/** Parses every child param of a list; the first bad one fails the whole list. */
export function parseChildParams(values: readonly unknown[]): ChildDetail[] {
  if (!Array.isArray(values)) throw invalidPaxParam();
  return values.map(parseChildParam);
}

/**
 * The child param text of a child detail as written (`8-b1s1sc1`), without checking the age: for
 * writers that must never throw (condition/childParam.ts). formatChildParam is the checked form.
 */
export function childParamText(child: ChildDetail): string {
  const bit = (flag: boolean) => (flag ? '1' : '0');
  return `${child.age}-b${bit(child.useBed)}s${bit(child.useSeat)}sc${bit(child.isSchoolChild)}`;
}

/** The child param of a child detail; throws PaxFormatError when the age is not a whole 0–17. */
export function formatChildParam(child: ChildDetail): string {
  if (!Number.isInteger(child.age) || child.age < 0 || child.age > MAX_CHILD_AGE) throw invalidPaxParam();
  return childParamText(child);
}

function invalidPaxParam(): PaxFormatError {
  return new PaxFormatError('INVALID_PAX_PARAM', 'INVALID PAX PARAM');
}
