/** The tour page's transportation: each leg's day, direction, means, route and services with their times. */
import type { TranslateFn } from '@/lib/i18n/translate';
import { legView } from '@/lib/tours/cardView';
import type { TourDetail } from '@/lib/tours/types';
import styles from '../tour.module.css';
import { NoticeList } from './NoticeList';

export function TourTransport({ tour, t }: { tour: TourDetail; t: TranslateFn }) {
  const legs = tour.overview.transportation;
  return (
    <section className={styles.section} aria-labelledby="sec-transport">
      <h2 id="sec-transport" className={styles.sectionTitle}>
        {t('transportation')}
      </h2>
      <div className={styles.tableScroll}>
        <table className={styles.legTable}>
          <thead>
            <tr>
              <th scope="col">{t('itinerary')}</th>
              <th scope="col">{t('transportation')}</th>
              <th scope="col">{t('services')}</th>
            </tr>
          </thead>
          <tbody>
            {legs.map((leg, i) => {
              const view = legView(leg);
              return (
                <tr key={i}>
                  <td>
                    {t('dayN', { day: leg.day })}
                    <br />
                    <span className={styles.small}>
                      {t(
                        view.leg === 'outbound'
                          ? 'legOutbound'
                          : view.leg === 'return'
                            ? 'legReturn'
                            : 'legOther',
                      )}
                    </span>
                  </td>
                  <td>
                    <span className={styles.legBadge}>{t(view.key)}</span>{' '}
                    {t('transportRoute', {
                      from: leg.allDeps.join('・') || leg.depName,
                      to: leg.allArrs.join('・') || leg.arrName,
                    })}
                  </td>
                  <td>
                    <ul className={styles.legList}>
                      {leg.services.map((s) => (
                        <li key={s.number}>
                          {s.number}{' '}
                          <span className={styles.legTimes}>{legView({ ...leg, services: [s] }).times}</span>
                        </li>
                      ))}
                    </ul>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {tour.flyer.commonNotices.length > 0 ? <NoticeList notices={tour.flyer.commonNotices} /> : null}
    </section>
  );
}
