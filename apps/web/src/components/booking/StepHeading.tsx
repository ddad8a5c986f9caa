/** The heading of a booking step: focused on each step change so screen readers announce it. */
import type { ReactNode } from 'react';
import styles from './booking.module.css';

export const STEP_HEADING_ID = 'booking-step-heading';

export function StepHeading({ children }: { children: ReactNode }) {
  return (
    <h2 id={STEP_HEADING_ID} tabIndex={-1} className={styles.stepTitle}>
      {children}
    </h2>
  );
}
