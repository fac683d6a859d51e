import type { EditProfileBody, User } from '@kabinet/domain/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { http, type DataEnvelope } from '../../shared/http/http.ts';
import { currentUserKeys } from '../../shared/user/api.ts';

type UserAnswer = DataEnvelope<User>;

/** Every profile call answers the updated user: put it straight into the cache. */
function useUserMutation<TArgs>(call: (args: TArgs) => Promise<UserAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: ({ data }) => queryClient.setQueryData(currentUserKeys.all, data),
  });
}

export const useEditProfile = () =>
  useUserMutation((body: EditProfileBody) => http.post<UserAnswer>('/api/edit-profile', body));

export const useUploadAvatar = () =>
  useUserMutation((file: File) => {
    const form = new FormData();
    form.append('file', file);
    return http.post<UserAnswer>('/api/v1/profile/avatar', form);
  });

export const useDeleteAvatar = () =>
  useUserMutation(() => http.delete<UserAnswer>('/api/v1/profile/avatar'));

export function useSendPhoneCode() {
  return useMutation({
    mutationFn: (phone: string) =>
      http
        .post<{ data: { sent_to: string; expires_in: number; resend_in: number } }>(
          '/api/v1/profile/phone/code',
          { phone },
          { retry: false },
        )
        .then((body) => body.data),
  });
}

export const useChangePhone = () =>
  useUserMutation((body: { phone: string; code: string }) =>
    http.post<UserAnswer>('/api/v1/profile/phone', body),
  );

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: {
      current_password: string;
      password: string;
      password_confirmation: string;
    }) => http.post<{ data: { message: string } }>('/api/v1/profile/password', body),
  });
}

export const useRequestDeletion = () =>
  useUserMutation((password: string) =>
    http.post<UserAnswer>('/api/v1/profile/deletion', { password }, { retry: false }),
  );

export const useCancelDeletion = () =>
  useUserMutation(() => http.delete<UserAnswer>('/api/v1/profile/deletion'));
