/**
 * The child param of spec §5, "Child params must match age-b0/1 s0/1 sc0/1": `{age}-b{0|1}s{0|1}sc{0|1}`
 * (b useBed, s useSeat, sc isSchoolChild), e.g. `8-b1s1sc1`, carrying the children of a search
 * condition in page URLs. The format is pax/childParam.ts's (one parser, one writer); this codec
 * only maps it onto the condition's child shape and never throws: a malformed param is undefined
 * (via pax's tryPax), as URL decoding needs.
 */
import { childParamText, parseChildParam } from '../pax/childParam';
import { tryPax } from '../pax/paxError';
import type { SearchConditionChild } from './types';

/** `8-b1s1sc1` for an 8-year-old using a bed and a seat, of school age. */
export function conditionChildToParam(child: SearchConditionChild): string {
  return childParamText({
    age: child.age,
    useBed: child.useBed,
    useSeat: child.detail.useSeat,
    isSchoolChild: child.detail.isSchoolChild,
  });
}

/**
 * Parses one child param strictly, as pax/childParam.ts parseChildParam does: the whole text must
 * match and the age be 0–17 (1–2 digits, `08` read as 8; written back as `8`); else undefined.
 */
export function conditionChildFromParam(text: string): SearchConditionChild | undefined {
  const parsed = tryPax(() => parseChildParam(text));
  if (!parsed.ok) return undefined;
  const { age, useBed, useSeat, isSchoolChild } = parsed.value;
  return { age, useBed, detail: { useSeat, isSchoolChild } };
}
