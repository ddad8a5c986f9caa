/**
 * One product's stock and prices `/operator/inventory/{kind}/{itemId}?from=&days=` (issue 19 item 5):
 * the grid of the days shown (paged by 7, 14 or 31 days) and, for sales and admin, the bulk edits of
 * stock and prices. Support reads only.
 */
import { notFound } from 'next/navigation';
import { AppLink } from '@/components/AppLink';
import { ApiFailure } from '@/components/operator/ApiFailure';
import { OperatorShell } from '@/components/operator/OperatorShell';
import styles from '@/components/operator/operator.module.css';
import { PriceTable, priceLabel, StockTable } from '@/components/operator/inventory/InventoryTable';
import { PriceEditor } from '@/components/operator/inventory/PriceEditor';
import { ProductPriceEditor } from '@/components/operator/inventory/ProductPriceEditor';
import { StockEditor } from '@/components/operator/inventory/StockEditor';
import own from '@/components/operator/inventory/inventory.module.css';
import { apiQuery } from '@/lib/apiQuery';
import { getT } from '@/lib/i18n/server';
import { GRID_DAY_CHOICES, gridWindow, inventoryKind } from '@/lib/operator/inventory';
import { operatorMetadata, operatorPage } from '@/lib/operator/page';
import { operatorGet, param, queryString } from '@/lib/operator/server';
import { dateInputFromYmd, ymdFromDateInput } from '@/lib/operator/time';

type Props = {
  params: Promise<{ lang: string; kind: string; itemId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export function generateMetadata({ params }: Props) {
  return operatorMetadata(params, 'inventoryTitle');
}

export default async function OperatorInventoryGridPage({ params, searchParams }: Props) {
  const { lang, operator } = await operatorPage(params);
  const { kind: rawKind, itemId } = await params;
  const kind = inventoryKind(rawKind);
  if (!kind || !/^[A-Za-z0-9_-]{1,64}$/.test(itemId)) notFound();
  const query = await searchParams;
  const shown = gridWindow(param(query.from) ?? ymdFromDateInput(param(query.fromDate)), param(query.days));
  const t = await getT(lang, 'operator');
  const base = `/operator/inventory/${kind}/${itemId}`;
  const result = await operatorGet((api) =>
    api.GET('/v1/operator/inventory/{kind}/{itemId}', {
      params: {
        path: { kind, itemId },
        query: apiQuery('/v1/operator/inventory/{kind}/{itemId}', { from: shown.from, days: shown.days }),
      },
    }),
  );
  const canEdit = operator.operatorRole === 'admin' || operator.operatorRole === 'sales';
  const weekdayNames = Array.from({ length: 7 }, (_, d) => t(`weekday_${d}`));
  const rangeTexts = { from: t('editFrom'), to: t('editTo'), weekdays: t('weekdays'), weekdayNames };
  const saveTexts = {
    save: t('saveEdit'),
    saving: t('saving'),
    saved: t('saved'),
    preview: t('previewTitle'),
  };
  const netTexts = {
    mode: t('priceMode'),
    modeSale: t('priceMode_sale'),
    modeNet: t('priceMode_net'),
    taxRate: t('taxRate'),
    commissionRate: t('commissionRate'),
    markupAmount: t('markupAmount'),
    markupRate: t('markupRate'),
  };
  const product = result.ok ? result.data.productPrices : null;
  const productLabels = product ? product.positions.map((p) => t(`pricePosition_${p}`)) : [];
  const yen = new Intl.NumberFormat(lang === 'ja' ? 'ja-JP' : 'en-US');

  return (
    <OperatorShell lang={lang} operator={operator} current="/operator/inventory">
      <p>
        <AppLink href={`/operator/inventory${queryString({ kind })}`}>{t('inventoryTitle')}</AppLink>
      </p>
      {!result.ok ? (
        <ApiFailure lang={lang} errorCode={result.errorCode} />
      ) : (
        <>
          <h1 className={styles.title}>
            {t('inventoryGridTitle', { name: result.data.name[lang] || result.data.name.ja })}
          </h1>
          <section className={styles.card} aria-label={t('rangeNav')}>
            <div className={own.rangeNav}>
              <AppLink href={`${base}${queryString({ from: shown.previous, days: shown.days })}`}>
                {t('prevDays', { count: shown.days })}
              </AppLink>
              <AppLink href={`${base}${queryString({ from: shown.next, days: shown.days })}`}>
                {t('nextDays', { count: shown.days })}
              </AppLink>
              <form method="get" className={own.rangeNav}>
                <label className={styles.field}>
                  {t('gridFrom')}
                  <input type="date" name="fromDate" defaultValue={dateInputFromYmd(shown.from)} />
                </label>
                <label className={styles.field}>
                  {t('gridDays')}
                  <select name="days" defaultValue={String(shown.days)}>
                    {GRID_DAY_CHOICES.map((d) => (
                      <option key={d} value={d}>
                        {d}
                      </option>
                    ))}
                  </select>
                </label>
                <button type="submit" className="button button--secondary">
                  {t('show')}
                </button>
              </form>
            </div>
            <h2 className={styles.cardTitle}>{t('stockSection')}</h2>
            <StockTable grid={result.data} lang={lang} t={t} />
            {result.data.prices.length > 0 ? (
              <>
                <h2 className={styles.cardTitle}>{t('priceSection')}</h2>
                <PriceTable grid={result.data} lang={lang} t={t} />
              </>
            ) : null}
            {product ? (
              <>
                <h2 className={styles.cardTitle}>{t('productPriceSection')}</h2>
                <dl className={styles.figures} data-testid="product-prices">
                  {product.prices.map((price, k) => (
                    <div key={product.positions[k]}>
                      <dt>{productLabels[k]}</dt>
                      <dd>{price === null ? t('priceNotTaken') : t('yen', { amount: yen.format(price) })}</dd>
                    </div>
                  ))}
                </dl>
              </>
            ) : null}
          </section>
          {canEdit ? (
            <div className={own.editors}>
              <section className={styles.card}>
                <StockEditor
                  lang={lang}
                  grid={result.data}
                  texts={{
                    ...rangeTexts,
                    ...saveTexts,
                    title: t('stockEditTitle'),
                    target: t('editTarget'),
                    action: t('stockAction'),
                    actions: {
                      set: t('action_set'),
                      add: t('action_add'),
                      stop: t('action_stop'),
                      resume: t('action_resume'),
                    },
                    quantity: t('quantity'),
                    quantityHintAdd: t('quantityHintAdd'),
                    previewDays: t('previewDays', { days: '{{days}}' }),
                    previewRefused: t('previewRefused', {
                      date: '{{date}}',
                      booked: '{{booked}}',
                      total: '{{total}}',
                    }),
                    previewOutside: t('previewOutside'),
                  }}
                />
              </section>
              {result.data.prices.length > 0 ? (
                <section className={styles.card}>
                  <PriceEditor
                    lang={lang}
                    grid={result.data}
                    texts={{
                      ...rangeTexts,
                      ...saveTexts,
                      title: t('priceEditTitle'),
                      target: t('editTarget'),
                      ...netTexts,
                      labels: result.data.prices.map((row) =>
                        Array.from({ length: row.width }, (_, k) => priceLabel(row.kind, k, t)),
                      ),
                      zeroNote: t('priceZeroNote'),
                      salePreview: t('salePreview', { prices: '{{prices}}' }),
                      invalid: t('salePreviewInvalid'),
                    }}
                  />
                </section>
              ) : null}
              {product ? (
                <section className={styles.card}>
                  <ProductPriceEditor
                    lang={lang}
                    product={product}
                    texts={{
                      ...netTexts,
                      ...saveTexts,
                      title: t('productPriceTitle'),
                      note: t(`productPriceNote_${product.kind}`),
                      labels: productLabels,
                      notTaken: t('priceNotTaken'),
                      salePreview: t('salePreview', { prices: '{{prices}}' }),
                      invalid: t('salePreviewInvalid'),
                    }}
                  />
                </section>
              ) : null}
            </div>
          ) : (
            <p className={styles.meta}>{t('readOnlyNote')}</p>
          )}
        </>
      )}
    </OperatorShell>
  );
}
