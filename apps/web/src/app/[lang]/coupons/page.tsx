/**
 * Coupon list `/coupons`, `/en/coupons` (spec §1 coupons, §6 visitors get the general list): the
 * coupons offered now (GET /v1/coupons), grouped by product, each with its discount, conditions,
 * period and a search to use it with; an empty state when there are none or the coupon service
 * fails (spec §7: failures yield an empty list, never an error page). Server-rendered, no script.
 *
 * A logged-in member's list is read with their session (one call): their own coupons
 * (UserCouponSection), left out of the general groups below, and on every card whether they can
 * use it today or why not (the API's judgment by the domain's member rule).
 */
import type { Metadata } from 'next';
import { buildPageText, japanToday } from '@tabiyori/domain';
import { AppLink } from '@/components/AppLink';
import { CouponCard } from '@/components/coupon/CouponCard';
import { UserCouponSection } from '@/components/coupon/UserCouponSection';
import styles from '@/components/coupon/coupon.module.css';
import { PageShell } from '@/components/PageShell';
import { groupCoupons, groupKey, type CouponListEntry } from '@/lib/coupons/list';
import { couponDpDeparture } from '@/lib/coupons/searchLinks';
import { loadCouponList } from '@/lib/coupons/server';
import { getSession } from '@/lib/account/server';
import { loadDecoder } from '@/lib/hotels/decoder';
import { getT } from '@/lib/i18n/server';
import { langOf } from '@/lib/i18n/pageLang';
import { getRequestContext } from '@/lib/requestContext';
import { pageMetadata } from '@/lib/seo';

type Props = { params: Promise<{ lang: string }> };

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
  const session = await getSession();
  const [ctx, t, list, decoder] = await Promise.all([
    getRequestContext(),
    getT(lang, 'coupon'),
    loadCouponList(lang, session !== null),
    loadDecoder(lang),
  ]);
  const text = buildPageText('coupons', {}, { lang, siteName: ctx.brand.name[lang] });
  const today = japanToday();
  // A JR + hotel coupon's search departs from a JR departure area (changeable on the list).
  const dpFrom = decoder ? couponDpDeparture(decoder.departureAreas) : null;
  const groups = groupCoupons(
    list.coupons.filter((c) => !c.isUserCoupon),
    lang,
    today,
    dpFrom,
  );
  const userCoupons: readonly CouponListEntry[] | null =
    list.userCoupons.length > 0 ? list.userCoupons : null;
  return (
    <PageShell pageKind="coupons" breadcrumbs={[{ name: text.breadcrumb }]}>
      <div className={`container ${styles.page}`}>
        <h1 className={styles.title}>{text.h1}</h1>
        <p className={styles.lead}>{t('pageLead')}</p>
        {userCoupons ? (
          <UserCouponSection coupons={userCoupons} lang={lang} today={today} dpFrom={dpFrom} t={t} />
        ) : null}
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
        {session ? null : <p className={styles.loginNote}>{t('loginForMore')}</p>}
      </div>
    </PageShell>
  );
}
