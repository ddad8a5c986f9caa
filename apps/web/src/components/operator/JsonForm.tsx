'use client';
/**
 * A form whose named fields (rendered by the server page as children) are sent as one JSON body:
 * `minuteFields` are datetime-local inputs read as Japan time and sent as YYYYMMDDHHmm; empty
 * optional fields are left out; `extra` adds fixed fields. The page refreshes on success.
 */
import { useRef, type FormEvent, type ReactNode } from 'react';
import type { Lang } from '@/lib/i18n/settings';
import type { ApiWrite, ApiWriteTarget } from '@/lib/operator/apiWrite';
import { minuteFromInput } from '@/lib/operator/time';
import styles from './operator.module.css';
import { useApiCall } from './useApiCall';
import { FormFooter } from './FormFooter';

export function JsonForm({
  lang,
  call,
  submitLabel,
  pendingLabel,
  doneLabel,
  minuteFields = [],
  extra = {},
  resetOnSuccess = false,
  className,
  children,
}: {
  lang: Lang;
  /** The operation the form's fields are the body of. */
  call: ApiWriteTarget;
  submitLabel: string;
  pendingLabel: string;
  doneLabel: string;
  minuteFields?: string[];
  extra?: Record<string, unknown>;
  resetOnSuccess?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const { run, pending, error, done } = useApiCall(lang);
  const form = useRef<HTMLFormElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body: Record<string, unknown> = { ...extra };
    for (const [name, value] of new FormData(event.currentTarget).entries()) {
      if (typeof value !== 'string' || value === '') continue;
      body[name] = minuteFields.includes(name) ? minuteFromInput(value) : value;
    }
    // The body is the form's named fields (the server page's inputs): the API checks it.
    if ((await run({ ...call, body } as ApiWrite)) && resetOnSuccess) form.current?.reset();
  }

  return (
    <form ref={form} className={className ?? styles.formStack} onSubmit={submit} aria-busy={pending}>
      {children}
      <FormFooter
        pending={pending}
        done={done}
        error={error}
        label={submitLabel}
        pendingLabel={pendingLabel}
        doneLabel={doneLabel}
      />
    </form>
  );
}
