import {
  firstIncompleteStep,
  type TariffPage,
  type TariffsCalculation,
} from '@kabinet/domain/tariffs';
import { useState } from 'react';
import { useSearchParams } from 'react-router';

import { stepBlocker, WIZARD_TOP_ID } from '../model.ts';

function stepFromUrl(raw: string | null, count: number): number | null {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 && n <= count ? n : null;
}

/**
 * The wizard's steps: the current one (in the URL, ?step=N; a saved draft opens at its first
 * unfinished step), which are passed, which can be opened, and moving between them.
 */
export function useWizardSteps(
  page: TariffPage,
  calculation: TariffsCalculation,
  setMessage: (message: string | null) => void,
) {
  const [searchParams, setSearchParams] = useSearchParams();
  const stepCount = page.steps.length;
  const [initialStep] = useState(() =>
    page.draft ? (firstIncompleteStep(calculation.missing)?.number ?? stepCount) : 1,
  );
  const step = stepFromUrl(searchParams.get('step'), stepCount) ?? initialStep;

  const goTo = (next: number) => {
    setMessage(null);
    setSearchParams((params) => {
      params.set('step', String(next));
      return params;
    });
    document.getElementById(WIZARD_TOP_ID)?.scrollIntoView({ block: 'start' });
  };
  const canOpen = (target: number) =>
    page.steps.every((item) => item.number >= target || !stepBlocker(item.number, calculation));
  // A step earns its tick once it is passed (or was, in a saved draft), not merely
  // because it has nothing required — optional steps showed ✓ before any answer.
  const [passed, setPassed] = useState<ReadonlySet<number>>(
    () => new Set(page.steps.map((item) => item.number).filter((n) => n < initialStep)),
  );
  const done = new Set(
    page.steps
      .filter((item) => passed.has(item.number) && !stepBlocker(item.number, calculation))
      .map((item) => item.number),
  );

  const next = () => {
    const blocker = stepBlocker(step, calculation);
    if (blocker) return setMessage(blocker);
    setPassed((current) => new Set([...current, step]));
    goTo(Math.min(step + 1, stepCount));
  };

  const back = () => goTo(Math.max(step - 1, 1));

  return { step, done, canOpen, goTo, next, back, isLast: step === stepCount };
}
