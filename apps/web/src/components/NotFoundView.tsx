/**
 * A complete 404 page with header and footer, rendered on the server. `app/[lang]/not-found.tsx`
 * shows PNF900; a route's own not-found.tsx names its codes, e.g. `<NotFoundView codes={['HDE901']} />`.
 * When the page ended with failWith / notFoundWith (lib/api.ts), the refusing call's code (HVE800,
 * TDE901 …) is shown instead: the same 404 for every page kind, with the code that says why.
 */
import type { PageKind } from '@tabiyori/domain';
import { rememberedFailureCodes } from '@/lib/api';
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
        <ErrorView
          codes={rememberedFailureCodes() ?? codes}
          lang={ctx.lang}
          linkFor={(path) => pageHref(path, ctx.lang, ctx.meta)}
        />
      </div>
    </PageShell>
  );
}
