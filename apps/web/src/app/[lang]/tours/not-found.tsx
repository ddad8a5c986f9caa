/**
 * A tour list whose condition names something that does not exist (TVE801: an unknown area,
 * departure or id) or that the API refused as malformed (TVE800): HTTP 404 with E_00001.
 */
import { NotFoundView } from '@/components/NotFoundView';
import { getRequestContext } from '@/lib/requestContext';
import { tourNotFoundCodes } from '@/lib/tours/notFound';

export default async function TourListNotFound() {
  const ctx = await getRequestContext();
  return <NotFoundView codes={tourNotFoundCodes(ctx.path)} pageKind="tourList" />;
}
