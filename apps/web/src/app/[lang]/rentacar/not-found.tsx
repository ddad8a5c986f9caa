/** A car search the API refused as malformed (RCE800): HTTP 404 in the site's frame with the code. */
import { NotFoundView } from '@/components/NotFoundView';

export default function CarsNotFound() {
  return <NotFoundView codes={['RCE800']} pageKind="rentacar" />;
}
