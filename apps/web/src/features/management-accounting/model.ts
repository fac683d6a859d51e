import { formatMoneyShort, monthAxisLabel } from '@kabinet/domain/analytics';
import type {
  Dashboard,
  DashboardCompared,
  DashboardTotals,
  Delta,
  ManagementPreviewSheet,
} from '@kabinet/domain/management-accounting';
import { formatKopecks } from '@kabinet/domain/money';
import { monthName, numberFormat, pluralRu } from '@kabinet/domain/shared';

/** Money on the graphs: short on the axis, exact in the tooltip and the table. */
export const MONEY_FORMAT = { short: formatMoneyShort, full: formatKopecks };

/** The KPI cards in order: what they show and which total holds it. */
export const KPI_CARDS: { key: DashboardCompared; label: string; total: keyof DashboardTotals }[] =
  [
    { key: 'revenue', label: 'Выручка', total: 'revenue_kopecks' },
    { key: 'expenses', label: 'Расходы', total: 'expenses_kopecks' },
    { key: 'profit', label: 'Прибыль', total: 'profit_kopecks' },
    { key: 'cash_end', label: 'Деньги на конец периода', total: 'cash_end_kopecks' },
    { key: 'receivables', label: 'Дебиторская задолженность', total: 'receivables_kopecks' },
    { key: 'payables', label: 'Кредиторская задолженность', total: 'payables_kopecks' },
  ];

/** Figures where growth is bad news (shown red when they rise). */
const GROWTH_IS_BAD: readonly DashboardCompared[] = ['expenses', 'payables'];

const percentFormat = () => numberFormat('ru-RU', { maximumFractionDigits: 1 });

/** «+12,5 %», «−3 %», «0 %»; without a base, the difference in money («+1,2 млн ₽»); «—» unknown. */
export function formatDelta(delta: Delta): string {
  if (delta.kopecks === null) return '—';
  const sign = (value: number) => (value > 0 ? '+' : value < 0 ? '−' : '');
  if (delta.percent === null) {
    return `${sign(delta.kopecks)}${formatMoneyShort(Math.abs(delta.kopecks))}`;
  }
  return `${sign(delta.percent)}${percentFormat().format(Math.abs(delta.percent))}\u00a0%`;
}

/** Whether a change is good, bad or neither for the owner (colour of the delta). */
export function deltaTone(key: DashboardCompared, delta: Delta): 'good' | 'bad' | 'neutral' {
  if (!delta.kopecks) return 'neutral';
  const up = delta.kopecks > 0;
  return up !== GROWTH_IS_BAD.includes(key) ? 'good' : 'bad';
}

/** A total as the card shows it: the exact sum, or «нет данных» when it is not known. */
export function formatTotal(value: number | null): string {
  return value === null ? 'нет данных' : formatKopecks(value);
}

/** The months of a dashboard as the charts label them. */
export function dashboardLabels(dashboard: Pick<Dashboard, 'months'>) {
  return {
    labels: dashboard.months.map(monthName),
    axis: dashboard.months.map(monthAxisLabel),
  };
}

const ROW_FORMS = ['строка', 'строки', 'строк'] as const;
const COLUMN_FORMS = ['столбец', 'столбца', 'столбцов'] as const;

/**
 * What an XLSX preview left out of a sheet, «Показаны 100 строк из 150 и 20 столбцов
 * из 25 — весь лист в файле», or null when the sheet is shown whole.
 */
export function previewCutNote(sheet: ManagementPreviewSheet): string | null {
  if (!sheet.truncated) return null;
  const shownRows = sheet.rows.length;
  const shownColumns = sheet.rows[0]?.length ?? 0;
  const parts: string[] = [];
  if (shownRows < sheet.row_count) {
    parts.push(`${shownRows} ${pluralRu(shownRows, ROW_FORMS)} из ${sheet.row_count}`);
  }
  if (shownColumns < sheet.column_count) {
    parts.push(`${shownColumns} ${pluralRu(shownColumns, COLUMN_FORMS)} из ${sheet.column_count}`);
  }
  return `Показаны ${parts.join(' и ')} — весь лист в файле.`;
}
