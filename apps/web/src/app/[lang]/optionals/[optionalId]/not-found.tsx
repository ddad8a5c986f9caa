/** An activity that does not exist (OPE901) or a malformed id (OPE800): HTTP 404 with the code. */
import { NotFoundView } from '@/components/NotFoundView';

export default function OptionalNotFound() {
  return <NotFoundView codes={['OPE901']} pageKind="optionals" />;
}
