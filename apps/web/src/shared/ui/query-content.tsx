import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { describeError } from '../lib/error-message.ts';
import { FormAlert } from './form-alert.tsx';
import { ContentSkeleton, type SkeletonShape } from './content-skeleton.tsx';

/**
 * A query's part of a page: a skeleton in the content's shape while it loads, its
 * error in Russian, else the content.
 */
export function QueryContent<T>({
  query,
  children,
  shape = 'list',
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
  shape?: SkeletonShape;
}) {
  if (query.isPending) {
    return <ContentSkeleton shape={shape} />;
  }
  if (query.isError) return <FormAlert message={describeError(query.error)} />;
  return <>{children(query.data)}</>;
}
