'use client';
/** A print button (the browser's print dialog; the page's print stylesheet does the layout). */
export function PrintButton({ label, className }: { label: string; className?: string }) {
  return (
    <button type="button" className={className} onClick={() => window.print()}>
      {label}
    </button>
  );
}
