'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useBidWizard } from '../hooks/useBidWizard';
import { toStepPath } from '../utils/wizard-store';
import { HydratedOnly } from './HydratedOnly';
import { WizardFrame } from './WizardFrame';
import { WizardSummary } from './WizardSummary';

function Step6Form() {
  const router = useRouter();
  const { steps, saveStep } = useBidWizard();
  const [isBusy, setIsBusy] = useState(false);

  async function next() {
    setIsBusy(true);
    await saveStep(6, { isConfirmed: true });
    router.push(toStepPath(7));
  }

  return (
    <WizardFrame
      step={6}
      title="입력한 내용을 확인해 주세요"
      description="고칠 내용이 있으면 각 항목의 '수정'을 눌러 주세요."
      onNext={next}
      isBusy={isBusy}
    >
      <WizardSummary steps={steps} />
    </WizardFrame>
  );
}

/** /bid/upload6: no fields of its own; a summary of steps 1–5 to confirm. */
export function Step6Confirm() {
  return (
    <HydratedOnly>
      <Step6Form />
    </HydratedOnly>
  );
}
