/**
 * The frame of every page: header, optional breadcrumbs, main content, footer. Header and footer
 * are left out on the brand's noHeaderPages (spec §2). Pages render it themselves (not the layout)
 * so the header is rendered with each page's own request (current path, query, brand).
 */
import type { ReactNode } from 'react';
import type { PageKind } from '@tabiyori/domain';
import { isHeaderHiddenFor } from '@/lib/brands';
import { getRequestContext } from '@/lib/requestContext';
import type { BreadcrumbItem } from '@/lib/seo';
import { Breadcrumbs } from './Breadcrumbs';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

export async function PageShell({
  pageKind,
  breadcrumbs,
  children,
}: {
  pageKind: PageKind;
  breadcrumbs?: readonly BreadcrumbItem[];
  children: ReactNode;
}) {
  const ctx = await getRequestContext();
  const bare = isHeaderHiddenFor(ctx.brand, pageKind);
  return (
    <div className="page" data-page-kind={pageKind}>
      {bare ? null : <SiteHeader />}
      {breadcrumbs && breadcrumbs.length > 0 ? <Breadcrumbs items={breadcrumbs} /> : null}
      <main id="main" className="page__main" tabIndex={-1}>
        {children}
      </main>
      {bare ? null : <SiteFooter />}
    </div>
  );
}
