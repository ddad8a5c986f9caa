/**
 * The console's table frame: a keyboard-scrollable region named by the caption (read by screen
 * readers, hidden on screen), the header row from the columns, and the body rows given.
 */
import type { ReactNode } from 'react';
import styles from './operator.module.css';

/** A column's header: its label, right-aligned when it holds figures. */
export type Column = string | { label: string; numeric: true };

export function DataTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: Column[];
  children: ReactNode;
}) {
  return (
    <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={caption}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) =>
              typeof column === 'string' ? (
                <th key={column} scope="col">
                  {column}
                </th>
              ) : (
                <th key={column.label} scope="col" className={styles.num}>
                  {column.label}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
