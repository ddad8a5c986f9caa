/**
 * The frame of a hotel's pages: the heading block (name, kana, type, area, address, evaluation),
 * the page tabs (施設情報, プラン, 客室, 写真, アクセス) carrying the stay, and the stay panel
 * (dates, people and rooms, departure) whose search goes to the plan list.
 */
import type { ReactNode } from 'react';
import type { PageKind } from '@tabiyori/domain';
import { AppLink } from '@/components/AppLink';
import { PageShell } from '@/components/PageShell';
import { SearchPanel } from '@/components/search/SearchPanel';
import { evaluationView } from '@/lib/hotels/cardView';
import { LIST_ONLY_FIELDS, type HotelSubPage } from '@/lib/hotels/condition';
import { hotelPageHref, type HotelPageContext } from '@/lib/hotels/hotelPage';
import { getT } from '@/lib/i18n/server';
import { getRequestContext } from '@/lib/requestContext';
import type { BreadcrumbItem } from '@/lib/seo';
import { EvaluationBadge } from './EvaluationBadge';
import styles from './hotel.module.css';

const TABS: { sub: HotelSubPage; key: string }[] = [
  { sub: '', key: 'tabOverview' },
  { sub: 'plans', key: 'tabPlans' },
  { sub: 'rooms', key: 'tabRooms' },
  { sub: 'images', key: 'tabImages' },
  { sub: 'access', key: 'tabAccess' },
];

export async function HotelFrame({
  page,
  current,
  pageKind,
  h1,
  breadcrumbs,
  children,
  stayPanel = true,
}: {
  page: HotelPageContext;
  current: HotelSubPage;
  pageKind: PageKind;
  h1: string;
  breadcrumbs: BreadcrumbItem[];
  children: ReactNode;
  stayPanel?: boolean;
}) {
  const { hotel, condition, lang, reference } = page;
  const [ctx, t] = await Promise.all([getRequestContext(), getT(lang, 'hotel')]);
  return (
    <PageShell pageKind={pageKind} breadcrumbs={breadcrumbs}>
      <div className="container">
        <header className={styles.hotelHead}>
          <p className={styles.cardMeta}>
            <span className={styles.typeBadge}>{hotel.hotelType.name}</span>
            <span>
              {[hotel.area.area2.name, hotel.area.area3.name]
                .filter(Boolean)
                .join(lang === 'en' ? ' > ' : ' ＞ ')}
            </span>
          </p>
          <h1 className={styles.pageTitle}>{h1}</h1>
          {lang === 'ja' && hotel.hotelNameKana ? <p className={styles.kana}>{hotel.hotelNameKana}</p> : null}
          <p className={styles.address}>{hotel.address}</p>
          <EvaluationBadge evaluation={evaluationView(hotel.evaluation)} lang={lang} />
        </header>
        <nav className={styles.hotelTabs} aria-label={t('hotelPagesLabel')}>
          <ul>
            {TABS.map((tab) => (
              <li key={tab.key}>
                <AppLink
                  href={hotelPageHref(page, tab.sub)}
                  aria-current={tab.sub === current ? 'page' : undefined}
                >
                  {t(tab.key)}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={stayPanel ? styles.hotelLayout : undefined}>
          {stayPanel ? (
            <aside className={styles.sidebar} id="stay-panel">
              <SearchPanel
                lang={lang}
                meta={ctx.meta}
                target={{
                  kind: 'page',
                  path: `/hotel/${encodeURIComponent(hotel.hotelId)}/plans`,
                  omit: LIST_ONLY_FIELDS,
                }}
                condition={condition}
                reference={reference}
                tabs={['calendar', 'people', 'preference', 'departure']}
                allowDeparture
                title={t('stayPanelTitle')}
                submitLabel={t('showPlans')}
              />
            </aside>
          ) : null}
          <div className={styles.main}>{children}</div>
        </div>
      </div>
    </PageShell>
  );
}
