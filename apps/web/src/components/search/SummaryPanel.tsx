'use client';
/**
 * The summary rows of a search panel (spec §2): the condition in short, one row per part (label,
 * value made on the server, 変更), each a button that opens a modal on that part. Shared by the list
 * pages' search panel (SearchPanelClient.tsx) and the area row of the pages without a search
 * condition (AreaChooser.tsx); the modal itself is the caller's (`children`). `onPrepare` runs when
 * the pointer enters the panel or a row gets focus, so the modal can load before it is opened.
 */
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/client';
import styles from './panel.module.css';

export interface SummaryRow<Key extends string> {
  key: Key;
  label: string;
  value: string;
}

export function SummaryPanel<Key extends string>({
  label,
  title,
  rows,
  onOpen,
  onPrepare,
  children,
}: {
  /** The panel's accessible name. */
  label: string;
  /** A visible heading of the panel. */
  title?: string | undefined;
  rows: readonly SummaryRow<Key>[];
  onOpen: (key: Key) => void;
  onPrepare: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('search');
  return (
    <section className={styles.panel} aria-label={label} onPointerEnter={onPrepare}>
      {title ? <h2 className={styles.panelTitle}>{title}</h2> : null}
      <ul className={styles.panelRows}>
        {rows.map((row) => (
          <li key={row.key}>
            <button
              type="button"
              className={styles.panelRow}
              aria-haspopup="dialog"
              onClick={() => onOpen(row.key)}
              onFocus={onPrepare}
            >
              <span className={styles.panelRowLabel}>{row.label}</span>
              <span className={styles.panelRowValue}>{row.value}</span>
              <span className={styles.panelRowAction} aria-hidden="true">
                {t('change')}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {children}
    </section>
  );
}
