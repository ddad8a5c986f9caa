/** The flyer of a tour that does not exist (TDE901) or of a malformed tour id (TVE801): HTTP 404. */
import { NotFoundView } from '@/components/NotFoundView';
import { getRequestContext } from '@/lib/requestContext';
import { tourNotFoundCodes } from '@/lib/tours/notFound';

export default async function FlyerNotFound() {
  const ctx = await getRequestContext();
  return <NotFoundView codes={tourNotFoundCodes(ctx.path)} pageKind="flyer" />;
}
