/**
 * One coupon `/operator/coupons/{couponCode}` (issue 19 item 4): its usage figures, open or close,
 * every condition in the editor, and handing it to a member by e-mail or id. Sales and admins
 * change; support reads (the editor is disabled, no actions).
 */
import { ActionButton } from '@/components/operator/ActionButton';
import { ApiFailure } from '@/components/operator/ApiFailure';
import { CouponEditor } from '@/components/operator/CouponEditor';
import { JsonForm } from '@/components/operator/JsonForm';
import { OperatorShell } from '@/components/operator/OperatorShell';
import styles from '@/components/operator/operator.module.css';
import { colon } from '@/lib/i18n/punctuation';
import { getT } from '@/lib/i18n/server';
import { couponDisplayName, couponFormOf } from '@/lib/operator/couponForm';
import { couponEditorTexts } from '@/lib/operator/couponTexts';
import { bodyFields, writeTarget } from '@/lib/operator/apiWrite';
import { operatorMetadata, operatorPage } from '@/lib/operator/page';
import { operatorGet } from '@/lib/operator/server';

type Props = {
  params: Promise<{ lang: string; couponCode: string }>;
  /** `?saved=1`: the editor's save made without JavaScript. */
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export function generateMetadata({ params }: Props) {
  return operatorMetadata(params, 'couponsTitle');
}

export default async function OperatorCouponPage({ params, searchParams }: Props) {
  const { couponCode } = await params;
  const { saved } = await searchParams;
  const { lang, operator } = await operatorPage(params);
  const [t, result] = await Promise.all([
    getT(lang, 'operator'),
    operatorGet((api) => api.GET('/v1/operator/coupons/{couponCode}', { params: { path: { couponCode } } })),
  ]);
  const canChange = operator.operatorRole !== 'support';
  if (!result.ok) {
    return (
      <OperatorShell lang={lang} operator={operator} current="/operator/coupons">
        <h1 className={styles.title}>{t('couponsTitle')}</h1>
        <ApiFailure lang={lang} errorCode={result.errorCode} />
      </OperatorShell>
    );
  }
  const { coupon } = result.data;
  const target = { path: { couponCode: coupon.couponCode } };
  const grant = writeTarget('post', '/v1/operator/coupons/{couponCode}/grants', { params: target });
  const grantField = bodyFields(grant);
  const initial = couponFormOf(coupon.definition);
  const common = { lang, pendingLabel: t('working'), doneLabel: t('done') };
  return (
    <OperatorShell lang={lang} operator={operator} current="/operator/coupons">
      <h1 className={styles.title}>
        {coupon.couponCode} {couponDisplayName(coupon.definition, lang)}
      </h1>
      <section className={styles.card} aria-labelledby="cp-usage">
        <h2 id="cp-usage" className={styles.cardTitle}>
          {t('couponUsage')}
        </h2>
        <dl className={styles.figures} data-testid="coupon-usage">
          <div>
            <dt>{t('usageIssued')}</dt>
            <dd>{coupon.usage.issued}</dd>
          </div>
          <div>
            <dt>{t('usageUsed')}</dt>
            <dd>{coupon.usage.used}</dd>
          </div>
          <div>
            <dt>{t('usageReturned')}</dt>
            <dd>{coupon.usage.returned}</dd>
          </div>
        </dl>
        <p>
          {t('colStatus')}
          {colon(lang)}
          <span data-testid="coupon-state">
            {coupon.openStatus === '1' ? t('couponOpenState') : t('couponClosedState')}
          </span>
        </p>
        {canChange ? (
          <ActionButton
            {...common}
            call={[
              'post',
              coupon.openStatus === '1'
                ? '/v1/operator/coupons/{couponCode}/close'
                : '/v1/operator/coupons/{couponCode}/open',
              { params: target },
            ]}
            label={coupon.openStatus === '1' ? t('couponClose') : t('couponOpenAction')}
            secondary={coupon.openStatus === '1'}
          />
        ) : null}
      </section>
      {canChange ? (
        <section className={styles.card} aria-labelledby="cp-grant">
          <h2 id="cp-grant" className={styles.cardTitle}>
            {t('couponGrant')}
          </h2>
          <p className={styles.meta}>{t('couponGrantLead')}</p>
          <JsonForm {...common} call={grant} submitLabel={t('couponGrantSubmit')} resetOnSuccess>
            <label className={styles.field}>
              {t('couponGrantEmail')}
              <input name={grantField('email')} type="email" maxLength={254} autoComplete="off" />
            </label>
            <label className={styles.field}>
              {t('couponGrantUserId')}
              <input name={grantField('userId')} maxLength={64} autoComplete="off" />
            </label>
          </JsonForm>
        </section>
      ) : null}
      <section className={styles.card} aria-labelledby="cp-edit">
        <h2 id="cp-edit" className={styles.cardTitle}>
          {t('couponConditions')}
        </h2>
        <CouponEditor
          savedNotice={saved === '1'}
          lang={lang}
          initial={initial}
          couponCode={coupon.couponCode}
          canChange={canChange}
          t={couponEditorTexts(t)}
        />
      </section>
    </OperatorShell>
  );
}
