/** A hotel that does not exist (HDE901, spec §4 §8): HTTP 404 with the hotel error group. */
import { NotFoundView } from '@/components/NotFoundView';

export default function HotelNotFound() {
  return <NotFoundView codes={['HDE901']} pageKind="hotelDetail" />;
}
