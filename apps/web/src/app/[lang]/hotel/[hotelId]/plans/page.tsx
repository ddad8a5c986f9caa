/**
 * Plan list `/hotel/{hotelId}/plans` (spec §2 hotelPlans): the plans sold for the stay (dates,
 * people and rooms from the URL; changed with the stay panel's 'プランを表示'), their count
 * (plans.count), each priced for the party, or 'no plans found'.
 */
import type { Metadata } from 'next';
import { capacityText, noResultMessage } from '@tabiyori/domain';
import { DpTransportPanel } from '@/components/hotel/DpTransportPanel';
import { HotelFrame } from '@/components/hotel/HotelFrame';
import { PlanCard } from '@/components/hotel/PlanCard';
import { failWith } from '@/lib/api';
import { hotelCouponRequest } from '@/lib/coupons/hotels';
import { CouponPriceScope } from '@/components/coupon/CouponPriceScope';
import { loadPlans } from '@/lib/hotels/api';
import { adultCount, hasDeparture } from '@/lib/hotels/condition';
import { dpSeat } from '@/lib/hotels/dp';
import { hotelPageContext, hotelPageHref } from '@/lib/hotels/hotelPage';
import { hotelRoute, type HotelRouteProps } from '@/lib/hotels/pageProps';
import { hotelBreadcrumbs, hotelPageText, hotelTitleVars } from '@/lib/hotels/seo';
import { getT } from '@/lib/i18n/server';
import { pageMetadata } from '@/lib/seo';
import styles from '@/components/hotel/hotel.module.css';
import { metadataWithOwnNotFound, withOwnNotFound } from '@/lib/notFoundPage';
import HotelNotFound from '../not-found';

async function metadata(props: HotelRouteProps): Promise<Metadata> {
  const { lang, hotelId, query } = await hotelRoute(props);
  const page = await hotelPageContext(lang, hotelId, query);
  const text = hotelPageText('hotelPlans', hotelTitleVars(page.hotel), lang, page.siteName);
  return pageMetadata({
    lang,
    path: `/hotel/${encodeURIComponent(page.hotel.hotelId)}/plans`,
    title: text.title,
    description: text.description,
    keywords: text.keywords,
    siteName: page.siteName,
  });
}

async function HotelPlansPage(props: HotelRouteProps) {
  const { lang, hotelId, query } = await hotelRoute(props);
  const page = await hotelPageContext(lang, hotelId, query);
  const { hotel, condition, seatClass } = page;
  const [t, plans] = await Promise.all([
    getT(lang, 'hotel'),
    loadPlans(hotel.hotelId, condition, lang).catch((error: unknown) => failWith(error, 'hotelDetail')),
  ]);
  const text = hotelPageText('hotelPlans', hotelTitleVars(hotel), lang, page.siteName);
  // A dynamic package (the API prices plans with a JR departure): the set prices of the seat class.
  const dp = plans.plans.find((p) => p.dp)?.dp ?? null;
  // The coupon prices of every plan row (plan coupons included: listPage=0); a dynamic package's
  // coupon discounts its set price (per adult for the whole trip).
  const couponRequest = hotelCouponRequest(
    condition,
    plans.plans.map((p) =>
      p.dp
        ? {
            hotelId: hotel.hotelId,
            planId: p.planId,
            perAdult: dpSeat(p.dp, seatClass).setPricePerAdult,
            nights: 1,
          }
        : { hotelId: hotel.hotelId, planId: p.planId, perAdult: p.price.perAdult, nights: p.price.nights },
    ),
    lang,
    false,
  );
  const partyText = capacityText(
    adultCount(condition) + condition.childPax.length,
    condition.roomCount ?? 1,
    lang,
  );
  return (
    <HotelFrame
      page={page}
      current="plans"
      pageKind="hotelPlans"
      h1={text.h1}
      breadcrumbs={hotelBreadcrumbs(hotel, t('hotelsTop'), text.breadcrumb)}
    >
      <p className={styles.count} role="status">
        <strong>{t('planCount', { count: plans.count })}</strong>
        <span className={styles.range}>{t('plansFor', { party: partyText })}</span>
      </p>
      {dp ? (
        <DpTransportPanel dp={dp} seatClass={seatClass} href={hotelPageHref(page, 'plans')} lang={lang} />
      ) : hasDeparture(condition) && plans.plans.length > 0 ? (
        <p className={styles.transportNotice}>{t('dpUnavailable')}</p>
      ) : null}
      {plans.plans.length > 0 ? (
        <CouponPriceScope request={couponRequest}>
          {(couponPrices) => (
            <ol className={styles.planList}>
              {plans.plans.map((plan) => (
                <li key={plan.planId}>
                  <PlanCard
                    plan={plan}
                    hotelId={hotel.hotelId}
                    condition={condition}
                    lang={lang}
                    partyText={partyText}
                    couponPrices={couponPrices}
                    seatClass={seatClass}
                  />
                </li>
              ))}
            </ol>
          )}
        </CouponPriceScope>
      ) : (
        <div className={styles.noResult} role="status">
          <p>{noResultMessage('plans', lang)}</p>
        </div>
      )}
    </HotelFrame>
  );
}

export default withOwnNotFound(HotelPlansPage, HotelNotFound);
export const generateMetadata = metadataWithOwnNotFound(metadata);
