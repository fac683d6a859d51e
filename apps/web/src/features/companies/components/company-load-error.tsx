import { Button } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';

import { describeError } from '../../../shared/lib/error-message.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';

export function CompanyLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <EmptyState
      icon={<IconCloudOff size={32} />}
      title="Не удалось загрузить компанию"
      description={describeError(error)}
      action={<Button onClick={onRetry}>Повторить</Button>}
    />
  );
}
