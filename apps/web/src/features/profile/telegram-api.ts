import type { TelegramLinkToken, TelegramStatus } from '@kabinet/domain/telegram';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { type DataEnvelope, http } from '../../shared/http/http.ts';

const PATH = '/api/v1/profile/telegram';
const telegramKey = ['profile', 'telegram'] as const;

/** GET /api/v1/profile/telegram: whether the bot is on and the linked account. */
export const useTelegramStatus = () =>
  useQuery({
    queryKey: telegramKey,
    queryFn: ({ signal }) =>
      http.get<DataEnvelope<TelegramStatus>>(PATH, { signal }).then((body) => body.data),
  });

/** A fresh one-time t.me link (10 minutes). */
export const useTelegramLinkToken = () =>
  useMutation({
    mutationFn: () =>
      http.post<DataEnvelope<TelegramLinkToken>>(`${PATH}/link-token`).then((body) => body.data),
  });

/** Unlinks the caller's Telegram. */
export const useTelegramUnlink = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => http.delete<DataEnvelope<TelegramStatus>>(PATH).then((body) => body.data),
    onSuccess: (status) => client.setQueryData(telegramKey, status),
  });
};
