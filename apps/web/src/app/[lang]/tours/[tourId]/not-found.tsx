/**
 * A tour that does not exist (TDE901) or a tour id that is not well formed (TVE801): HTTP 404
 * (spec §4, §8), the code chosen from the request path (lib/tours/notFound.ts).
 */
import { NotFoundView } from '@/components/NotFoundView';
import { getRequestContext } from '@/lib/requestContext';
import { tourNotFoundCodes } from '@/lib/tours/notFound';

export default async function TourNotFound() {
  const ctx = await getRequestContext();
  return <NotFoundView codes={tourNotFoundCodes(ctx.path)} pageKind="tourDetail" />;
}
