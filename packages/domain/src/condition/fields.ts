import type { SearchCondition } from './types';

/**
 * A copy of the condition with the patch applied; fields patched to undefined are removed, so a
 * condition never carries `key: undefined`. Never mutates its input. (Internal helper.)
 */
export function withFields(condition: SearchCondition, patch: Partial<SearchCondition>): SearchCondition {
  const next: Record<string, unknown> = { ...condition, ...patch };
  for (const key of Object.keys(patch)) {
    if (next[key] === undefined) delete next[key];
  }
  return next as unknown as SearchCondition;
}
