import {
  type Company,
  type CompanyFillBody,
  COMPANY_SAVED_MESSAGE,
} from '@kabinet/domain/companies';
import { Group, Paper, Progress, Stack, Stepper, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';

import { showToast } from '../../../shared/toast/toast-store.ts';
import { useFillCompany } from '../api/company.ts';
import { FILL_STEP_TITLES, FILL_STEPS, fillProgress, firstOpenStep } from '../model.ts';
import { BankStep } from './bank-step.tsx';
import { AddressesStep, DirectorStep, RequisitesStep } from './fill-steps.tsx';

/** company/fill: four steps, each saved on its own through POST companies/fill/{id}. */
export function FillWizard({ company, onFinish }: { company: Company; onFinish: () => void }) {
  const [active, setActive] = useState(() => firstOpenStep(company.company_meta.filled));
  const fill = useFillCompany(company.id);
  const phone = useMediaQuery('(max-width: 37.5em)');
  const filled = company.company_meta.filled;
  const progress = fillProgress(filled);

  const save = (body: CompanyFillBody, advance: boolean) =>
    fill.mutateAsync(body).then(({ message }) => {
      showToast({ type: 'positive', message: message ?? COMPANY_SAVED_MESSAGE });
      if (advance) setActive((step) => Math.min(step + 1, FILL_STEPS.length - 1));
    });
  const props = {
    company,
    saving: fill.isPending,
    save: (body: CompanyFillBody) => save(body, true),
  };

  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Group justify="space-between">
          <Text size="sm" fw={500}>
            Заполнено на {progress}%
          </Text>
          <Text size="sm" c="dimmed">
            {FILL_STEPS.filter((step) => filled[step]).length} из {FILL_STEPS.length} шагов
          </Text>
        </Group>
        <Progress value={progress} aria-label={`Данные компании заполнены на ${progress}%`} />
      </Stack>
      <Stepper
        active={active}
        onStepClick={setActive}
        allowNextStepsSelect
        size={phone ? 'xs' : 'sm'}
        iconSize={phone ? 28 : undefined}
      >
        {FILL_STEPS.map((step, index) => (
          <Stepper.Step
            key={step}
            label={phone ? undefined : FILL_STEP_TITLES[step]}
            aria-label={FILL_STEP_TITLES[step]}
            description={phone ? undefined : filled[step] ? 'Заполнено' : 'Не заполнено'}
            // The icon tells what is saved, not where the user is: a passed step may be empty.
            icon={filled[step] ? <IconCheck size={18} /> : undefined}
            completedIcon={filled[step] ? <IconCheck size={18} /> : index + 1}
            color={filled[step] ? 'teal' : index < active ? 'gray' : undefined}
          />
        ))}
      </Stepper>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
        <Text fw={600} size="lg" mb="md" component="h2">
          {active + 1}. {FILL_STEP_TITLES[FILL_STEPS[active] ?? 'requisites']}
        </Text>
        {active === 0 ? <RequisitesStep key={`r${company.id}`} {...props} /> : null}
        {active === 1 ? <AddressesStep key={`a${company.id}`} {...props} /> : null}
        {active === 2 ? <DirectorStep key={`d${company.id}`} {...props} /> : null}
        {active === 3 ? (
          <BankStep
            key={`b${company.id}`}
            {...props}
            save={(body) => save(body, false)}
            onFinish={onFinish}
          />
        ) : null}
      </Paper>
    </Stack>
  );
}
