/** A tour special code that names no special (HSP900 → E_00003, spec §8): HTTP 404. */
import { NotFoundView } from '@/components/NotFoundView';

export default function SpecialNotFound() {
  return <NotFoundView codes={['HSP900']} pageKind="special" />;
}
