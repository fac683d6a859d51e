import { percentOf } from '@kabinet/domain/shared';
import type { TariffWizardStep } from '@kabinet/domain/tariffs';
import { Group, Progress, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';

import { WIZARD_TOP_ID } from '../model.ts';
import classes from './wizard-progress.module.css';

interface WizardProgressProps {
  steps: readonly TariffWizardStep[];
  current: number;
  /** Steps whose answers are complete (shown with a tick). */
  done: ReadonlySet<number>;
  /** Whether the user may jump to a step (every step before it is answered). */
  canOpen: (step: number) => boolean;
  onOpen: (step: number) => void;
}

/** «Шаг 3 из 10 · Сотрудники», a bar, and one numbered dot per step to jump back and forth. */
export function WizardProgress({ steps, current, done, canOpen, onOpen }: WizardProgressProps) {
  const title = steps.find((step) => step.number === current)?.title ?? '';
  return (
    <nav aria-label="Шаги подбора тарифа" id={WIZARD_TOP_ID} style={{ scrollMarginTop: 96 }}>
      <Group justify="space-between" mb={6} gap="xs">
        <Text size="sm" fw={600}>
          Шаг {current} из {steps.length}
        </Text>
        <Text size="sm" c="dimmed" truncate>
          {title}
        </Text>
      </Group>
      <Progress
        value={percentOf(current, steps.length)}
        aria-label={`Шаг ${current} из ${steps.length}`}
        size="sm"
        radius="xl"
        mb="sm"
      />
      <div className={classes.dots}>
        {steps.map((step) => {
          const active = step.number === current;
          const complete = done.has(step.number) && !active;
          return (
            <Tooltip key={step.number} label={step.title} withArrow openDelay={200}>
              <UnstyledButton
                className={classes.dot}
                data-active={active || undefined}
                data-done={complete || undefined}
                disabled={!active && !canOpen(step.number)}
                aria-current={active ? 'step' : undefined}
                aria-label={`Шаг ${step.number}: ${step.title}`}
                onClick={() => onOpen(step.number)}
              >
                {complete ? <IconCheck size={14} stroke={2.5} /> : step.number}
              </UnstyledButton>
            </Tooltip>
          );
        })}
      </div>
    </nav>
  );
}
