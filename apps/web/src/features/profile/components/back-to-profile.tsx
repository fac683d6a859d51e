import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';

export function BackToProfile() {
  return (
    <Anchor component={Link} to="/profile" size="sm" mb="sm" display="inline-block">
      <Group gap={4}>
        <IconArrowLeft size={16} />
        Профиль
      </Group>
    </Anchor>
  );
}
