import type { StaffMember, StaffSettingsBody } from '@kabinet/domain/companies';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { http, type DataEnvelope } from '../../shared/http/http.ts';
import { staffKeys } from '../../shared/staff/api.ts';

/** PATCH /admin/managers/{userId}: accepting new clients, working hours; the list follows. */
export function useUpdateStaffSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, body }: { userId: number; body: StaffSettingsBody }) =>
      http
        .patch<DataEnvelope<StaffMember>>(`/api/v1/admin/managers/${userId}`, body)
        .then((answer) => answer.data),
    onSuccess: (member) => {
      queryClient.setQueryData<StaffMember[]>(staffKeys.all, (list) =>
        list?.map((item) => (item.id === member.id ? member : item)),
      );
    },
  });
}
