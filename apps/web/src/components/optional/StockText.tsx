/** Places left on the chosen date (残り5名 / 満席), or nothing without a date. */
import styles from './product.module.css';
import type { TranslateFn } from '@/lib/i18n/translate';

export function StockText({ stock, t }: { stock: number | null; t: TranslateFn }) {
  if (stock === null) return null;
  return stock > 0 ? (
    <p className={styles.stock}>{t('optStockLeft', { count: stock })}</p>
  ) : (
    <p className={styles.stockNone}>{t('optStockNone')}</p>
  );
}
