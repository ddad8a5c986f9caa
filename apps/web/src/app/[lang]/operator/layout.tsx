/**
 * The back office (/operator, issue 19): server-rendered pages, each in its own shell
 * (components/operator/OperatorShell), for operators only; never indexed.
 */
import type { Metadata } from 'next';
import type { ReactNode } from 'react';

export const metadata: Metadata = { robots: { index: false, follow: false } };

export default function OperatorLayout({ children }: { children: ReactNode }) {
  return children;
}
