import { describeError } from '../../../shared/lib/error-message.ts';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { useTariffPage } from '../api.ts';
import { TariffWizard } from '../components/tariff-wizard.tsx';
import { ContentSkeleton } from '../../../shared/ui/content-skeleton.tsx';

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
        <ContentSkeleton shape="detail" label="Загрузка" />
      ) : page.isError ? (
        <FormAlert message={describeError(page.error)} />
      ) : (
        <TariffWizard page={page.data} />
      )}
    </>
  );
}
