import type { BillingSummary } from '@kabinet/domain/billing';
import type { Company } from '@kabinet/domain/companies';
import { formatKopecks } from '@kabinet/domain/money';
import { formatDate } from '@kabinet/domain/shared';
import type { Task } from '@kabinet/domain/tasks';

/** How many open tasks /tasks lists per company; the rest are in the cabinet. */
const TASKS_SHOWN = 10;

export function balanceLines(company: Company, summary: BillingSummary): string[] {
  const lines = [`«${company.name}»`];
  lines.push(`Баланс: ${formatKopecks(summary.balance_kopecks)}`);
  lines.push(`Долг: ${summary.debt_kopecks > 0 ? formatKopecks(summary.debt_kopecks) : 'нет'}`);
  lines.push(
    summary.due_kopecks > 0 && summary.next_due_date
      ? `Следующий платёж: ${formatKopecks(summary.due_kopecks)} до ${formatDate(summary.next_due_date)}`
      : 'Следующий платёж: счетов к оплате нет',
  );
  return lines;
}

/** Open tasks by due date (without one — last), each with its date and «просрочена». */
export function taskLines(company: Company, tasks: readonly Task[]): string[] {
  const sorted = [...tasks].sort((a, b) =>
    (a.due_date ?? '9999-99-99').localeCompare(b.due_date ?? '9999-99-99'),
  );
  const lines = [`«${company.name}»`];
  if (sorted.length === 0) return [...lines, 'Открытых задач нет.'];
  for (const task of sorted.slice(0, TASKS_SHOWN)) {
    const due = task.due_date ? ` — до ${formatDate(task.due_date)}` : '';
    lines.push(`• ${task.title}${due}${task.overdue ? ' (просрочена)' : ''}`);
  }
  if (sorted.length > TASKS_SHOWN) lines.push(`…и ещё ${sorted.length - TASKS_SHOWN} в Кабинете`);
  return lines;
}
