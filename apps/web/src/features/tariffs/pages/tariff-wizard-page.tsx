import { useDeferredValue } from 'react';

import { describeError } from '../../../shared/lib/error-message.ts';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { tariffPageQuery, useTariffPage } from '../api.ts';
import { useStartQuery } from '../../../shared/lib/use-start-query.ts';
import { TariffWizard } from '../components/tariff-wizard.tsx';
import { ContentSkeleton } from '../../../shared/ui/content-skeleton.tsx';

/** SPEC §2 tariff-step: the 10-step calculator. */
export function TariffWizardPage() {
  useStartQuery(tariffPageQuery());
  const page = useTariffPage();
  // The wizard's first render is the page's largest; deferred, React renders it in
  // slices (a transition) rather than in the one long task the answer arrives in.
  const data = useDeferredValue(page.data);
  return (
    <>
      <PageHeader
        title="Подбор тарифа"
        description="Ответьте на вопросы о компании — цена всех тарифов пересчитывается сразу."
      />
      {page.isError ? (
        <FormAlert message={describeError(page.error)} />
      ) : data ? (
        <TariffWizard page={data} />
      ) : (
        <ContentSkeleton shape="detail" label="Загрузка" />
      )}
    </>
  );
}
