import { ACT_STATUS, actLink, type Act } from '@kabinet/domain/acts';
import { INVOICE_STATUS, OPEN_INVOICE_STATUSES, type Invoice } from '@kabinet/domain/billing';
import type { Company } from '@kabinet/domain/companies';
import { formatDate, localDate } from '@kabinet/domain/shared';
import { formatKopecks } from '@kabinet/domain/money';
import { COMPANY_TARIFF_STATUS, type CompanyTariffStatus } from '@kabinet/domain/tariffs';
import type { Task } from '@kabinet/domain/tasks';
import { sortTodoItems, type TodoItem } from '@kabinet/domain/todo';

import type { UserRow } from '../../db/schema/users.ts';
import type { Clock } from '../../platform/clock.ts';

/** The caller: the other features' services each take the parts of the user row they need. */
export type TodoActor = Pick<UserRow, 'id' | 'roleSlug' | 'activeCompanyId'>;

/** What «Что сделать дальше» reads, each through its feature's service (never a repository). */
export type TodoSources = {
  /** companies: the company as the actor sees it; 404 when not visible. */
  company: (actor: TodoActor, companyId: number) => Promise<Company>;
  /** billing: the company's invoices. */
  invoices: (actor: TodoActor, companyId: number) => Promise<Invoice[]>;
  /** chat: the actor's conversations of the company with unread messages. */
  unreadConversations: (
    user: { id: number },
    companyId: number,
  ) => Promise<{ id: number; name: string; unread_count: number }[]>;
  /** company-tariffs: the company's tariffs. */
  tariffs: (actor: TodoActor, companyId: number) => Promise<{ status: CompanyTariffStatus }[]>;
  /** acts: the company's acts; those Выставлен wait for the client's signature. */
  acts?: (actor: TodoActor, companyId: number) => Promise<Act[]>;
  /** tasks: the company's open tasks of the client side, by due date. */
  tasks?: (actor: TodoActor, companyId: number) => Promise<Task[]>;
};

/** Task kinds listed by another to-do already: invoices (billing), acts (the acts feature). */
const TASK_KINDS_LISTED_ELSEWHERE = new Set<string>(['pay_invoice', 'sign_act']);

const FILLED_PART_NAMES = {
  requisites: 'реквизиты',
  addresses: 'адреса',
  director: 'руководитель',
  bank: 'банковский счёт',
} as const;

/** Statuses that mean the company has (or is getting) a tariff: no «Выберите тариф» then. */
const TARIFF_TAKEN = new Set<string>([
  COMPANY_TARIFF_STATUS.NEW,
  COMPANY_TARIFF_STATUS.NEW_MONEY_NOT_ENOUGH,
  COMPANY_TARIFF_STATUS.NEW_NEXT_MONTH,
  COMPANY_TARIFF_STATUS.NEW_NEXT_MONTH_MONEY_NOT_ENOUGH,
  COMPANY_TARIFF_STATUS.WAITING_NEXT_MONTH,
  COMPANY_TARIFF_STATUS.ACTIVE,
  COMPANY_TARIFF_STATUS.SUSPENDED,
]);

/** The company's real to-dos for the caller, composed from the features' services. */
export function createTodoService(deps: { clock: Clock; sources: TodoSources }) {
  const { sources } = deps;
  return { list };

  async function list(actor: TodoActor, companyId: number): Promise<TodoItem[]> {
    // The access check first (404 for a company the caller may not see), then the reads at once.
    const company = await sources.company(actor, companyId);
    const [invoices, unread, tariffs, acts, tasks] = await Promise.all([
      sources.invoices(actor, companyId),
      sources.unreadConversations(actor, companyId),
      sources.tariffs(actor, companyId),
      sources.acts?.(actor, companyId) ?? [],
      sources.tasks?.(actor, companyId) ?? [],
    ]);
    // The firm's calendar day (Moscow), as the tasks sweep and the month job count it.
    const today = localDate(deps.clock.now());
    return sortTodoItems([
      ...invoiceItems(invoices, today),
      ...actItems(acts),
      ...unread.map(chatItem),
      ...companyDataItems(company),
      ...tariffItems(tariffs),
      ...tasks.flatMap(taskItem),
    ]);
  }
}

function invoiceItems(invoices: Invoice[], today: string): TodoItem[] {
  return invoices
    .filter((invoice) => OPEN_INVOICE_STATUSES.includes(invoice.status))
    .map((invoice) => {
      const overdue = invoice.status === INVOICE_STATUS.OVERDUE || invoice.due_date < today;
      const due = `${overdue ? 'просрочен с' : 'оплатить до'} ${formatDate(invoice.due_date)}`;
      return {
        kind: 'invoice',
        title: `Оплатите счёт № ${invoice.number}`,
        detail: `${formatKopecks(invoice.due_kopecks)}, ${due}`,
        due_date: invoice.due_date,
        link: '/payment',
        severity: overdue ? 'danger' : 'warning',
      };
    });
}

function actItems(acts: readonly Act[]): TodoItem[] {
  return acts
    .filter((act) => act.status === ACT_STATUS.ISSUED)
    .map((act) => ({
      kind: 'act',
      title: `Подпишите акт № ${act.number}`,
      detail: `За ${act.period_name}, ${formatKopecks(act.total_kopecks)}`,
      link: actLink(act.id),
      severity: 'warning',
    }));
}

function taskItem(task: Task): TodoItem[] {
  if (TASK_KINDS_LISTED_ELSEWHERE.has(task.kind)) return [];
  const detail = task.overdue
    ? `Просрочено на ${task.overdue_days} дн.`
    : task.due_date
      ? `Срок — ${formatDate(task.due_date)}`
      : 'Без срока';
  return [
    {
      kind: 'task',
      title: task.title,
      detail,
      ...(task.due_date ? { due_date: task.due_date } : {}),
      link: `/tasks?task=${task.id}`,
      severity: task.overdue ? 'danger' : task.due_date ? 'warning' : 'info',
    },
  ];
}

function chatItem(conversation: { id: number; name: string; unread_count: number }): TodoItem {
  return {
    kind: 'chat',
    title: `Непрочитанные сообщения: ${conversation.name}`,
    detail: `Новых сообщений: ${conversation.unread_count}`,
    link: `/chat/${conversation.id}`,
    severity: 'warning',
  };
}

function companyDataItems(company: Company): TodoItem[] {
  const filled = company.company_meta.filled;
  const missing = (Object.keys(FILLED_PART_NAMES) as (keyof typeof FILLED_PART_NAMES)[])
    .filter((part) => !filled[part])
    .map((part) => FILLED_PART_NAMES[part]);
  if (missing.length === 0) return [];
  return [
    {
      kind: 'company_data',
      title: 'Заполните данные компании',
      detail: `Не хватает: ${missing.join(', ')}`,
      link: '/company/fill',
      severity: 'info',
    },
  ];
}

function tariffItems(tariffs: { status: CompanyTariffStatus }[]): TodoItem[] {
  if (tariffs.some((tariff) => tariff.status === COMPANY_TARIFF_STATUS.DRAFT)) {
    return [
      {
        kind: 'tariff',
        title: 'Подключите тариф',
        detail: 'Тариф подобран, но ещё не подключён',
        link: '/service/tariff',
        severity: 'info',
      },
    ];
  }
  if (tariffs.some((tariff) => TARIFF_TAKEN.has(tariff.status))) return [];
  return [
    {
      kind: 'tariff',
      title: 'Выберите тариф',
      detail: 'Ответьте на несколько вопросов — калькулятор подберёт тариф и покажет цену',
      link: '/service/tariff/step',
      severity: 'info',
    },
  ];
}

export type TodoService = ReturnType<typeof createTodoService>;
