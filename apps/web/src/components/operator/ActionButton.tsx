'use client';
/** A button that makes one change (cancel a booking, end maintenance, revoke an operator), after a confirmation. */
import type { Lang } from '@/lib/i18n/settings';
import type { ApiWrite, WriteMethod, WritePath } from '@/lib/operator/apiWrite';
import styles from './operator.module.css';
import { useApiCall } from './useApiCall';

export function ActionButton<M extends WriteMethod, P extends WritePath<M>>({
  lang,
  call,
  label,
  pendingLabel,
  doneLabel,
  confirmText,
  secondary = false,
}: {
  lang: Lang;
  /** The change, as its operation states it. */
  call: ApiWrite<M, P>;
  label: string;
  pendingLabel: string;
  doneLabel: string;
  confirmText?: string;
  secondary?: boolean;
}) {
  const { run, pending, error, done } = useApiCall(lang);
  return (
    <div className={styles.actions}>
      <button
        type="button"
        className={secondary ? 'button button--secondary' : 'button'}
        disabled={pending}
        aria-busy={pending}
        onClick={() => {
          if (confirmText && !window.confirm(confirmText)) return;
          void run(call);
        }}
      >
        {pending ? pendingLabel : label}
      </button>
      <span role="status" className={styles.ok}>
        {done ? doneLabel : ''}
      </span>
      {error ? (
        <p role="alert" className={styles.alert}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
