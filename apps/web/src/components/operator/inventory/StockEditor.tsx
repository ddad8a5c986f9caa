'use client';
/**
 * The bulk stock edit of a product's grid: which row, the range and weekdays, and the action (set or
 * add to the day total, stop or resume sale). Before saving it shows, with the domain's own rule
 * (applyStockEdit), how many days of the grid shown change and which would go below what is booked;
 * the API applies the same rule to every day in one transaction.
 */
import { applyStockEdit, type StockEdit } from '@tabiyori/domain';
import { useState, type FormEvent } from 'react';
import type { Lang } from '@/lib/i18n/settings';
import type { InventoryGrid } from '@/lib/operator/types';
import styles from '../operator.module.css';
import { useApiCall } from '../useApiCall';
import { BulkRangeFields, useBulkRange } from './BulkRangeFields';
import { FormFooter } from '../FormFooter';

export interface StockEditorTexts {
  title: string;
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
  save: string;
  saving: string;
  saved: string;
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
  const { run, pending, error, done } = useApiCall(lang);
  const [row, setRow] = useState(0);
  const { range, setRange, from, to, days } = useBulkRange(grid.days);
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

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!days || !edit || !target) return;
    await run('/v1/operator/inventory/stock', 'POST', {
      kind: target.kind,
      itemId: target.itemId,
      from,
      to,
      ...(range.weekdays.length > 0 ? { weekdays: range.weekdays } : {}),
      action: edit.action,
      ...('quantity' in edit ? { quantity: edit.quantity } : {}),
    });
  }

  return (
    <form
      className={styles.formStack}
      onSubmit={submit}
      aria-busy={pending}
      aria-labelledby="stock-edit-title"
    >
      <h2 id="stock-edit-title" className={styles.cardTitle}>
        {texts.title}
      </h2>
      <label className={styles.field}>
        {texts.target}
        <select value={row} onChange={(e) => setRow(Number(e.target.value))}>
          {grid.stock.map((r, i) => (
            <option key={r.itemId} value={i}>
              {r.name[lang] || r.name.ja}
            </option>
          ))}
        </select>
      </label>
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
      <FormFooter
        pending={pending}
        done={done}
        error={error}
        label={texts.save}
        pendingLabel={texts.saving}
        doneLabel={texts.saved}
        disabled={!days || !edit || refused.length > 0}
      />
    </form>
  );
}
