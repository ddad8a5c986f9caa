/** Previous / next links under a console result list (bookings, audit log). */
import { AppLink } from '@/components/AppLink';
import styles from './operator.module.css';

type Props = {
  page: number;
  pageSize: number;
  count: number;
  href: (page: number) => string;
  labels: { nav: string; prev: string; next: string };
};

export function Pager({ page, pageSize, count, href, labels }: Props) {
  return (
    <nav className={styles.actions} aria-label={labels.nav}>
      {page > 1 ? <AppLink href={href(page - 1)}>{labels.prev}</AppLink> : null}
      {page * pageSize < count ? <AppLink href={href(page + 1)}>{labels.next}</AppLink> : null}
    </nav>
  );
}
