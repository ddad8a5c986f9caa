'use client';
/**
 * Which booking step is shown, and the focus on its heading.
 *
 * The confirmation needs complete details: a reload after the draft was lost (or a typed URL) lands
 * on the travellers with the errors shown, the URL replaced. Each step change after the first render
 * moves the focus to the step's heading, so screen readers announce it.
 */
import { useEffect, useRef } from 'react';
import type { FlowStep } from '@/lib/booking/steps';
import { STEP_HEADING_ID } from './StepHeading';

export function useShownStep(
  step: FlowStep,
  go: (step: FlowStep, replace?: boolean) => void,
  draftReady: boolean,
  incomplete: boolean,
): FlowStep {
  const sentBack = draftReady && step === 3 && incomplete;
  useEffect(() => {
    if (sentBack) go(2, true);
  }, [sentBack, go]);

  const firstStep = useRef(true);
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    const heading = document.getElementById(STEP_HEADING_ID);
    heading?.focus();
    heading?.scrollIntoView({ block: 'start' });
  }, [step]);

  return sentBack ? 2 : step;
}
