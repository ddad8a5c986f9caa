/**
 * A complete 404 page with header and footer. `app/[lang]/not-found.tsx` shows PNF900; a route whose
 * API answers "does not exist" (TVE801, HVE801, TDE901, HDE901) calls notFound() and its own
 * not-found.tsx renders this with that route's codes, e.g. `<NotFoundView codes={['TDE901']} />`.
 */
import type { PageKind } from '@tabiyori/domain';
import { pageHref } from '@/lib/links';
import { getRequestContext } from '@/lib/requestContext';
import { ErrorView } from './ErrorView';
import { PageShell } from './PageShell';

export async function NotFoundView({
  codes = ['PNF900'],
  pageKind = 'top',
}: {
  codes?: readonly string[];
  pageKind?: PageKind;
}) {
  const ctx = await getRequestContext();
  return (
    <PageShell pageKind={pageKind}>
      <div className="container">
        <ErrorView codes={codes} lang={ctx.lang} linkFor={(path) => pageHref(path, ctx.lang, ctx.meta)} />
      </div>
    </PageShell>
  );
}
