import styles from '../tour.module.css';

/** A list of the flyer's notices (common ones under the transport, the tour's own at the end). */
export function NoticeList({ notices }: { notices: readonly string[] }) {
  return (
    <ul className={styles.noticeList}>
      {notices.map((n, i) => (
        <li key={i}>{n}</li>
      ))}
    </ul>
  );
}
