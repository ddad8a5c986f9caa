/**
 * A booking that is not the member's (another member's number, an unknown or malformed one): the
 * API's 404 BKE901 → HTTP 404 with its code (予約が見つかりませんでした。).
 */
import { NotFoundView } from '@/components/NotFoundView';

export default function BookingNotFound() {
  return <NotFoundView codes={['BKE901']} pageKind="mypage" />;
}
