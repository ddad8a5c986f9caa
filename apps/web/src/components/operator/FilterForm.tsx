/**
 * The console's search forms (bookings, audit log): a GET form whose fields are the list's query,
 * so a search is a link that can be kept, reloaded and paged; works without JavaScript.
 */
import type { ReactNode } from 'react';
import { dateInputFromYmd } from '@/lib/operator/time';
import styles from './operator.module.css';

export function FilterForm({
  label,
  submit,
  children,
}: {
  label: string;
  submit: string;
  children: ReactNode;
}) {
  return (
    <section className={styles.card} aria-label={label}>
      <form method="get" className={styles.form} role="search">
        {children}
        <button type="submit" className="button">
          {submit}
        </button>
      </form>
    </section>
  );
}

/** A free-text filter. */
export function TextFilter({
  name,
  label,
  value,
  type,
  list,
  children,
}: {
  name: string;
  label: string;
  value: string | undefined;
  type?: 'search';
  list?: string;
  children?: ReactNode;
}) {
  return (
    <label className={styles.field}>
      {label}
      <input name={name} type={type} defaultValue={value} autoComplete="off" list={list} />
      {children}
    </label>
  );
}

/** The from and to days (YYYYMMDD) of a search, as date inputs. */
export function DateRangeFilters({
  from,
  to,
  labels,
}: {
  from: string | undefined;
  to: string | undefined;
  labels: { from: string; to: string };
}) {
  return (
    <>
      <label className={styles.field}>
        {labels.from}
        <input name="from" type="date" defaultValue={dateInputFromYmd(from)} />
      </label>
      <label className={styles.field}>
        {labels.to}
        <input name="to" type="date" defaultValue={dateInputFromYmd(to)} />
      </label>
    </>
  );
}
