import type { Company } from '@kabinet/domain/companies';
import { invoicePaymentUrl, NOTIFICATION_TYPE } from '@kabinet/domain/notifications';

import type { Db } from '../db/client.ts';
import type { UserRow } from '../db/schema/users.ts';
import type { NoticeDocuments } from '../features/telegram/telegram-documents.service.ts';
import type { BotCommandReaders } from '../features/telegram/telegram-bot.service.ts';
import { balanceLines, taskLines } from '../features/telegram/telegram-commands.mapping.ts';
import { findUserById } from '../features/users/users.repository.ts';
import type { Services } from '../services.ts';

/**
 * /balance and /tasks read through billing's and tasks' own services as the linked user, so
 * the bot shows exactly the companies and tasks the cabinet would show that user.
 */
export function telegramCommandReaders(deps: {
  db: Db;
  services: Pick<Services, 'companies' | 'billingInvoices' | 'tasks'>;
}): BotCommandReaders {
  const { services } = deps;
  async function perCompany(
    userId: number,
    read: (actor: UserRow, company: Company) => Promise<string[]>,
  ): Promise<string> {
    const user = await findUserById(deps.db, userId);
    if (!user) return 'Пользователь не найден.';
    const companies = await services.companies.listMine(user);
    if (companies.length === 0) return 'В Кабинете у вас пока нет компаний.';
    const blocks = [];
    for (const company of companies) blocks.push((await read(user, company)).join('\n'));
    return blocks.join('\n\n');
  }
  return {
    balance: (userId) =>
      perCompany(userId, async (actor, company) =>
        balanceLines(company, await services.billingInvoices.summary(actor, company.id)),
      ),
    tasks: (userId) =>
      perCompany(userId, async (actor, company) => {
        const page = await services.tasks.list(actor, company.id, {
          status: 'open',
          page: 1,
          per_page: 100,
        });
        return taskLines(company, page.data);
      }),
  };
}

type DocumentNoticeData = {
  type?: unknown;
  event?: unknown;
  company_id?: unknown;
  invoice_id?: unknown;
  act_id?: unknown;
  link?: unknown;
};

/**
 * An issued invoice's notice carries its PDF with «Оплатить» (the payment page of that invoice),
 * an act to sign its PDF with «Подписать» (the act's page: signing stays in the cabinet, by
 * code). The PDFs are rendered by billing's and acts' own services as the notice's user, so
 * nobody is sent a document they could not download in the cabinet.
 */
export function telegramNoticeDocuments(deps: {
  db: Db;
  services: Pick<Services, 'billingPdf' | 'actsDocuments'>;
}): NoticeDocuments {
  const { services } = deps;
  return async ({ userId, data }) => {
    const notice = (data ?? {}) as DocumentNoticeData;
    const companyId = notice.company_id;
    if (typeof companyId !== 'number') return null;
    const invoiceId =
      notice.type === NOTIFICATION_TYPE.BILLING && notice.event === 'invoice_issued'
        ? notice.invoice_id
        : null;
    const actToSign =
      notice.type === NOTIFICATION_TYPE.ACT_CREATED && notice.event === 'act_issued';
    const user =
      typeof invoiceId === 'number' || actToSign ? await findUserById(deps.db, userId) : null;
    if (!user) return null;
    if (typeof invoiceId === 'number') {
      const pdf = await services.billingPdf.render(user, companyId, invoiceId);
      return { ...pdf, button: 'Оплатить', path: invoicePaymentUrl(invoiceId) };
    }
    return actDocument(user, companyId, notice);
  };

  async function actDocument(user: UserRow, companyId: number, notice: DocumentNoticeData) {
    if (typeof notice.act_id !== 'number' || typeof notice.link !== 'string') return null;
    const pdf = await services.actsDocuments.actPdf(user, companyId, notice.act_id);
    return { ...pdf, button: 'Подписать', path: notice.link };
  }
}
