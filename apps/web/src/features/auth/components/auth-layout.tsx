import { Box, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconChecklist,
  IconLayoutDashboard,
  IconMessages,
  IconReceipt2,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';

import { useDocumentTitle } from '../../../shared/lib/use-document-title.ts';
import classes from './auth-layout.module.css';

interface AuthLayoutProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Links under the card («Регистрация», «Забыли пароль?»). */
  footer?: ReactNode;
}

const benefits = [
  { icon: IconChecklist, text: 'Задачи и документы от бухгалтера в одном списке' },
  { icon: IconMessages, text: 'Чат с вашим бухгалтером и менеджером' },
  { icon: IconReceipt2, text: 'Тариф, акты и оплата — без звонков и писем' },
];

/** Sign-in pages: a short promise of the product on the left (desktop), the form on the right. */
export function AuthLayout({ title, description, children, footer }: AuthLayoutProps) {
  useDocumentTitle(title);
  return (
    <div className={classes.root}>
      <aside className={classes.aside}>
        <Group gap={10}>
          <ThemeIcon size={40} radius="md" color="white" variant="white">
            <IconLayoutDashboard size={24} color="var(--mantine-color-brand-7)" />
          </ThemeIcon>
          <Text fw={700} fz={22} c="white">
            Кабинет
          </Text>
        </Group>
        <Stack gap="xl" maw={440}>
          <Title order={2} c="white" fz={34} lh={1.2}>
            Бухгалтерия вашей компании — в одном окне
          </Title>
          <List spacing="md" c="white" center>
            {benefits.map(({ icon: Icon, text }) => (
              <List.Item
                key={text}
                icon={
                  <ThemeIcon size={32} radius="xl" variant="white" color="brand">
                    <Icon size={18} />
                  </ThemeIcon>
                }
              >
                <Text c="white" opacity={0.92}>
                  {text}
                </Text>
              </List.Item>
            ))}
          </List>
        </Stack>
        <Text size="sm" c="white" opacity={0.7}>
          Данные защищены и передаются по зашифрованному соединению
        </Text>
      </aside>
      <main className={classes.main}>
        <Box className={classes.mobileBrand}>
          <Group gap={8}>
            <ThemeIcon size={34} radius="md">
              <IconLayoutDashboard size={20} />
            </ThemeIcon>
            <Text fw={700} size="lg">
              Кабинет
            </Text>
          </Group>
        </Box>
        <Paper className={classes.card} withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }}>
          <Stack gap={6} mb="lg">
            <Title order={1} size="h2">
              {title}
            </Title>
            {description ? <Text c="dimmed">{description}</Text> : null}
          </Stack>
          {children}
        </Paper>
        {footer ? <Box mt="lg">{footer}</Box> : null}
      </main>
    </div>
  );
}
