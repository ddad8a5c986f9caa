'use client';
/**
 * The frame of every inventory editor: a form named by its title (and described by its note), sent
 * by the editor's own call once valid, ending with the house's footer (save, pending, saved or the
 * catalogue's message). The row picker chooses which plan, tour, activity or car a grid edit applies to.
 */
import type { FormEvent, ReactNode } from 'react';
import type { Lang } from '@/lib/i18n/settings';
import { FormFooter } from '../FormFooter';
import styles from '../operator.module.css';

export interface EditorFormTexts {
  title: string;
  save: string;
  saving: string;
  saved: string;
}

export function EditorForm({
  id,
  texts,
  note,
  call,
  valid,
  send,
  children,
}: {
  /** The title's id; the form is labelled by it (journeys find the form by it). */
  id: string;
  texts: EditorFormTexts;
  note?: string;
  call: { pending: boolean; error: string | null; done: boolean };
  valid: boolean;
  send: () => Promise<unknown>;
  children: ReactNode;
}) {
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (valid) await send();
  }
  return (
    <form
      className={styles.formStack}
      onSubmit={submit}
      aria-busy={call.pending}
      aria-labelledby={id}
      aria-describedby={note ? `${id}-note` : undefined}
    >
      <h2 id={id} className={styles.cardTitle}>
        {texts.title}
      </h2>
      {note ? (
        <p id={`${id}-note`} className={styles.meta}>
          {note}
        </p>
      ) : null}
      {children}
      <FormFooter
        pending={call.pending}
        done={call.done}
        error={call.error}
        label={texts.save}
        pendingLabel={texts.saving}
        doneLabel={texts.saved}
        disabled={!valid}
      />
    </form>
  );
}

export function RowPicker({
  lang,
  label,
  rows,
  value,
  onChange,
}: {
  lang: Lang;
  label: string;
  rows: readonly { itemId: string; name: Record<Lang, string> }[];
  value: number;
  onChange: (row: number) => void;
}) {
  return (
    <label className={styles.field}>
      {label}
      <select value={value} onChange={(e) => onChange(Number(e.target.value))}>
        {rows.map((r, i) => (
          <option key={r.itemId} value={i}>
            {r.name[lang] || r.name.ja}
          </option>
        ))}
      </select>
    </label>
  );
}
