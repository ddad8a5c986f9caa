/**
 * The frame of the account pages (log-in, sign-up, address confirmation, password reset, My page,
 * favourites): the page shell with one breadcrumb, the title and the lead line; the forms and
 * cards are the page's own. `narrow`: the forms' column.
 */
import type { ReactNode } from 'react';
import type { PageKind } from '@tabiyori/domain';
import { PageShell } from '@/components/PageShell';
import styles from './account.module.css';

export function AccountPage({
  pageKind = 'mypage',
  title,
  breadcrumb = title,
  lead,
  narrow = false,
  children,
}: {
  pageKind?: PageKind;
  title: string;
  /** The breadcrumb's name when it is not the title. */
  breadcrumb?: string;
  lead?: ReactNode;
  narrow?: boolean;
  children: ReactNode;
}) {
  const body = (
    <>
      <h1 className={styles.title}>{title}</h1>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      {children}
    </>
  );
  return (
    <PageShell pageKind={pageKind} breadcrumbs={[{ name: breadcrumb }]}>
      <div className={`container ${styles.page}`}>
        {narrow ? <div className={styles.narrow}>{body}</div> : body}
      </div>
    </PageShell>
  );
}
