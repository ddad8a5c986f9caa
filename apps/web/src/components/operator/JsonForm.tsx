'use client';
/**
 * A form whose named fields (rendered by the server page as children, their names from
 * `bodyFields` of the same target, lib/operator/apiWrite.ts) are sent as the body of one write:
 * `minuteFields` are datetime-local inputs read as Japan time and sent as YYYYMMDDHHmm; empty
 * optional fields are left out. The page refreshes on success.
 */
import { useRef, type FormEvent, type ReactNode } from 'react';
import type { Lang } from '@/lib/i18n/settings';
import type { ApiWrite, BodyField, TargetOf, WriteMethod, WritePath } from '@/lib/operator/apiWrite';
import { minuteFromInput } from '@/lib/operator/time';
import styles from './operator.module.css';
import { useApiCall } from './useApiCall';
import { FormFooter } from './FormFooter';

export function JsonForm<M extends WriteMethod, P extends WritePath<M>>({
  lang,
  call,
  submitLabel,
  pendingLabel,
  doneLabel,
  minuteFields = [],
  resetOnSuccess = false,
  className,
  children,
}: {
  lang: Lang;
  /** The operation the form's fields are the body of. */
  call: TargetOf<M, P>;
  submitLabel: string;
  pendingLabel: string;
  doneLabel: string;
  minuteFields?: BodyField<M, P>[];
  resetOnSuccess?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const { run, pending, error, done } = useApiCall(lang);
  const form = useRef<HTMLFormElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body: Partial<Record<BodyField<M, P>, string | null>> = {};
    for (const [name, value] of new FormData(event.currentTarget).entries()) {
      if (typeof value !== 'string' || value === '') continue;
      const field = name as BodyField<M, P>; // the page names its inputs with bodyFields(call)
      body[field] = minuteFields.includes(field) ? minuteFromInput(value) : value;
    }
    const [method, path, init] = call;
    // The fields' values are the inputs' text, which the API checks against the body's schema.
    const write = [method, path, { ...init, body }] as unknown as ApiWrite<M, P>;
    if ((await run(write)) && resetOnSuccess) form.current?.reset();
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
