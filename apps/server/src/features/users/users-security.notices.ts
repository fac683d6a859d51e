import { formatPhone } from '@kabinet/domain/shared';

import type { UserRow } from '../../db/schema/users.ts';
import type { Delivery, NoticeMessage } from '../../platform/delivery.ts';

const SUPPORT_HINT = 'Если это были не вы, срочно смените пароль и напишите своему менеджеру.';

/** Where a notice about the account reaches its owner: e-mail first, else the phone. */
function ownerContacts(user: Pick<UserRow, 'email' | 'phone'>): NoticeMessage['channel'][] {
  if (user.email) return ['email'];
  return user.phone ? ['phone'] : [];
}

function toContact(user: Pick<UserRow, 'email' | 'phone'>, channel: NoticeMessage['channel']) {
  return (channel === 'email' ? user.email : user.phone) ?? '';
}

/**
 * Security R06: after a phone change the OLD number (and the e-mail, when there is one) is told,
 * so a hijacker who changed it cannot do so silently.
 */
export function phoneChangedNotices(
  user: Pick<UserRow, 'email' | 'phone'>,
  newPhone: string,
): NoticeMessage[] {
  const subject = 'Телефон для входа изменён';
  const text = `Телефон для входа в Kabinet изменён на ${formatPhone(newPhone)}. ${SUPPORT_HINT}`;
  const notices: NoticeMessage[] = [];
  if (user.phone) notices.push({ channel: 'phone', to: user.phone, subject, text });
  if (user.email) notices.push({ channel: 'email', to: user.email, subject, text });
  return notices;
}

/** Security R06: the owner learns that the password was changed and other sessions ended. */
export function passwordChangedNotices(user: Pick<UserRow, 'email' | 'phone'>): NoticeMessage[] {
  const subject = 'Пароль изменён';
  const text = `Пароль от Kabinet изменён, все другие сеансы завершены. ${SUPPORT_HINT}`;
  return ownerContacts(user).map((channel) => ({
    channel,
    to: toContact(user, channel),
    subject,
    text,
  }));
}

/** Sends notices after the change has committed; a failed notice never undoes the change. */
export async function sendNotices(delivery: Delivery, notices: NoticeMessage[]): Promise<void> {
  await Promise.allSettled(notices.map((notice) => delivery.sendNotice(notice)));
}
