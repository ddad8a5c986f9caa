'use client';
/**
 * An activity's or a rental car's own prices (issue 19 item 5): per adult, child and infant, or the
 * first 24 hours and each extra day. They hold for every day (a car's season and weekend factors
 * apply on top), so there is no date range; a category the activity does not take stays untaken.
 * Entered as sale prices or net prices (spec §9), the sale prices shown before saving by the
 * domain's own rule, then stored in one audited transaction.
 */
import { salePrices } from '@tabiyori/domain';
import { useState } from 'react';
import type { Lang } from '@/lib/i18n/settings';
import type { InventoryGrid } from '@/lib/operator/types';
import styles from '../operator.module.css';
import { useApiCall } from '../useApiCall';
import { EditorForm, type EditorFormTexts } from './EditorForm';
import own from './inventory.module.css';
import { NetPriceFields, SalePreview, useNetPriceTerms, type NetPriceTexts } from './NetPriceFields';

type ProductPrices = NonNullable<InventoryGrid['productPrices']>;

export interface ProductPriceTexts extends NetPriceTexts, EditorFormTexts {
  note: string;
  /** The label of each position, in order. */
  labels: string[];
  notTaken: string;
  preview: string;
  salePreview: string;
  invalid: string;
}

export function ProductPriceEditor({
  lang,
  product,
  texts,
}: {
  lang: Lang;
  product: ProductPrices;
  texts: ProductPriceTexts;
}) {
  const call = useApiCall(lang);
  const [values, setValues] = useState(() => product.prices.map((p) => (p === null ? null : String(p))));
  const netState = useNetPriceTerms();
  const taken = values.flatMap((v, k) => (v === null ? [] : [{ k, v }]));
  const sale = taken.every(({ v }) => v.trim() !== '')
    ? salePrices(
        taken.map(({ v }) => Number(v)),
        netState.netTerms,
      )
    : null;

  const send = () =>
    call.run([
      'post',
      '/v1/operator/inventory/product-prices',
      {
        body: {
          kind: product.kind,
          itemId: product.itemId,
          prices: values.map((v) => (v === null ? null : Number(v))),
          ...(netState.netTerms ? { net: netState.netTerms } : {}),
        },
      },
    ]);

  return (
    <EditorForm
      id="product-price-title"
      texts={texts}
      note={texts.note}
      call={call}
      valid={sale !== null}
      send={send}
    >
      <NetPriceFields state={netState} texts={texts} name="productPriceMode" />
      <div className={own.priceInputs}>
        {values.map((v, k) =>
          v === null ? (
            <p key={k} className={styles.field}>
              {texts.labels[k]}
              <span className={styles.meta}>{texts.notTaken}</span>
            </p>
          ) : (
            <label key={k} className={styles.field}>
              {texts.labels[k]}
              <input
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                required
                value={v}
                onChange={(e) => setValues(values.map((w, i) => (i === k ? e.target.value : w)))}
              />
            </label>
          ),
        )}
      </div>
      <SalePreview
        lang={lang}
        labelled={sale ? sale.map((s, i) => [texts.labels[taken[i]!.k] ?? '', s]) : null}
        texts={texts}
        testId="product-sale-preview"
      />
    </EditorForm>
  );
}
