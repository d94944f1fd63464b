import { useEffect, useRef, useState, type RefObject } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { CategoryId, SubmissionContext } from '@aviation-permits/domain/activity';
import {
  APPLICATION_SECTIONS,
  sectionFieldNames,
} from '@/lib/application-sections/application-sections';
import { tableFieldName, type ApplicationFormValues } from '../model/form-values';
import { firstUnpassedStep } from '../model/step-schemas';

interface StepsOptions {
  form: UseFormReturn<ApplicationFormValues>;
  /** The step the form's checks are for (useStepForm's). */
  stepOnScreenRef: RefObject<number>;
  category: CategoryId;
  context: SubmissionContext;
  /** A reopened draft reaches every step its answers already pass (APP-71). */
  reopened: boolean;
  /** Called as a step is left forward or back (APP-45: a step change saves at once). */
  onLeave(): void;
}

/**
 * Which step is shown and how far the step list reaches. Going forward, by Next or by the step
 * list, first checks every step passed on the way with its own schema and stops at the first one
 * that refuses, showing its messages there (APP-80); going back checks nothing.
 */
export function useApplicationSteps(options: StepsOptions) {
  const { form, stepOnScreenRef, category, context, onLeave } = options;
  const [step, setStep] = useState(0);
  const [reached, setReached] = useState(() =>
    options.reopened ? firstUnpassedStep(form.getValues(), category, context) : 0,
  );
  const heading = useRef<HTMLHeadingElement>(null);
  const focusOnStep = useRef(false);

  useEffect(() => {
    if (focusOnStep.current) heading.current?.focus();
    focusOnStep.current = false;
  }, [step]);

  function show(next: number, focusHeading = true) {
    stepOnScreenRef.current = next;
    focusOnStep.current = focusHeading;
    setStep(next);
    setReached((furthest) => Math.max(furthest, next));
  }

  async function goTo(target: number) {
    if (target > step) {
      const values = form.getValues();
      const stop = firstUnpassedStep(values, category, context, step, target);
      if (stop < target) {
        if (stop !== step) show(stop, false);
        const names = sectionFieldNames(
          APPLICATION_SECTIONS[stop]?.key ?? 'activity',
          category,
          values.activityType,
        ).map(tableFieldName);
        await form.trigger(names, { shouldFocus: true });
        return;
      }
    }
    onLeave();
    show(target);
  }

  return {
    step,
    reached,
    heading,
    goTo: (target: number) => void goTo(target),
    next: () => void goTo(step + 1),
    /** Opens a step without checks, for a message of the summary to be corrected there. */
    open: (target: number) => show(target, false),
  };
}
