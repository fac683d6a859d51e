import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/users.ts';

import {
  addParticipants,
  insertConversation,
  setLastMessage,
  setReadPosition,
} from './chat-conversations.repository.ts';
import { insertMessage } from './chat-messages.repository.ts';
import { chatNameOf } from './chat-users.service.ts';
import { ensureChatUserRow } from './chat-users.repository.ts';

/** Who writes each demo line: c — the client, m — the manager. */
const DEMO_CHAT: readonly (readonly ['c' | 'm', string])[] = [
  [
    'm',
    'Здравствуйте, Иван Иванович! Я Ваш персональный менеджер, буду вести бухгалтерию ООО «Ромашка».',
  ],
  ['c', 'Добрый день! Очень приятно. С чего начнём?'],
  ['m', 'Для начала пришлите, пожалуйста, выписку по расчётному счёту за сентябрь.'],
  ['c', 'Хорошо, выгружу из банк-клиента сегодня вечером.'],
  ['c', 'Выписку загрузил в раздел документов.'],
  ['m', 'Спасибо, получила. Вижу три поступления без назначения платежа — уточните, от кого они?'],
  ['c', 'Это оплата от ИП Смирнова по договору поставки №15.'],
  ['m', 'Понятно, разнесу как выручку по договору. Счета-фактуры к ним выставлялись?'],
  ['c', 'Нет, мы на УСН, без НДС.'],
  ['m', 'Точно, прошу прощения. Тогда достаточно актов.'],
  ['c', 'Акты подписаны, пришлю сканы до пятницы.'],
  ['m', 'Отлично. Напоминаю: до 25 октября нужно уплатить авансовый платёж по УСН за 9 месяцев.'],
  ['c', 'Сколько получается к уплате?'],
  ['m', 'По моим расчётам 48 200 ₽. Счёт на оплату сформирую и пришлю сюда.'],
  ['m', 'Платёжку подготовила, реквизиты ФНС и КБК указаны. Проверьте, пожалуйста.'],
  ['c', 'Всё верно, оплатил.'],
  ['m', 'Спасибо! Отмечу у себя. Следующий шаг — расчёт по страховым взносам.'],
  ['c', 'У нас в октябре новый сотрудник, оформили 14-го числа.'],
  ['m', 'Пришлите, пожалуйста, приказ о приёме и копию трудового договора.'],
  ['c', 'Отправил оба документа.'],
  [
    'm',
    'Получила. Подам сведения ЕФС-1 в СФР сегодня, срок — следующий рабочий день после приёма.',
  ],
  ['c', 'Спасибо, что так оперативно!'],
  [
    'm',
    'Не за что. Кстати, поставщик ООО «Альфа» выставил Вам счёт №348 на 12 500 ₽ — он уже оплачен?',
  ],
  ['c', 'Ещё нет, оплатим на этой неделе.'],
  ['m', 'Хорошо, после оплаты пришлите, пожалуйста, закрывающие документы от них.'],
  ['c', 'Договорились. А когда будет готов отчёт о прибылях и убытках за квартал?'],
  ['m', 'Отчёт будет готов к 20-му числу, как только закроем все первичные документы.'],
  ['c', 'Подскажите, какие документы ещё не хватает?'],
  ['m', 'Не хватает акта сверки с ООО «Альфа» и товарных накладных за август.'],
  ['c', 'Накладные нашёл, загружаю.'],
  ['m', 'Вижу, спасибо. Акт сверки запрошу у «Альфы» сама.'],
  ['m', 'Акт сверки получила, расхождений нет.'],
  ['c', 'Отлично! Ещё вопрос: можно ли учесть в расходах аренду офиса?'],
  [
    'm',
    'Да, при УСН «доходы минус расходы» аренда учитывается. Нужны договор и акты за каждый месяц.',
  ],
  ['c', 'Договор аренды прикреплю завтра.'],
  ['m', 'Хорошо. Отчёт о прибылях и убытках за 3 квартал готов, выложила в раздел отчётов.'],
  ['c', 'Посмотрел, всё понятно. Спасибо большое!'],
  ['m', 'Рада помочь. В ноябре ждём выписку за октябрь и документы по аренде.'],
  ['m', 'Также напоминаю про счёт №348 от ООО «Альфа» — срок оплаты истекает в пятницу.'],
  ['m', 'Если будут вопросы по налогам или отчётам — пишите сюда в любое время.'],
];

/** The client's unread manager messages, for the bell (notifications-demo.seed.ts). */
export type DemoChatUnread = {
  conversationId: number;
  senderName: string;
  messages: { id: number; text: string; at: Date }[];
};

/**
 * Demo data: a conversation of the first company between the client and the manager,
 * ~40 messages about documents, invoices and reports; the last two are unread by the client.
 */
export async function seedDemoChat(
  db: Db,
  args: { companyId: number; client: UserRow; manager: UserRow; at: Date },
): Promise<DemoChatUnread> {
  const client = await ensureChatUserRow(db, {
    userId: args.client.id,
    name: chatNameOf(args.client),
  });
  const manager = await ensureChatUserRow(db, {
    userId: args.manager.id,
    name: chatNameOf(args.manager),
  });
  const conversation = await insertConversation(db, {
    name: 'Бухгалтерия',
    type: 'PRIVATE',
    chatUserId: manager.id,
    companyId: args.companyId,
  });
  const start = args.at.getTime() - DEMO_CHAT.length * 3 * 3_600_000;
  await addParticipants(db, conversation.id, [manager.id, client.id], new Date(start));
  const unreadFrom = DEMO_CHAT.length - 2;
  let last = { seq: 0, messageId: 0, at: new Date(start) };
  const unread: { id: number; text: string; at: Date }[] = [];
  for (const [index, [who, text]] of DEMO_CHAT.entries()) {
    const author = who === 'c' ? client : manager;
    const at = new Date(start + (index + 1) * 3 * 3_600_000);
    const row = await insertMessage(
      db,
      {
        conversationId: conversation.id,
        seq: index + 1,
        chatUserId: author.id,
        userId: author.userId,
        text,
        type: 'TEXT',
        clientId: null,
        extra: { date: at.toISOString() },
        createdAt: at,
        updatedAt: at,
        readAt: index >= unreadFrom ? null : new Date(at.getTime() + 600_000),
      },
      [],
    );
    last = { seq: index + 1, messageId: row.id, at };
    if (index >= unreadFrom) unread.push({ id: row.id, text, at });
  }
  await setLastMessage(db, conversation.id, last);
  await setReadPosition(db, conversation.id, client.id, {
    unreadCount: 2,
    lastReadSeq: unreadFrom,
  });
  await setReadPosition(db, conversation.id, manager.id, { unreadCount: 0, lastReadSeq: last.seq });
  return { conversationId: conversation.id, senderName: manager.name, messages: unread };
}
