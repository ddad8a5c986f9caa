'use client';
/**
 * A form's failure line: the catalogue's message, announced (role="alert") and focused. With
 * JavaScript useFormFlow focuses it after each refused answer; without it the page the server
 * renders after a refused post carries `autofocus` on it, so the keyboard and the screen reader
 * start at what went wrong instead of the top of the page.
 */
import type { Ref } from 'react';
import styles from './account.module.css';

export function FormFailure({
  failure,
  summaryRef,
}: {
  failure: string | null;
  summaryRef: Ref<HTMLDivElement>;
}) {
  return (
    <div
      ref={summaryRef}
      tabIndex={-1}
      role="alert"
      autoFocus={Boolean(failure)}
      className={failure ? styles.alert : undefined}
      data-testid="form-failure"
    >
      {failure ?? ''}
    </div>
  );
}
