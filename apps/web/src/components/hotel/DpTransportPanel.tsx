/**
 * The transport of a dynamic package on a hotel's pages (issue 6): the JR departure (changed in the
 * stay panel's departure tab) and the seat class, the basic ordinary reserved seat or the green car
 * with its extra per adult as the API priced it (plan `dp.green.extraPerAdult`, domain jrFare.ts).
 * The choice is a plain GET form: it reloads the same page with `seatClass`, keeping the stay,
 * the departure and the page's meta parameters, so it works without script. Server component.
 */
import { formatPrice, type JrSeatClass } from '@tabiyori/domain';
import { departureLabel, SEAT_CLASS_PARAM } from '@/lib/hotels/dp';
import type { PlanDp } from '@/lib/hotels/types';
import { getT } from '@/lib/i18n/server';
import type { Lang } from '@/lib/i18n/settings';
import { pageHref } from '@/lib/links';
import { getRequestContext } from '@/lib/requestContext';
import styles from './hotel.module.css';

export async function DpTransportPanel({
  dp,
  seatClass,
  href,
  lang,
}: {
  /** The cheapest plan's dp prices (the green car's extra per adult is the same for every plan). */
  dp: PlanDp;
  seatClass: JrSeatClass;
  /** This page's language-neutral link (stay and departure in the query). */
  href: string;
  lang: Lang;
}) {
  const [t, ctx] = await Promise.all([getT(lang, 'hotel'), getRequestContext()]);
  const url = new URL(pageHref(href, lang, ctx.meta), 'http://page.invalid');
  const hidden = [...url.searchParams].filter(([key]) => key !== SEAT_CLASS_PARAM);
  const seatName = seatClass === 'green' ? t('seatNameGreen') : t('seatNameReserved');
  return (
    <section className={styles.dpPanel} aria-labelledby="dp-transport">
      <h2 id="dp-transport" className={styles.dpTitle}>
        {t('dpTitle')}
      </h2>
      <p className={styles.dpDeparture}>
        <span>{t('dpDeparture')}</span>
        <strong>{departureLabel(dp.departure.name, lang, true)}</strong>
        <a href="#stay-panel">{t('dpChangeDeparture')}</a>
      </p>
      <form method="get" action={url.pathname} className={styles.seatForm}>
        {hidden.map(([key, value], i) => (
          <input key={`${key}-${i}`} type="hidden" name={key} value={value} />
        ))}
        <fieldset>
          <legend>{t('seatClassLegend')}</legend>
          <label>
            <input
              type="radio"
              name={SEAT_CLASS_PARAM}
              value="reserved"
              defaultChecked={seatClass === 'reserved'}
            />
            {t('seatReservedOption')}
          </label>
          <label>
            <input
              type="radio"
              name={SEAT_CLASS_PARAM}
              value="green"
              defaultChecked={seatClass === 'green'}
            />
            {t('seatGreenOption', { price: formatPrice(dp.green.extraPerAdult, lang) })}
          </label>
        </fieldset>
        <button type="submit" className="button button--secondary">
          {t('seatApply')}
        </button>
      </form>
      <p className={styles.dpNote} role="status">
        {t('seatChosen', { seat: seatName })} {seatClass === 'green' ? t('jrNoteGreen') : t('jrNote')}
      </p>
    </section>
  );
}
