'use client';
/**
 * Picks the tours or hotels a special lists: a search by id or name (the inventory's product search,
 * GET /v1/operator/inventory/products) and the chosen list in its order (move up, remove).
 */
import { useState } from 'react';
import { callResult, pageApi } from '@/lib/browserApi';
import type { Lang } from '@/lib/i18n/settings';
import styles from '../operator.module.css';

export interface Picked {
  id: string;
  name: { ja: string; en: string };
}

export type PickerTexts = Record<
  | 'pickSearch'
  | 'search'
  | 'pickAdd'
  | 'pickRemove'
  | 'pickUp'
  | 'pickNone'
  | 'pickNoResult'
  | 'pickSearching',
  string
>;

export function ProductPicker({
  lang,
  kind,
  title,
  picked,
  onChange,
  texts,
}: {
  lang: Lang;
  kind: 'tour' | 'hotel';
  title: string;
  picked: Picked[];
  onChange: (picked: Picked[]) => void;
  texts: PickerTexts;
}) {
  const [q, setQ] = useState('');
  const [found, setFound] = useState<Picked[] | null>(null);
  const [busy, setBusy] = useState(false);
  const name = (p: Picked) => p.name[lang] || p.name.ja;

  async function search() {
    setBusy(true);
    const res = await callResult(
      pageApi().member.GET('/v1/operator/inventory/products', { params: { query: { kind, q } } }),
    );
    setBusy(false);
    setFound(res.ok ? res.data.products.map((p) => ({ id: p.id, name: p.name })) : []);
  }

  const move = (index: number) => {
    const next = [...picked];
    [next[index - 1], next[index]] = [next[index]!, next[index - 1]!];
    onChange(next);
  };

  return (
    <fieldset className={styles.formStack}>
      <legend className={styles.cardTitle}>{title}</legend>
      {picked.length === 0 ? (
        <p className={styles.meta}>{texts.pickNone}</p>
      ) : (
        <ol>
          {picked.map((p, i) => (
            <li key={p.id}>
              {name(p)} <span className={styles.meta}>{p.id}</span>{' '}
              {i > 0 ? (
                <button type="button" className="button button--secondary" onClick={() => move(i)}>
                  {texts.pickUp}
                  <span className="visually-hidden">: {name(p)}</span>
                </button>
              ) : null}{' '}
              <button
                type="button"
                className="button button--secondary"
                onClick={() => onChange(picked.filter((x) => x.id !== p.id))}
              >
                {texts.pickRemove}
                <span className="visually-hidden">: {name(p)}</span>
              </button>
            </li>
          ))}
        </ol>
      )}
      <div className={styles.form}>
        <label className={styles.field}>
          {texts.pickSearch}
          <input
            type="search"
            value={q}
            maxLength={100}
            onChange={(e) => setQ(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                void search();
              }
            }}
          />
        </label>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void search()}
          disabled={busy}
        >
          {texts.search}
        </button>
      </div>
      <div aria-live="polite">
        {busy ? (
          <p>{texts.pickSearching}</p>
        ) : found === null ? null : found.length === 0 ? (
          <p>{texts.pickNoResult}</p>
        ) : (
          <ul>
            {found.map((p) => (
              <li key={p.id}>
                {name(p)} <span className={styles.meta}>{p.id}</span>{' '}
                <button
                  type="button"
                  className="button button--secondary"
                  disabled={picked.some((x) => x.id === p.id)}
                  onClick={() => onChange([...picked, p])}
                >
                  {texts.pickAdd}
                  <span className="visually-hidden">: {name(p)}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </fieldset>
  );
}
