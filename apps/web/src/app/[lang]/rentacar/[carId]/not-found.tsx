/** A car that does not exist (RCE901) or a malformed carId (RCE800): HTTP 404 with the code. */
import { NotFoundView } from '@/components/NotFoundView';

export default function CarNotFound() {
  return <NotFoundView codes={['RCE901']} pageKind="rentacar" />;
}
