/** An activity search the API refused as malformed (OPE800): HTTP 404 in the site's frame with the code. */
import { NotFoundView } from '@/components/NotFoundView';

export default function OptionalsNotFound() {
  return <NotFoundView codes={['OPE800']} pageKind="optionals" />;
}
