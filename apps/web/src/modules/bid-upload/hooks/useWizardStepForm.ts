'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useState } from 'react';
import type { WizardSteps } from '@gongsa/domain';
import { useFocusFirstError } from '../../profile/hooks/useFocusFirstError';
import { useLazyModule } from '../../ui/hooks/useLazyModule';
import { hasUnsavedChanges } from '../../ui/hooks/useUnsavedChangesGuard';
import { useToast } from '../../ui/hooks/useToast';
import { LAZY_LOAD_FAILED_MESSAGE } from '../../ui/utils/lazy-module';
import { STEP_VALIDATION, type StepErrors, type StepRules } from '../utils/step-rules';
import { toStepPath } from '../utils/wizard-store';
import { useBidWizard } from './useBidWizard';

type StepValues<S extends keyof WizardSteps> = NonNullable<WizardSteps[S]>;

/** The errors of a step's answers, found with the lazily loaded rules. */
export type FindStepErrors = (rules: StepRules) => StepErrors;

function hasErrors(errors: StepErrors): boolean {
  return Object.keys(errors).length > 0;
}

/**
 * 다음 and 이전 of one wizard step: 다음 shows the errors found (focusing the first) or saves the
 * step and goes on; 이전 keeps the answers in the store only when they are valid.
 */
export function useWizardStepSubmit<S extends keyof WizardSteps>(
  step: S,
  setErrors: (errors: StepErrors) => void,
) {
  const router = useRouter();
  const { saveStep, keepStep } = useBidWizard();
  const { formRef, focusFirstError } = useFocusFirstError();
  const [isBusy, setIsBusy] = useState(false);
  const showToast = useToast();
  const rules = useLazyModule(STEP_VALIDATION);

  async function submit(findErrors: FindStepErrors, values: StepValues<S>) {
    const loaded = rules ?? (await STEP_VALIDATION.load().catch(() => null));
    if (!loaded) {
      showToast(LAZY_LOAD_FAILED_MESSAGE);
      return;
    }
    const found = findErrors(loaded);
    setErrors(found);
    if (hasErrors(found)) {
      focusFirstError();
      return;
    }
    setIsBusy(true);
    await saveStep(step, values);
    router.push(toStepPath(step + 1));
  }

  function keepIfValid(findErrors: FindStepErrors, values: StepValues<S>) {
    if (rules && !hasErrors(findErrors(rules))) keepStep(step, values);
  }

  return { formRef, isBusy, submit, keepIfValid };
}

type WizardStepFormOptions<S extends keyof WizardSteps, T extends StepValues<S>> = {
  toInitialValues: (stored: WizardSteps[S]) => T;
  validate: (rules: StepRules, values: T) => StepErrors;
  /** What is stored; drops answers that no longer apply (e.g. licences when none is needed). */
  toStoredValues?: (values: T) => T;
};

/**
 * A step whose answers are one object: the values, their errors (a field's error goes as soon
 * as it changes) and the WizardFrame props for 다음 / 이전.
 */
export function useWizardStepForm<S extends keyof WizardSteps, T extends StepValues<S>>(
  step: S,
  { toInitialValues, validate, toStoredValues = (values) => values }: WizardStepFormOptions<S, T>,
) {
  const { steps } = useBidWizard();
  const [values, setValues] = useState<T>(() => toInitialValues(steps[step]));
  // What 다음 last saved, or what the step opened with: only changes since then are unsaved.
  const [openedWith] = useState(values);
  const savedStep = steps[step];
  const isDirty = hasUnsavedChanges(
    toStoredValues(values),
    toStoredValues(savedStep ? toInitialValues(savedStep) : openedWith),
  );
  const [errors, setErrors] = useState<StepErrors>({});
  const { formRef, isBusy, submit, keepIfValid } = useWizardStepSubmit(step, setErrors);

  const update = useCallback((patch: Partial<T>) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch)) delete next[key];
      return next;
    });
  }, []);

  /** name, value, onChange and error of one answer, for a field named like it. */
  function bindField<K extends keyof T & string>(name: K) {
    return {
      name,
      value: values[name],
      onChange: (value: T[K]) => {
        const patch: Partial<T> = {};
        patch[name] = value;
        update(patch);
      },
      error: errors[name],
    };
  }

  const frameProps = {
    step,
    formRef,
    isBusy,
    isDirty,
    onNext: () => submit((rules) => validate(rules, values), toStoredValues(values)),
    onPrevious: () => keepIfValid((rules) => validate(rules, values), toStoredValues(values)),
  };

  return { values, errors, update, bindField, frameProps };
}
