/**
 * Stock and prices `/operator/inventory?kind=&q=` (issue 19 item 5): find the hotel, tour, activity
 * or rental car whose days to see and edit (a plain GET form; the list links to its grid).
 */
import { AppLink } from '@/components/AppLink';
import { ApiFailure } from '@/components/operator/ApiFailure';
import { OperatorShell } from '@/components/operator/OperatorShell';
import styles from '@/components/operator/operator.module.css';
import { apiQuery } from '@/lib/apiQuery';
import { getT } from '@/lib/i18n/server';
import { INVENTORY_KINDS } from '@/lib/operator/apiSets';
import { inventoryKind } from '@/lib/operator/inventory';
import { operatorMetadata, operatorPage } from '@/lib/operator/page';
import { operatorGet, param } from '@/lib/operator/server';

type Props = {
  params: Promise<{ lang: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export function generateMetadata({ params }: Props) {
  return operatorMetadata(params, 'inventoryTitle');
}

export default async function OperatorInventoryPage({ params, searchParams }: Props) {
  const { lang, operator } = await operatorPage(params);
  const query = await searchParams;
  const kind = inventoryKind(param(query.kind)) ?? 'hotel';
  const q = param(query.q);
  const t = await getT(lang, 'operator');
  const result = await operatorGet((api) =>
    api.GET('/v1/operator/inventory/products', {
      params: { query: apiQuery('/v1/operator/inventory/products', { kind, q }) },
    }),
  );
  return (
    <OperatorShell lang={lang} operator={operator} current="/operator/inventory">
      <h1 className={styles.title}>{t('inventoryTitle')}</h1>
      <p className={styles.meta}>{t('inventoryLead')}</p>
      <section className={styles.card} aria-label={t('search')}>
        <form method="get" className={styles.form} role="search">
          <label className={styles.field}>
            {t('inventoryKind')}
            <select name="kind" defaultValue={kind}>
              {INVENTORY_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`kind_${k}`)}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.field}>
            {t('inventoryQuery')}
            <input name="q" type="search" defaultValue={q} maxLength={100} />
          </label>
          <button type="submit" className="button">
            {t('search')}
          </button>
        </form>
      </section>
      {!result.ok ? (
        <ApiFailure lang={lang} errorCode={result.errorCode} />
      ) : result.data.products.length === 0 ? (
        <p>{t('noProducts')}</p>
      ) : (
        <section className={styles.card} aria-label={t(`kind_${kind}`)}>
          <ul>
            {result.data.products.map((p) => (
              <li key={p.id}>
                <AppLink href={`/operator/inventory/${p.kind}/${p.id}`}>{p.name[lang] || p.name.ja}</AppLink>{' '}
                <span className={styles.meta}>
                  {p.id} ・ {p.place[lang] || p.place.ja}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </OperatorShell>
  );
}
