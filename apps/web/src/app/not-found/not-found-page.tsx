import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { IconMapSearch } from '@tabler/icons-react';
import { Link } from 'react-router';

import { SupportContacts } from '../../shared/app-options/support-contacts.tsx';
import { useDocumentTitle } from '../../shared/lib/use-document-title.ts';
import { routeNames } from '../route-names.ts';

/** SPEC §2/§8: any unknown path. */
export function NotFoundPage() {
  useDocumentTitle('Страница не найдена');
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" gap="md" maw={460} ta="center">
        <IconMapSearch size={56} stroke={1.4} color="var(--mantine-color-brand-6)" />
        <Text fw={700} fz={56} lh={1} c="brand">
          404
        </Text>
        <Title order={1} size="h2">
          Страница не найдена
        </Title>
        <Text c="dimmed">
          Возможно, ссылка устарела или в адресе опечатка. Все разделы кабинета доступны с главной
          страницы.
        </Text>
        <Button component={Link} to={routeNames.main} size="md">
          На главную
        </Button>
        <SupportContacts />
      </Stack>
    </Center>
  );
}
