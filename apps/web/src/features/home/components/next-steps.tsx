import { Button, Card, Group, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconReceipt2, IconUserCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import type { NextStep } from '../model.ts';

const STEPS: Record<
  NextStep,
  { icon: ReactNode; title: string; text: string; action: string; to: string }
> = {
  'complete-profile': {
    icon: <IconUserCheck size={22} />,
    title: 'Заполните профиль',
    text: 'Укажите имя, фамилию, отчество и email — они нужны для договора и закрывающих документов.',
    action: 'Заполнить профиль',
    to: '/profile',
  },
  'choose-tariff': {
    icon: <IconReceipt2 size={22} />,
    title: 'Выберите тариф',
    text: 'Ответьте на несколько вопросов о компании — калькулятор подберёт тариф и покажет цену.',
    action: 'Подобрать тариф',
    to: '/service/tariff/step',
  },
};

export function NextSteps({ steps }: { steps: NextStep[] }) {
  return (
    <section aria-labelledby="next-steps-title">
      <Title id="next-steps-title" order={2} size="h4" mb="sm">
        Что сделать дальше
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {steps.map((step) => {
          const item = STEPS[step];
          return (
            <Card key={step} withBorder padding="lg">
              <Group gap="sm" mb="xs" wrap="nowrap">
                <ThemeIcon variant="light" size={40} radius="md">
                  {item.icon}
                </ThemeIcon>
                <Text fw={600}>{item.title}</Text>
              </Group>
              <Text size="sm" c="dimmed" mb="md" style={{ flex: 1 }}>
                {item.text}
              </Text>
              <Button component={Link} to={item.to} variant="light" fullWidth>
                {item.action}
              </Button>
            </Card>
          );
        })}
      </SimpleGrid>
    </section>
  );
}
