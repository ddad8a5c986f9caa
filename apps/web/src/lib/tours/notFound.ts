/**
 * The codes a tour page's 404 shows (spec §4, §8): a tour id that is not well formed (T + 6 digits,
 * domain checkTourId) is a wrong request, TVE801; a well-formed id of no tour is TDE901. Both
 * answer HTTP 404 (isCustomLoggedError). Read from the request path, since notFound() carries no
 * data to the boundary. Pure (tested).
 */
import { checkTourId } from '@tabiyori/domain';

/**
 * `/tours/{tourId}…` or `/flyer/{tourId}…` (language-neutral path) → the codes of its 404; the list
 * `/tours` itself answers 404 only when its condition names something that does not exist (TVE801).
 */
export function tourNotFoundCodes(path: string): string[] {
  if (path === '/tours' || path === '/tours/') return ['TVE801'];
  const match = /^\/(?:tours|flyer)\/([^/?#]+)/.exec(path);
  if (!match) return ['PNF900'];
  let id: string;
  try {
    id = decodeURIComponent(match[1] ?? '');
  } catch {
    return ['TVE801'];
  }
  return checkTourId(id).ok ? ['TDE901'] : ['TVE801'];
}
