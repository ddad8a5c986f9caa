/**
 * The breadcrumb trail (spec §2) with its schema.org BreadcrumbList. The top page comes first; the
 * last item is the current page (aria-current, no link).
 */
import { getT } from '@/lib/i18n/server';
import { getRequestContext } from '@/lib/requestContext';
import { breadcrumbJsonLd, type BreadcrumbItem } from '@/lib/seo';
import { AppLink } from './AppLink';
import { JsonLd } from './JsonLd';

export async function Breadcrumbs({ items }: { items: readonly BreadcrumbItem[] }) {
  const ctx = await getRequestContext();
  const t = await getT(ctx.lang);
  const trail: BreadcrumbItem[] = [{ name: t('breadcrumbHome'), path: '/' }, ...items];
  return (
    <nav className="breadcrumbs container" aria-label={t('breadcrumbLabel')}>
      <ol>
        {trail.map((item, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={`${index}-${item.name}`}>
              {last || item.path === undefined ? (
                <span aria-current={last ? 'page' : undefined}>{item.name}</span>
              ) : (
                <AppLink href={item.path}>{item.name}</AppLink>
              )}
            </li>
          );
        })}
      </ol>
      <JsonLd data={breadcrumbJsonLd(ctx.lang, trail, ctx.path)} />
    </nav>
  );
}
