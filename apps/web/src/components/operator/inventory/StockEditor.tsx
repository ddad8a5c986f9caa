'use client';
/**
 * The bulk stock edit of a product's grid: which row, the range and weekdays, and the action (set or
 * add to the day total, stop or resume sale). Before saving it shows, with the domain's own rule
 * (applyStockEdit), how many days of the grid shown change and which would go below what is booked;
 * the API applies the same rule to every day in one transaction.
 */
import { applyStockEdit, type StockEdit } from '@tabiyori/domain';
import { useState } from 'react';
import type { Lang } from '@/lib/i18n/settings';
import type { InventoryGrid } from '@/lib/operator/types';
import styles from '../operator.module.css';
import { useApiCall } from '../useApiCall';
import { BulkRangeFields, useBulkRange } from './BulkRangeFields';
import { EditorForm, RowPicker, type EditorFormTexts } from './EditorForm';

export interface StockEditorTexts extends EditorFormTexts {
  target: string;
  from: string;
  to: string;
  weekdays: string;
  weekdayNames: string[];
  action: string;
  actions: Record<StockEdit['action'], string>;
  quantity: string;
  quantityHintAdd: string;
  preview: string;
  previewDays: string;
  previewRefused: string;
  previewOutside: string;
}

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_m, key: string) => String(values[key] ?? ''));

export function StockEditor({
  lang,
  grid,
  texts,
}: {
  lang: Lang;
  grid: InventoryGrid;
  texts: StockEditorTexts;
}) {
  const call = useApiCall(lang);
  const [row, setRow] = useState(0);
  const { range, setRange, days, span } = useBulkRange(grid.days);
  const [action, setAction] = useState<StockEdit['action']>('set');
  const [quantity, setQuantity] = useState('');
  const target = grid.stock[row];
  if (!target) return null;

  const needsQuantity = action === 'set' || action === 'add';
  const amount = Number(quantity);
  const edit: StockEdit | null = needsQuantity
    ? quantity.trim() !== '' && Number.isInteger(amount)
      ? { action, quantity: amount }
      : null
    : { action };
  const shown = new Set(grid.days);
  const refused: string[] = [];
  let changing = 0;
  if (days && edit) {
    for (const day of days) {
      const cell = target.cells[grid.days.indexOf(day)];
      if (!shown.has(day) || !cell) continue;
      const result = applyStockEdit(cell, edit);
      if (result.ok) changing += 1;
      else
        refused.push(
          fill(texts.previewRefused, {
            date: `${Number(day.slice(4, 6))}/${Number(day.slice(6, 8))}`,
            booked: result.booked,
            total: result.requestedTotal,
          }),
        );
    }
  }
  const outside = days ? days.some((d) => !shown.has(d)) : false;

  const valid = days !== null && edit !== null && refused.length === 0;
  // Sent once valid (EditorForm): the range has both days and the change is whole.
  const send = async () =>
    !!span &&
    !!edit &&
    call.run([
      'post',
      '/v1/operator/inventory/stock',
      {
        body: {
          kind: target.kind,
          itemId: target.itemId,
          ...span,
          ...edit,
        },
      },
    ]);

  return (
    <EditorForm id="stock-edit-title" texts={texts} call={call} valid={valid} send={send}>
      <RowPicker lang={lang} label={texts.target} rows={grid.stock} value={row} onChange={setRow} />
      <BulkRangeFields range={range} onChange={setRange} texts={texts} idPrefix="stock" />
      <label className={styles.field}>
        {texts.action}
        <select value={action} onChange={(e) => setAction(e.target.value as StockEdit['action'])}>
          {(Object.keys(texts.actions) as StockEdit['action'][]).map((a) => (
            <option key={a} value={a}>
              {texts.actions[a]}
            </option>
          ))}
        </select>
      </label>
      {needsQuantity ? (
        <label className={styles.field}>
          {texts.quantity}
          <input
            type="number"
            inputMode="numeric"
            required
            step={1}
            min={action === 'set' ? 0 : undefined}
            value={quantity}
            onChange={(e) => setQuantity(e.target.value)}
            aria-describedby={action === 'add' ? 'stock-add-hint' : undefined}
          />
          {action === 'add' ? (
            <span id="stock-add-hint" className={styles.meta}>
              {texts.quantityHintAdd}
            </span>
          ) : null}
        </label>
      ) : null}
      <div className={styles.preview} aria-live="polite">
        <strong>{texts.preview}</strong>
        <p>{fill(texts.previewDays, { days: changing })}</p>
        {refused.length > 0 ? (
          <ul className={styles.alert}>
            {refused.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        ) : null}
        {outside ? <p className={styles.meta}>{texts.previewOutside}</p> : null}
      </div>
    </EditorForm>
  );
}
