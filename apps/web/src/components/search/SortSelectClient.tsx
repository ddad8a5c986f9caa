'use client';
/** The sort select: navigates to the URL the server made for the chosen order. */
import { useRouter } from 'next/navigation';
import { useId, useTransition } from 'react';

export function SortSelectClient({
  label,
  value,
  options,
}: {
  label: string;
  value: string;
  options: readonly { value: string; label: string; href: string }[];
}) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const id = useId();
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <select
        key={value}
        id={id}
        name="sort"
        defaultValue={value}
        aria-busy={pending || undefined}
        onChange={(event) => {
          const option = options.find((o) => o.value === event.target.value);
          if (option) startTransition(() => router.push(option.href));
        }}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </>
  );
}
