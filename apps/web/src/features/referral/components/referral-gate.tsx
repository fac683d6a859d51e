import type { Referral } from '@kabinet/domain/referral';
import { Center, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';

import { describeError } from '../../../shared/lib/error-message.ts';
import { FormAlert } from '../../../shared/ui/form-alert.tsx';
import { useCurrentUser } from '../../../shared/user/api.ts';
import { useReferral } from '../api.ts';
import { useReferralEvents } from '../realtime.ts';

/**
 * The pages of a connected programme: while the referral loads a loader, a company that has not
 * connected goes to /referral/connect (SPEC §2), otherwise the page gets the referral.
 */
export function ReferralGate({ children }: { children: (referral: Referral) => ReactNode }) {
  const referral = useReferral();
  // Live only where the figures are shown: the shell stays lighter for every other page.
  useReferralEvents(useCurrentUser().data?.id);
  if (referral.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Загрузка" />
      </Center>
    );
  }
  if (referral.isError) return <FormAlert message={describeError(referral.error)} />;
  if (referral.data.status !== 'ACTIVE') return <Navigate to="/referral/connect" replace />;
  return <>{children(referral.data)}</>;
}
