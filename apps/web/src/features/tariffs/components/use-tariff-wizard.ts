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
} from '../model.ts';
import { useWizardSteps } from './use-wizard-steps.ts';

const DRAFT_SAVED = 'Черновик успешно сохранен';

/** The wizard's state: answers, the step (in the URL, ?step=N), validation, draft and connect. */
export function useTariffWizard(page: TariffPage) {
  const [searchParams] = useSearchParams();
  const [values, setValues] = useState<ParamValues>(() =>
    preselectTariff(page, searchParams.get('tariff')),
  );
  const [message, setMessage] = useState<string | null>(null);
  const [result, setResult] = useState<CompanyTariffResource | null>(null);
  const saveDraft = useSaveDraft();
  const connect = useConnectTariff();

  const calculation = useMemo(() => liveCalculation(page, values), [page, values]);
  const { step, done, canOpen, goTo, next, back, isLast } = useWizardSteps(
    page,
    calculation,
    setMessage,
  );
  const months = chosenMonths(page.params, values);
  const tariffId = chosenTariffId(values);

  useEffect(() => {
    // SPEC §8: a missing price is logged with the param it names.
    for (const problem of calculation.problems) console.warn(problem);
  }, [calculation.problems]);

  const setValue = (slug: string, value: ParamValue) => {
    setMessage(null);
    setValues((current) => ({ ...current, [slug]: value }));
  };

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
    isLast,
  };
}
