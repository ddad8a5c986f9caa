/** An unknown special code (HSP900 → E_00003, spec §8): HTTP 404 with the hotel error group. */
import { NotFoundView } from '@/components/NotFoundView';

export default function SpecialHotelsNotFound() {
  return <NotFoundView codes={['HSP900']} pageKind="specialHotels" />;
}
