import { optionsForLegalForm, recommendTariff, type TariffPage } from '@kabinet/domain/tariffs';
import { Box, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';

import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import { visibleParamsOfStep } from '../model.ts';
import { ConnectResult } from './connect-result.tsx';
import { MobilePriceBar } from './mobile-price-bar.tsx';
import { ParamField } from './param-field.tsx';
import { PriceSummary } from './price-summary.tsx';
import { useTariffWizard } from './use-tariff-wizard.ts';
import { WizardActions } from './wizard-actions.tsx';
import { WizardProgress } from './wizard-progress.tsx';

/**
 * When the step changes, the focus moves to its title, so a keyboard or screen reader
 * user goes on from the new step's first question (not from «Далее», at the bottom of a new page).
 */
function useFocusOnStepChange(step: number) {
  const title = useRef<HTMLHeadingElement>(null);
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    title.current?.focus({ preventScroll: true });
  }, [step]);
  return title;
}

/** SPEC §2 service/tariff/step: ten steps, live prices of every tariff, draft and connect. */
export function TariffWizard({ page }: { page: TariffPage }) {
  const wizard = useTariffWizard(page);
  const stepTitle = useFocusOnStepChange(wizard.step);
  if (wizard.result) return <ConnectResult tariff={wizard.result} />;

  const step = page.steps.find((item) => item.number === wizard.step) ?? page.steps[0];
  if (!step) return null;
  const params = visibleParamsOfStep(step, page.params, wizard.values);
  const pricing = {
    tariffs: page.tariffs,
    params: page.params,
    calculation: wizard.calculation,
    months: wizard.months,
    recommendedTariffId: recommendTariff({
      params: page.params,
      tariffs: page.tariffs,
      values: wizard.values,
      calculation: wizard.calculation,
    }),
  };

  return (
    <Box pb={{ base: 88, md: 0 }}>
      <Grid gutter="lg" align="flex-start">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
            <Stack gap="lg">
              <WizardProgress
                steps={page.steps}
                current={wizard.step}
                done={wizard.done}
                canOpen={wizard.canOpen}
                onOpen={wizard.goTo}
              />
              <Stack gap={4}>
                <Title order={2} size="h3" ref={stepTitle} tabIndex={-1}>
                  {step.title}
                </Title>
                <Text c="dimmed">{step.description}</Text>
              </Stack>
              <Stack gap="xl">
                {params.map((param) => (
                  <ParamField
                    key={param.slug}
                    // ПСН and НПД only for the legal forms that may use them.
                    param={{ ...param, options: optionsForLegalForm(param, wizard.values) }}
                    value={wizard.values[param.slug]}
                    onChange={(value) => wizard.setValue(param.slug, value)}
                    {...pricing}
                  />
                ))}
              </Stack>
              <FormAlert message={wizard.message} />
              <WizardActions
                isFirst={wizard.step === 1}
                isLast={wizard.isLast}
                savingDraft={wizard.savingDraft}
                connecting={wizard.connecting}
                onBack={wizard.back}
                onNext={wizard.next}
                onDraft={wizard.draft}
                onConnect={wizard.submit}
              />
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }} className="kb-desktop-only">
          <PriceSummary {...pricing} chosenTariffId={wizard.tariffId} />
        </Grid.Col>
      </Grid>
      <MobilePriceBar {...pricing} chosenTariffId={wizard.tariffId} />
    </Box>
  );
}
