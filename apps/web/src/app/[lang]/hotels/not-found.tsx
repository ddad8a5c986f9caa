/**
 * A hotel list or map whose condition names something that does not exist (HVE801: an unknown
 * area or departure) or that the API refused as malformed (HVE800: a bad date, party, code or
 * keyword): HTTP 404 in the site's frame with the code (lib/api.ts failWith).
 */
import { NotFoundView } from '@/components/NotFoundView';

export default function HotelsNotFound() {
  return <NotFoundView codes={['HVE801']} pageKind="hotels" />;
}
