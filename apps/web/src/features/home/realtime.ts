import { privateUserChannel } from '@kabinet/domain/realtime';
import { useQueryClient } from '@tanstack/react-query';

import { useChannel } from '../../shared/realtime/use-channel.ts';
import { homeKeys } from './api.ts';

/**
 * «Что сделать дальше» and the tariff summary are asked again in every open tab when
 * something that changes them happens: a notification (an invoice issued or paid, a new chat
 * message), a tariff status change, an online payment, an act issued/signed/disputed
 * (ActChanged), an order made or moved (OrderChanged), a conversation read (its notifications
 * go) — and after a reconnect, in case one was missed.
 */
export function useHomeEvents(userId: number) {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: homeKeys.all });
  useChannel(privateUserChannel(userId), {
    NotificationCreated: refresh,
    NotificationsRead: refresh,
    ChatConversationNotificationsRead: refresh,
    CompanyTariffStatusChanged: refresh,
    OnlinePaymentUpdated: refresh,
    ActChanged: refresh,
    OrderChanged: refresh,
    // A task opened, changed or finished (the to-do lists the client's open tasks).
    TaskChanged: refresh,
    // The company's data saved (in this tab or another) — «Заполните данные» may go.
    CompanyUpdated: refresh,
    'subscription:succeeded': ({ resubscribed }) => {
      if (resubscribed) refresh();
    },
  });
}
