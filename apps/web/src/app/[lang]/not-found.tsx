/**
 * notFound() thrown by a page under [lang] without a closer not-found file: PNF900 (or the code of
 * the call that ended the page, lib/api.ts failWith) with HTTP 404 (spec §8). Unmatched URLs are
 * handled by app/global-not-found.tsx. Pages wrapped in withOwnNotFound (lib/notFoundPage.tsx)
 * render their route's not-found view on the server; Next.js alone draws this one in the browser.
 */
import { NotFoundView } from '@/components/NotFoundView';
import { notFoundMetadata } from '@/lib/notFoundPage';

export const generateMetadata = notFoundMetadata;

export default function NotFound() {
  return <NotFoundView codes={['PNF900']} />;
}
