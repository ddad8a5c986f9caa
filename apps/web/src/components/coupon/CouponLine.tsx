/**
 * The coupon line of a card rendered in the browser (hotel map): the same badge, text and
 * disclosure as CouponPrice, from texts prepared on the server. No hooks, no server imports.
 */
import styles from './coupon.module.css';

export function CouponLine({ coupon }: { coupon: { badge: string; text: string; couponName: string } }) {
  return (
    <div className={`${styles.slot} ${styles.compact}`}>
      <p className={styles.line} title={coupon.couponName}>
        <span className={styles.badge}>{coupon.badge}</span>
        <span className={styles.text}>{coupon.text}</span>
      </p>
      <p className={styles.note}>{coupon.couponName}</p>
    </div>
  );
}
