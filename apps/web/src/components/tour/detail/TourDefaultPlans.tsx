/** The tour page's default hotel plans for the party's people per room, and the other hotels of the tour. */
import { AppLink } from '@/components/AppLink';
import { itemSep } from '@/lib/i18n/punctuation';
import type { Lang } from '@/lib/i18n/settings';
import type { TranslateFn } from '@/lib/i18n/translate';
import type { DefaultPlanView } from '@/lib/tours/detailView';
import type { TourDetail } from '@/lib/tours/types';
import styles from '../tour.module.css';

export function TourDefaultPlans({
  tour,
  plans,
  lang,
  t,
}: {
  tour: TourDetail;
  plans: DefaultPlanView[];
  lang: Lang;
  t: TranslateFn;
}) {
  const otherHotels = tour.hotels.filter((h) => !plans.some((p) => p.hotelId === h.hotelId));
  return (
    <section className={styles.section} aria-labelledby="sec-plans">
      <h2 id="sec-plans" className={styles.sectionTitle}>
        {t('defaultPlans')}
      </h2>
      <ul className={styles.planCards}>
        {plans.map((plan) => (
          <li key={`${plan.relativeDate}-${plan.hotelId}`} className={styles.planCard}>
            <h3>
              <AppLink href={`/hotel/${encodeURIComponent(plan.hotelId)}`}>{plan.hotelName}</AppLink>
            </h3>
            <p className={styles.small}>
              {t('stayFromDay', { day: plan.relativeDate + 1 })}・{t('stayNights', { count: plan.nights })}
            </p>
            <p>
              <strong>{t('planName')}</strong>：{plan.planName}
            </p>
            <ul className={styles.chips}>
              {plan.roomTypeName ? <li>{plan.roomTypeName}</li> : null}
              {plan.mealTypeName ? <li>{plan.mealTypeName}</li> : null}
              <li>{plan.canSmoke ? t('smokingAllowed') : t('nonSmoking')}</li>
              {plan.minPax !== null && plan.maxPax !== null ? (
                <li>{t('planPax', { min: plan.minPax, max: plan.maxPax })}</li>
              ) : null}
              {plan.planGroupName ? <li>{plan.planGroupName}</li> : null}
            </ul>
          </li>
        ))}
      </ul>
      {otherHotels.length > 0 ? (
        <>
          <h3 className={styles.subTitle}>{t('otherHotels')}</h3>
          <p>{otherHotels.map((h) => h.hotelName).join(itemSep(lang))}</p>
        </>
      ) : null}
    </section>
  );
}
