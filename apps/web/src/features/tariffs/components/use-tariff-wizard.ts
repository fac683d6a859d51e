import {
  firstIncompleteStep,
  normalizeValuesForSending,
  type CompanyTariffResource,
  type ParamValue,
  type ParamValues,
  type TariffPage,
} from '@kabinet/domain/tariffs';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';

import { describeError } from '../../../shared/lib/error-message.ts';
import { showToast } from '../../../shared/toast/toast-store.ts';
import { useConnectTariff, useSaveDraft } from '../api.ts';
import {
  chosenMonths,
  chosenTariffId,
  liveCalculation,
  preselectTariff,
  stepBlocker,
  WIZARD_TOP_ID,
} from '../model.ts';

const DRAFT_SAVED = 'Черновик успешно сохранен';

function stepFromUrl(raw: string | null, count: number): number | null {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 && n <= count ? n : null;
}

/** The wizard's state: answers, the step (in the URL, ?step=N), validation, draft and connect. */
export function useTariffWizard(page: TariffPage) {
  const [searchParams, setSearchParams] = useSearchParams();
  const [values, setValues] = useState<ParamValues>(() =>
    preselectTariff(page, searchParams.get('tariff')),
  );
  const [message, setMessage] = useState<string | null>(null);
  const [result, setResult] = useState<CompanyTariffResource | null>(null);
  const saveDraft = useSaveDraft();
  const connect = useConnectTariff();
  const stepCount = page.steps.length;

  const calculation = useMemo(() => liveCalculation(page, values), [page, values]);
  const [initialStep] = useState(() =>
    page.draft ? (firstIncompleteStep(calculation.missing)?.number ?? stepCount) : 1,
  );
  const step = stepFromUrl(searchParams.get('step'), stepCount) ?? initialStep;
  const months = chosenMonths(page.params, values);
  const tariffId = chosenTariffId(values);

  useEffect(() => {
    // SPEC §8: a missing price is logged with the param it names.
    for (const problem of calculation.problems) console.warn(problem);
  }, [calculation.problems]);

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

  const setValue = (slug: string, value: ParamValue) => {
    setMessage(null);
    setValues((current) => ({ ...current, [slug]: value }));
  };

  const next = () => {
    const blocker = stepBlocker(step, calculation);
    if (blocker) return setMessage(blocker);
    setPassed((current) => new Set([...current, step]));
    goTo(Math.min(step + 1, stepCount));
  };

  const back = () => goTo(Math.max(step - 1, 1));

  const sending = () => normalizeValuesForSending(page.params, values);

  const draft = () =>
    saveDraft.mutate(sending(), {
      onSuccess: () => showToast({ type: 'positive', message: DRAFT_SAVED }),
      onError: (error) => setMessage(describeError(error)),
    });

  const submit = () => {
    const incomplete = firstIncompleteStep(calculation.missing);
    if (incomplete) {
      goTo(incomplete.number);
      return setMessage(stepBlocker(incomplete.number, calculation));
    }
    if (tariffId === null) return setMessage('Выберите тариф, который хотите подключить');
    connect.mutate(sending(), {
      onSuccess: ({ data }) => setResult(data),
      onError: (error) => setMessage(describeError(error)),
    });
  };

  return {
    values,
    setValue,
    calculation,
    step,
    months,
    tariffId,
    message,
    result,
    done,
    canOpen,
    goTo,
    next,
    back,
    draft,
    submit,
    savingDraft: saveDraft.isPending,
    connecting: connect.isPending,
    isLast: step === stepCount,
  };
}
