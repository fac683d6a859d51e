import { Grid, Paper, Stack } from '@mantine/core';

import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { useSignedInUser } from '../../../shared/user/api.ts';
import { AccountCard } from '../components/account-card.tsx';
import { ProfileForm } from '../components/profile-form.tsx';
import { TelegramLinkCard } from '../components/telegram-link-card.tsx';

export function ProfilePage() {
  const user = useSignedInUser();
  return (
    <>
      <PageHeader title="Профиль" description="Личные данные и способ связи с вашим бухгалтером." />
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <AccountCard user={user} />
            <TelegramLinkCard />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
            <ProfileForm key={user.id} user={user} />
          </Paper>
        </Grid.Col>
      </Grid>
    </>
  );
}
