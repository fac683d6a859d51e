import { Center, Loader } from '@mantine/core';
import { Navigate } from 'react-router';

import { referralEntryPath } from '../guards.ts';
import { useReferral } from '../../features/referral/api.ts';

/**
 * SPEC §2: /referral → referral-info when the company's referral is ACTIVE, referral-connect
 * otherwise; a failed current-referral call (status ≥ 400, SPEC §8) counts as not connected.
 */
export function ReferralEntryPage() {
  const referral = useReferral();
  if (referral.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Загрузка" />
      </Center>
    );
  }
  const active = referral.isSuccess && referral.data.status === 'ACTIVE';
  return <Navigate to={referralEntryPath(active)} replace />;
}
