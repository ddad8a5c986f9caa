/**
 * Coupon list `/coupons`, `/en/coupons` (spec §1 coupons, §6 visitors get the general list): the
 * coupons offered now (GET /v1/coupons), grouped by product, each with its discount, conditions,
 * period and a search to use it with; an empty state when there are none or the coupon service
 * fails (spec §7: failures yield an empty list, never an error page). Server-rendered, no script.
 *
 * A logged-in member also sees their own coupons (UserCouponSection), read with their session
 * (lib/coupons/mine.ts); they are left out of the general groups below.
 */
import type { Metadata } from 'next';
import { buildPageText, japanToday } from '@tabiyori/domain';
import { AppLink } from '@/components/AppLink';
import { CouponCard } from '@/components/coupon/CouponCard';
import { UserCouponSection } from '@/components/coupon/UserCouponSection';
import styles from '@/components/coupon/coupon.module.css';
import { PageShell } from '@/components/PageShell';
import { groupCoupons, groupKey, type CouponListEntry } from '@/lib/coupons/list';
import { loadMyCoupons } from '@/lib/coupons/mine';
import { loadCouponList } from '@/lib/coupons/server';
import { getSession } from '@/lib/account/server';
import { getT } from '@/lib/i18n/server';
import { isLang, type Lang } from '@/lib/i18n/settings';
import { getRequestContext } from '@/lib/requestContext';
import { pageMetadata } from '@/lib/seo';

type Props = { params: Promise<{ lang: string }> };

async function langOf(params: Props['params']): Promise<Lang> {
  const { lang } = await params;
  return isLang(lang) ? lang : 'ja';
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = await langOf(params);
  const ctx = await getRequestContext();
  const siteName = ctx.brand.name[lang];
  const text = buildPageText('coupons', {}, { lang, siteName });
  return pageMetadata({
    lang,
    path: '/coupons',
    title: text.title,
    description: text.description,
    keywords: text.keywords,
    siteName,
  });
}

export default async function CouponsPage({ params }: Props) {
  const lang = await langOf(params);
  const [ctx, t, list] = await Promise.all([getRequestContext(), getT(lang, 'coupon'), loadCouponList(lang)]);
  const text = buildPageText('coupons', {}, { lang, siteName: ctx.brand.name[lang] });
  const today = japanToday();
  const session = await getSession();
  const mine = session ? await loadMyCoupons(lang) : [];
  const groups = groupCoupons(
    list.coupons.filter((c) => !c.isUserCoupon),
    lang,
    today,
  );
  const userCoupons: readonly CouponListEntry[] | null = mine.length > 0 ? mine : null;
  return (
    <PageShell pageKind="coupons" breadcrumbs={[{ name: text.breadcrumb }]}>
      <div className={`container ${styles.page}`}>
        <h1 className={styles.title}>{text.h1}</h1>
        <p className={styles.lead}>{t('pageLead')}</p>
        {userCoupons ? <UserCouponSection coupons={userCoupons} lang={lang} today={today} t={t} /> : null}
        {groups.length > 1 ? (
          <nav aria-label={t('groupNavLabel')}>
            <ul className={styles.groupNav}>
              {groups.map((g) => (
                <li key={g.group}>
                  <a href={`#coupons-${g.group}`}>
                    {t(groupKey(g.group, true))} ({g.coupons.length})
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {groups.length === 0 ? (
          <div className={styles.empty} role="status">
            <p>{list.status === 'API_ERROR' ? t('listUnavailable') : t('notExists')}</p>
            <AppLink href="/">{t('backToTop')}</AppLink>
          </div>
        ) : (
          groups.map((g) => (
            <section key={g.group} className={styles.section} aria-labelledby={`coupons-${g.group}`}>
              <h2 id={`coupons-${g.group}`} className={styles.sectionTitle}>
                {t(groupKey(g.group))}
              </h2>
              <ul className={styles.list}>
                {g.coupons.map((view) => (
                  <li key={view.code}>
                    <CouponCard view={view} t={t} />
                  </li>
                ))}
              </ul>
            </section>
          ))
        )}
        <p className={styles.loginNote}>{t('loginForMore')}</p>
      </div>
    </PageShell>
  );
}
