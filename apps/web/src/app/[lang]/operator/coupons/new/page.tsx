/** A new coupon `/operator/coupons/new` (issue 19 item 4): sales and admins; support is refused. */
import { CouponEditor } from '@/components/operator/CouponEditor';
import { OperatorShell } from '@/components/operator/OperatorShell';
import styles from '@/components/operator/operator.module.css';
import { couponEditorTexts } from '@/lib/operator/couponTexts';
import { getT } from '@/lib/i18n/server';
import { NEW_COUPON_FORM } from '@/lib/operator/couponForm';
import { operatorMetadata, operatorPage } from '@/lib/operator/page';

type Props = { params: Promise<{ lang: string }> };

export function generateMetadata({ params }: Props) {
  return operatorMetadata(params, 'couponNew');
}

export default async function OperatorNewCouponPage({ params }: Props) {
  const { lang, operator } = await operatorPage(params);
  const t = await getT(lang, 'operator');
  const canChange = operator.operatorRole !== 'support';
  return (
    <OperatorShell lang={lang} operator={operator} current="/operator/coupons">
      <h1 className={styles.title}>{t('couponNew')}</h1>
      {canChange ? (
        <section className={styles.card}>
          <CouponEditor lang={lang} initial={NEW_COUPON_FORM} canChange t={couponEditorTexts(t)} />
        </section>
      ) : (
        <p role="alert">{t('notAllowed')}</p>
      )}
    </OperatorShell>
  );
}
