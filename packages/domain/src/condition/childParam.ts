/**
 * The child param of spec §5, "Child params must match age-b0/1 s0/1 sc0/1": `{age}-b{0|1}s{0|1}sc{0|1}`
 * (b useBed, s useSeat, sc isSchoolChild), e.g. `8-b1s1sc1`. The pax module owns the canonical
 * parser and its 'INVALID PAX PARAM' error; this small codec only carries children in page URLs,
 * following the same format, and never throws.
 */
import { isWithinConditionLimit } from './limits';
import type { SearchConditionChild } from './types';

const CHILD_PARAM = /^(\d{1,2})-b([01])s([01])sc([01])$/;

/** `8-b1s1sc1` for an 8-year-old using a bed and a seat, of school age. */
export function conditionChildToParam(child: SearchConditionChild): string {
  const bit = (flag: boolean): string => (flag ? '1' : '0');
  return `${child.age}-b${bit(child.useBed)}s${bit(child.detail.useSeat)}sc${bit(child.detail.isSchoolChild)}`;
}

/**
 * Parses one child param strictly: the whole text must match and the age be 0–17 (1–2 digits,
 * `08` read as 8, as pax/childParam.ts does; written back as `8`); else undefined.
 */
export function conditionChildFromParam(text: string): SearchConditionChild | undefined {
  const m = CHILD_PARAM.exec(text);
  if (!m) return undefined;
  const [, ageText = '', b, s, sc] = m;
  const age = Number(ageText);
  if (!isWithinConditionLimit('childAge', age)) return undefined;
  return { age, useBed: b === '1', detail: { useSeat: s === '1', isSchoolChild: sc === '1' } };
}
