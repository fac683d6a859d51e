import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { describeError } from '../lib/error-message.ts';
import { FormAlert } from './form-alert.tsx';
import { ContentSkeleton, type SkeletonShape } from './content-skeleton.tsx';

/**
 * A query's part of a page: a skeleton in the content's shape while it loads, its
 * error in Russian, else the content. A query kept on its previous page (placeholder data)
 * is not pending, so the content stays while the next page loads.
 */
export function QueryContent<T>({
  query,
  children,
  shape = 'list',
  label,
  renderError,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
  shape?: SkeletonShape;
  /** What a screen reader hears while it loads («Загрузка клиентов»); «Загрузка» if not given. */
  label?: string;
  /** A part whose failure needs more than the message (a title, a retry button). */
  renderError?: (error: Error, retry: () => void) => ReactNode;
}) {
  if (query.isPending) {
    return <ContentSkeleton shape={shape} label={label} />;
  }
  if (query.isError) {
    if (renderError) return <>{renderError(query.error, () => void query.refetch())}</>;
    return <FormAlert message={describeError(query.error)} />;
  }
  return <>{children(query.data)}</>;
}
