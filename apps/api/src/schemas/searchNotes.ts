/**
 * What a list answer says about its own condition (issue 16: a condition a list cannot honour is
 * said on the list, never silently widened).
 */
import { Type } from 'typebox';

export const NotAppliedSchema = Type.Array(Type.String(), {
  description:
    'query fields given but not applied by this list (e.g. a meal on a tour list, an air departure on a ' +
    'hotel list priced stay-only, people per room on an undated tour list priced at 2 per room); the page ' +
    'says so instead of showing them as honoured',
});
