/**
 * The end of every back-office form: the submit button (its pending label while the call runs), the
 * polite status once saved, and the catalogue message when the call failed.
 */
import styles from './operator.module.css';

export function FormFooter({
  pending,
  done,
  error,
  disabled = false,
  label,
  pendingLabel,
  doneLabel,
}: {
  pending: boolean;
  done: boolean;
  error: string | null;
  disabled?: boolean;
  label: string;
  pendingLabel: string;
  doneLabel: string;
}) {
  return (
    <>
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={pending || disabled}>
          {pending ? pendingLabel : label}
        </button>
        <span role="status" className={styles.ok}>
          {done ? doneLabel : ''}
        </span>
      </div>
      {error ? (
        <p role="alert" className={styles.alert}>
          {error}
        </p>
      ) : null}
    </>
  );
}
