'use client';
/**
 * A submit button that says the form is being sent (issue 18 item 5's loading state) once its form
 * is submitted, for forms that are no server action (a GET form loading the next page). Without
 * JavaScript it is a plain submit button. Back to the page from the browser's cache resets it.
 */
import { useEffect, useRef, useState } from 'react';

export function PendingSubmit({
  label,
  pendingLabel,
  className,
  testId,
}: {
  label: string;
  pendingLabel: string;
  className?: string;
  testId?: string;
}) {
  const ref = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const form = ref.current?.form;
    if (!form) return;
    const submitted = (event: SubmitEvent) => {
      if (!event.defaultPrevented) setBusy(true);
    };
    const shown = (event: PageTransitionEvent) => {
      if (event.persisted) setBusy(false);
    };
    form.addEventListener('submit', submitted);
    window.addEventListener('pageshow', shown);
    return () => {
      form.removeEventListener('submit', submitted);
      window.removeEventListener('pageshow', shown);
    };
  }, []);

  useEffect(() => {
    const form = ref.current?.form;
    if (form) form.setAttribute('aria-busy', busy ? 'true' : 'false');
  }, [busy]);

  return (
    <button
      ref={ref}
      type="submit"
      className={className}
      aria-disabled={busy || undefined}
      onClick={(event) => {
        if (busy) event.preventDefault();
      }}
      data-testid={testId}
    >
      <span aria-live="polite">{busy ? pendingLabel : label}</span>
    </button>
  );
}
