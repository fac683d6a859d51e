import { Center, Loader } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { describeError } from '../lib/error-message.ts';
import { FormAlert } from './form-alert.tsx';

/** A query's part of a page: a loader while it loads, its error in Russian, else the content. */
export function QueryContent<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Загрузка" />
      </Center>
    );
  }
  if (query.isError) return <FormAlert message={describeError(query.error)} />;
  return <>{children(query.data)}</>;
}
