/** A back-office page's failed read, as the catalogue's message (ACE804 → not allowed). */
import { errorMessageFor } from '@tabiyori/domain';
import type { Lang } from '@/lib/i18n/settings';
import styles from './operator.module.css';

export function ApiFailure({ lang, errorCode }: { lang: Lang; errorCode: string }) {
  return (
    <p role="alert" className={styles.alert} data-error-code={errorCode}>
      {errorMessageFor(errorCode, lang)}
    </p>
  );
}
