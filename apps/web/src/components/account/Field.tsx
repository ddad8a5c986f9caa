'use client';
/**
 * A labelled form field with its hint and inline error: the label names the input, the hint and
 * the error are tied to it by aria-describedby, aria-invalid marks a wrong value, and the error is
 * announced politely when it appears. Used by the account and booking forms.
 */
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';
import styles from './account.module.css';

interface FieldFrameProps {
  id: string;
  label: ReactNode;
  required?: boolean;
  requiredText?: string;
  optionalText?: string;
  hint?: ReactNode;
  error?: string | null;
  children: (describedBy: string | undefined, invalid: boolean) => ReactNode;
}

export function FieldFrame({
  id,
  label,
  required,
  requiredText,
  optionalText,
  hint,
  error,
  children,
}: FieldFrameProps) {
  const hintId = hint ? `${id}-hint` : null;
  const errorId = error ? `${id}-error` : null;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && requiredText ? <span className={styles.required}>{requiredText}</span> : null}
        {!required && optionalText ? <span className={styles.optional}>{optionalText}</span> : null}
      </label>
      {hint ? (
        <p id={hintId ?? undefined} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {children(describedBy, Boolean(error))}
      <p id={errorId ?? undefined} className={styles.error} aria-live="polite">
        {error ?? ''}
      </p>
    </div>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & Omit<FieldFrameProps, 'children'>;

export function TextField({
  id,
  label,
  required,
  requiredText,
  optionalText,
  hint,
  error,
  ...input
}: InputProps) {
  return (
    <FieldFrame {...{ id, label, required, requiredText, optionalText, hint, error }}>
      {(describedBy, invalid) => (
        <input
          id={id}
          className={styles.input}
          required={required}
          aria-required={required || undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          {...input}
        />
      )}
    </FieldFrame>
  );
}

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> &
  Omit<FieldFrameProps, 'children'> & { options: { value: string; label: string; disabled?: boolean }[] };

export function SelectField({
  id,
  label,
  required,
  requiredText,
  optionalText,
  hint,
  error,
  options,
  ...select
}: SelectProps) {
  return (
    <FieldFrame {...{ id, label, required, requiredText, optionalText, hint, error }}>
      {(describedBy, invalid) => (
        <select
          id={id}
          className={styles.input}
          required={required}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          {...select}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
