'use client';
/** The flyer's print button (the browser's print dialog; the print stylesheet does the layout). */
export function FlyerPrintButton({ label, className }: { label: string; className?: string }) {
  return (
    <button type="button" className={className} onClick={() => window.print()}>
      {label}
    </button>
  );
}
