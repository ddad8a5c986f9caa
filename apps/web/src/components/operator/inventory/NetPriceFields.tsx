'use client';
/**
 * How prices are entered in the console's price editors: as sale prices, or as the supplier's net
 * prices with the terms of spec §9 (tax, commission, markup amount and rate), from which the domain's
 * salePrices → calculatePrice gives the sale prices shown before saving.
 */
import { CONSUMPTION_TAX_RATE, type NetPriceTerms } from '@tabiyori/domain';
import { useState } from 'react';
import styles from '../operator.module.css';
import own from './inventory.module.css';

export interface NetPriceTexts {
  mode: string;
  modeSale: string;
  modeNet: string;
  taxRate: string;
  commissionRate: string;
  markupAmount: string;
  markupRate: string;
}

type TermKey = 'taxRate' | 'commissionRate' | 'markupAmount' | 'markupRate';

/** Percent text → decimal rate (`10` → 0.1), exact to the hundredth of a percent. */
const rate = (percent: string) => Math.round(Number(percent) * 100) / 10_000;

/** The entry mode and terms; `netTerms` is undefined while sale prices are entered. */
export function useNetPriceTerms() {
  const [net, setNet] = useState(false);
  const [terms, setTerms] = useState<Record<TermKey, string>>({
    taxRate: String(CONSUMPTION_TAX_RATE * 100),
    commissionRate: '0',
    markupAmount: '0',
    markupRate: '0',
  });
  const netTerms: NetPriceTerms | undefined = net
    ? {
        taxRate: rate(terms.taxRate),
        commissionRate: rate(terms.commissionRate),
        markupAmount: Number(terms.markupAmount),
        markupRate: rate(terms.markupRate),
      }
    : undefined;
  return { net, setNet, terms, setTerms, netTerms };
}

export function NetPriceFields({
  state,
  texts,
  name,
}: {
  state: ReturnType<typeof useNetPriceTerms>;
  texts: NetPriceTexts;
  /** The radio group's name, unique on the page. */
  name: string;
}) {
  const { net, setNet, terms, setTerms } = state;
  const termField = (key: TermKey, label: string, step: string) => (
    <label className={styles.field}>
      {label}
      <input
        type="number"
        inputMode="decimal"
        step={step}
        required
        value={terms[key]}
        onChange={(e) => setTerms({ ...terms, [key]: e.target.value })}
      />
    </label>
  );
  return (
    <>
      <fieldset className={own.weekdays}>
        <legend>{texts.mode}</legend>
        <label>
          <input type="radio" name={name} checked={!net} onChange={() => setNet(false)} />
          {texts.modeSale}
        </label>
        <label>
          <input type="radio" name={name} checked={net} onChange={() => setNet(true)} />
          {texts.modeNet}
        </label>
      </fieldset>
      {net ? (
        <div className={styles.form}>
          {termField('taxRate', texts.taxRate, '0.01')}
          {termField('commissionRate', texts.commissionRate, '0.01')}
          {termField('markupAmount', texts.markupAmount, '1')}
          {termField('markupRate', texts.markupRate, '0.01')}
        </div>
      ) : null}
    </>
  );
}

/** The sale prices a save will store, each with its label, or the refusal while the input is invalid. */
export function SalePreview({
  lang,
  labelled,
  texts,
  testId,
}: {
  lang: string;
  /** [label, sale price] pairs, or null while a price or term is invalid. */
  labelled: [string, number][] | null;
  texts: { preview: string; salePreview: string; invalid: string };
  testId: string;
}) {
  const yen = new Intl.NumberFormat(lang === 'ja' ? 'ja-JP' : 'en-US');
  return (
    <div className={styles.preview} aria-live="polite">
      <strong>{texts.preview}</strong>
      {labelled ? (
        <p data-testid={testId}>
          {texts.salePreview.replace(
            '{{prices}}',
            labelled.map(([label, price]) => `${label} ${yen.format(price)}`).join(' ／ '),
          )}
        </p>
      ) : (
        <p className={styles.alert}>{texts.invalid}</p>
      )}
    </div>
  );
}
