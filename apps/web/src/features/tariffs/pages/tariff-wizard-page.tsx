import { Center, Loader } from '@mantine/core';

import { describeError } from '../../../shared/lib/error-message.ts';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { useTariffPage } from '../api.ts';
import { TariffWizard } from '../components/tariff-wizard.tsx';

/** SPEC §2 tariff-step: the 10-step calculator. */
export function TariffWizardPage() {
  const page = useTariffPage();
  return (
    <>
      <PageHeader
        title="Подбор тарифа"
        description="Ответьте на вопросы о компании — цена всех тарифов пересчитывается сразу."
      />
      {page.isPending ? (
        <Center py="xl">
          <Loader aria-label="Загрузка" />
        </Center>
      ) : page.isError ? (
        <FormAlert message={describeError(page.error)} />
      ) : (
        <TariffWizard page={page.data} />
      )}
    </>
  );
}
