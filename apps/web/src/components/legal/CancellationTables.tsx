/**
 * The cancellation charges of the 旅行条件書, drawn from the one rule the bookings use
 * (packages/domain booking/cancellationPolicy.ts: tiers by days before departure and the no-show
 * charge, with their ja/en labels), so the page can never say other than what a cancellation costs.
 */
import { cancellationPolicy, type BookingKind } from '@tabiyori/domain';
import { getT } from '@/lib/i18n/server';
import type { Lang } from '@/lib/i18n/settings';
import styles from './legal.module.css';

const TABLES: { key: string; kind: BookingKind; dayTrip?: boolean }[] = [
  { key: 'cancelKindTour', kind: 'tour' },
  { key: 'cancelKindDayTrip', kind: 'tour', dayTrip: true },
  { key: 'cancelKindYado', kind: 'yado' },
  { key: 'cancelKindOptional', kind: 'optional' },
  { key: 'cancelKindRentacar', kind: 'rentacar' },
];

/** Any departure day: the labels and percentages do not depend on it. */
const SAMPLE_DEPARTURE = '20260101';

export async function CancellationTables({ lang }: { lang: Lang }) {
  const t = await getT(lang, 'legal');
  const charge = (percent: number) => (percent === 0 ? t('cancelFree') : t('cancelPercent', { percent }));
  return (
    <>
      {TABLES.map(({ key, kind, dayTrip }) => {
        const policy = cancellationPolicy(kind, SAMPLE_DEPARTURE, { dayTrip });
        return (
          <div key={key} className={styles.tableWrap}>
            <table className={styles.table} data-testid={`cancel-${kind}${dayTrip ? '-daytrip' : ''}`}>
              <caption>{t(key)}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('cancelWhen')}</th>
                  <th scope="col">{t('cancelCharge')}</th>
                </tr>
              </thead>
              <tbody>
                {policy.tiers.map((tier, i) => (
                  <tr key={i}>
                    <th scope="row">{tier.label[lang]}</th>
                    <td>{charge(tier.percent)}</td>
                  </tr>
                ))}
                <tr>
                  <th scope="row">{policy.noShowLabel[lang]}</th>
                  <td>{charge(policy.noShowPercent)}</td>
                </tr>
              </tbody>
            </table>
          </div>
        );
      })}
    </>
  );
}
