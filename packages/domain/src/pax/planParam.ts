/**
 * Plan params (spec §5: "A plan param must have exactly 3 parts; else 'plan param is invalid'").
 *
 * Decision: the form is `{hotelId}-{planId}-{roomTypeCode}`, hyphen-delimited like the spec's
 * optionalId (`landCode-landMaterialCode-landPlanCode`, spec §3). Exactly three parts, none empty,
 * none containing whitespace (ids never do); `H1-P1` and `H1-P1-R1-X` and `H1--R1` are invalid.
 */
import { PaxFormatError } from './paxError';

export const PLAN_PARAM_DELIMITER = '-';

export interface PlanParam {
  hotelId: string;
  planId: string;
  roomTypeCode: string;
}

const PART = /^[^\s-]+$/;

export function parsePlanParam(value: unknown): PlanParam {
  if (typeof value !== 'string') throw invalidPlanParam();
  const parts = value.split(PLAN_PARAM_DELIMITER);
  if (parts.length !== 3 || !parts.every((p) => PART.test(p))) throw invalidPlanParam();
  const [hotelId = '', planId = '', roomTypeCode = ''] = parts;
  return { hotelId, planId, roomTypeCode };
}

export function formatPlanParam(plan: PlanParam): string {
  const parts = [plan.hotelId, plan.planId, plan.roomTypeCode];
  if (!parts.every((p) => typeof p === 'string' && PART.test(p))) throw invalidPlanParam();
  return parts.join(PLAN_PARAM_DELIMITER);
}

function invalidPlanParam(): PaxFormatError {
  return new PaxFormatError('INVALID_PLAN_PARAM', 'plan param is invalid');
}
