/**
 * The grid of one product (server-rendered): a row per room (or departure, activity, car) with what
 * is left of the day's total and what is booked, and a row per plan and people-per-room count (or
 * the tour's lowest and highest price) with the price of each day.
 */
import { dayOfWeek } from '@tabiyori/domain';
import type { TFunction } from 'i18next';
import type { Lang } from '@/lib/i18n/settings';
import type { InventoryGrid } from '@/lib/operator/types';
import styles from './inventory.module.css';

function DayHeads({ days, t }: { days: string[]; t: TFunction }) {
  return days.map((d) => {
    const dow = dayOfWeek(d);
    return (
      <th key={d} scope="col" className={dow === 6 ? styles.sat : dow === 0 ? styles.sun : undefined}>
        {Number(d.slice(4, 6))}/{Number(d.slice(6, 8))}
        <br />({t(`weekday_${dow}`)})
      </th>
    );
  });
}

export function StockTable({ grid, lang, t }: { grid: InventoryGrid; lang: Lang; t: TFunction }) {
  return (
    <div className={styles.gridWrap} tabIndex={0} role="region" aria-label={t('stockSection')}>
      <table className={styles.grid}>
        <thead>
          <tr>
            <th scope="col">{t('editTarget')}</th>
            <DayHeads days={grid.days} t={t} />
          </tr>
        </thead>
        <tbody>
          {grid.stock.map((row) => (
            <tr key={row.itemId}>
              <th scope="row">{row.name[lang] || row.name.ja}</th>
              {row.cells.map((cell, i) =>
                cell === null ? (
                  <td key={grid.days[i]} className={styles.cellNone}>
                    {t('notOnSale')}
                  </td>
                ) : (
                  <td key={grid.days[i]} className={cell.stopped ? styles.cellStopped : undefined}>
                    <span aria-hidden="true">
                      {cell.left}/{cell.total}
                    </span>
                    <span className="visually-hidden">
                      {t('stockCell', { left: cell.left, total: cell.total, booked: cell.booked })}
                    </span>
                    <span className={styles.booked} aria-hidden="true">
                      {cell.stopped ? t('stopped') : `${t('bookedShort')}${cell.booked}`}
                    </span>
                    {cell.stopped ? <span className="visually-hidden">{t('stopped')}</span> : null}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The label of price position `k` (0-based) of a row. */
export function priceLabel(kind: 'plan' | 'tour', k: number, t: TFunction): string {
  if (kind === 'tour') return k === 0 ? t('tourLowest') : t('tourHighest');
  return t('occupancy', { count: k + 1 });
}

export function PriceTable({ grid, lang, t }: { grid: InventoryGrid; lang: Lang; t: TFunction }) {
  const yen = new Intl.NumberFormat(lang === 'ja' ? 'ja-JP' : 'en-US');
  return (
    <div className={styles.gridWrap} tabIndex={0} role="region" aria-label={t('priceSection')}>
      <table className={styles.grid}>
        <thead>
          <tr>
            <th scope="col">{t('editTarget')}</th>
            <DayHeads days={grid.days} t={t} />
          </tr>
        </thead>
        <tbody>
          {grid.prices.flatMap((row) =>
            Array.from({ length: row.width }, (_, k) => (
              <tr key={`${row.itemId}-${k}`}>
                <th scope="row">
                  {row.name[lang] || row.name.ja}
                  <span className={styles.booked}>{priceLabel(row.kind, k, t)}</span>
                </th>
                {row.cells.map((cell, i) => {
                  const price = cell?.[k] ?? 0;
                  return cell === null || price === 0 ? (
                    <td key={grid.days[i]} className={styles.cellNone}>
                      {t('notOnSale')}
                    </td>
                  ) : (
                    <td key={grid.days[i]}>{yen.format(price)}</td>
                  );
                })}
              </tr>
            )),
          )}
        </tbody>
      </table>
    </div>
  );
}
