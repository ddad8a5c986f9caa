/** Customers `/operator/customers?q=` (issue 19 item 6): find an account by e-mail, name or id. */
import { AppLink } from '@/components/AppLink';
import { ApiFailure } from '@/components/operator/ApiFailure';
import { OperatorShell } from '@/components/operator/OperatorShell';
import styles from '@/components/operator/operator.module.css';
import { getT } from '@/lib/i18n/server';
import { operatorMetadata, operatorPage } from '@/lib/operator/page';
import { operatorGet, param } from '@/lib/operator/server';

type Props = {
  params: Promise<{ lang: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export function generateMetadata({ params }: Props) {
  return operatorMetadata(params, 'customersTitle');
}

export default async function OperatorCustomersPage({ params, searchParams }: Props) {
  const { lang, operator } = await operatorPage(params);
  const q = param((await searchParams).q);
  const t = await getT(lang, 'operator');
  const result = q
    ? await operatorGet((api) => api.GET('/v1/operator/customers', { params: { query: { q } } }))
    : null;
  return (
    <OperatorShell lang={lang} operator={operator} current="/operator/customers">
      <h1 className={styles.title}>{t('customersTitle')}</h1>
      <section className={styles.card} aria-label={t('search')}>
        <form method="get" className={styles.form} role="search">
          <label className={styles.field}>
            {t('customerQuery')}
            <input name="q" type="search" defaultValue={q} required maxLength={254} />
          </label>
          <button type="submit" className="button">
            {t('search')}
          </button>
        </form>
      </section>
      {result === null ? null : !result.ok ? (
        <ApiFailure lang={lang} errorCode={result.errorCode} />
      ) : result.data.customers.length === 0 ? (
        <p>{t('noCustomers')}</p>
      ) : (
        <section className={styles.card} aria-label={t('customersTitle')}>
          <ul>
            {result.data.customers.map((c) => (
              <li key={c.userId}>
                <AppLink href={`/operator/customers/${c.userId}`}>
                  {[c.familyName, c.givenName].filter(Boolean).join(' ') || c.email}
                </AppLink>{' '}
                <span className={styles.meta}>
                  {c.email} ・ {c.userId}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </OperatorShell>
  );
}
