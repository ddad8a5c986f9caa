'use client';
/**
 * The bulk price edit of a product's grid: which plan (or tour), the range and weekdays, and the
 * prices per people-per-room count (or the tour's lowest and highest). Prices are entered as sale
 * prices, or as the supplier's net prices with the terms of spec §9; the sale prices the API will
 * store are shown before saving, computed by the domain's own rule (salePrices → calculatePrice).
 */
import { salePrices } from '@tabiyori/domain';
import { useState } from 'react';
import type { Lang } from '@/lib/i18n/settings';
import type { InventoryGrid } from '@/lib/operator/types';
import styles from '../operator.module.css';
import { useApiCall } from '../useApiCall';
import { EditorForm, RowPicker, type EditorFormTexts } from './EditorForm';
import { BulkRangeFields, useBulkRange } from './BulkRangeFields';
import { NetPriceFields, SalePreview, useNetPriceTerms, type NetPriceTexts } from './NetPriceFields';
import own from './inventory.module.css';

export interface PriceEditorTexts extends NetPriceTexts, EditorFormTexts {
  target: string;
  from: string;
  to: string;
  weekdays: string;
  weekdayNames: string[];
  /** Per row: the label of each price position. */
  labels: string[][];
  zeroNote: string;
  preview: string;
  salePreview: string;
  invalid: string;
}

export function PriceEditor({
  lang,
  grid,
  texts,
}: {
  lang: Lang;
  grid: InventoryGrid;
  texts: PriceEditorTexts;
}) {
  const call = useApiCall(lang);
  const [row, setRow] = useState(0);
  const target = grid.prices[row];
  const firstPrices = (r: number) => {
    const p = grid.prices[r];
    const cell = p?.cells.find((c) => c !== null) ?? [];
    return Array.from({ length: p?.width ?? 0 }, (_, k) => String(cell[k] ?? 0));
  };
  const [prices, setPrices] = useState(() => firstPrices(0));
  const { range, setRange, days, span } = useBulkRange(grid.days);
  const netState = useNetPriceTerms();
  const { netTerms } = netState;
  if (!target) return null;

  const entered = prices.map(Number);
  const sale = prices.every((p) => p.trim() !== '') ? salePrices(entered, netTerms) : null;
  const ordered = target.kind !== 'tour' || (sale !== null && sale[0]! <= sale[1]!);
  const valid = sale !== null && ordered && days !== null;
  const labels = texts.labels[row] ?? [];

  // Sent once valid (EditorForm): the range has both days.
  const send = async () =>
    !!span &&
    call.run([
      'post',
      '/v1/operator/inventory/prices',
      {
        body: {
          kind: target.kind,
          itemId: target.itemId,
          ...span,
          prices: entered,
          ...(netTerms ? { net: netTerms } : {}),
        },
      },
    ]);

  return (
    <EditorForm id="price-edit-title" texts={texts} call={call} valid={valid} send={send}>
      <RowPicker
        lang={lang}
        label={texts.target}
        rows={grid.prices}
        value={row}
        onChange={(r) => {
          setRow(r);
          setPrices(firstPrices(r));
        }}
      />
      <BulkRangeFields range={range} onChange={setRange} texts={texts} idPrefix="price" />
      <NetPriceFields state={netState} texts={texts} name="priceMode" />
      <div className={own.priceInputs}>
        {prices.map((p, k) => (
          <label key={k} className={styles.field}>
            {labels[k] ?? String(k + 1)}
            <input
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              required
              value={p}
              onChange={(e) => setPrices(prices.map((v, i) => (i === k ? e.target.value : v)))}
            />
          </label>
        ))}
      </div>
      <p className={styles.meta}>{texts.zeroNote}</p>
      <SalePreview
        lang={lang}
        labelled={valid ? sale.map((s, k) => [labels[k] ?? String(k + 1), s]) : null}
        texts={texts}
        testId="sale-preview"
      />
    </EditorForm>
  );
}
