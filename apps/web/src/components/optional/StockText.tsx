/** Places left on the chosen date (残り5名 / 満席), or nothing without a date. */
import styles from './product.module.css';

type T = (key: string, options?: Record<string, unknown>) => string;

export function StockText({ stock, t }: { stock: number | null; t: T }) {
  if (stock === null) return null;
  return stock > 0 ? (
    <p className={styles.stock}>{t('optStockLeft', { count: stock })}</p>
  ) : (
    <p className={styles.stockNone}>{t('optStockNone')}</p>
  );
}
