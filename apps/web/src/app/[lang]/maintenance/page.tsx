/**
 * The maintenance notice (spec §2, §4). The proxy rewrites every page here with HTTP 503 and
 * Retry-After while the decoder says mode 'sorry' and a window with an end is active, and passes
 * the planned end in a request header. Asked for directly (no header), this path does not exist.
 */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { isValidDateString } from '@tabiyori/domain';
import { BrandLogo } from '@/components/BrandLogo';
import { MaintenanceNotice } from '@/components/MaintenanceNotice';
import { getT } from '@/lib/i18n/server';
import { getRequestContext } from '@/lib/requestContext';
import { metadataWithOwnNotFound, withOwnNotFound } from '@/lib/notFoundPage';
import NotFound from '../not-found';

async function metadata(): Promise<Metadata> {
  const ctx = await getRequestContext();
  const t = await getT(ctx.lang, 'seo');
  return {
    title: {
      absolute: t('titleTemplate', { title: t('maintenanceTitle'), siteName: ctx.brand.name[ctx.lang] }),
    },
    robots: { index: false, follow: false },
  };
}

async function MaintenancePage() {
  const ctx = await getRequestContext();
  const end = ctx.maintenanceEnd;
  if (!end || !isValidDateString(end, 'ymdHm')) notFound();

  return (
    <div className="page">
      <header className="site-header">
        <div className="container site-header__top">
          <span className="site-header__logo">
            <BrandLogo brand={ctx.brand} />
            <span>{ctx.brand.name[ctx.lang]}</span>
          </span>
        </div>
      </header>
      <main id="main" className="page__main container" tabIndex={-1}>
        <MaintenanceNotice lang={ctx.lang} end={end} headingId="maintenance-heading" />
      </main>
    </div>
  );
}

export default withOwnNotFound(MaintenancePage, NotFound);
export const generateMetadata = metadataWithOwnNotFound(metadata);
