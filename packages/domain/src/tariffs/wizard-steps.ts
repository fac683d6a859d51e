/** SPEC §2: one step of the 10-step tariff wizard and the params it asks, in wizard order. */
export type TariffWizardStep = {
  number: number;
  key: string;
  title: string;
  description: string;
  param_slugs: readonly string[];
};

/**
 * SPEC §2: the 10 steps of the tariff wizard (service/tariff/step). Every param of the seeded
 * catalogue belongs to exactly one step; the order of `param_slugs` is the order on screen.
 */
export const TARIFF_WIZARD_STEPS: readonly TariffWizardStep[] = [
  {
    number: 1,
    key: 'legal_form_and_turnover',
    title: 'Форма и оборот',
    description: 'Организационно-правовая форма компании и годовой оборот.',
    param_slugs: ['legal_form', 'turnover'],
  },
  {
    number: 2,
    key: 'tax_system',
    title: 'Налоги',
    description: 'Система налогообложения и НДС: от них зависит состав отчётности.',
    param_slugs: ['tax_system', 'vat_rate'],
  },
  {
    number: 3,
    key: 'employees',
    title: 'Сотрудники',
    description: 'Зарплата, кадровый учёт и отчёты по сотрудникам.',
    param_slugs: ['has_employees', 'employees_count'],
  },
  {
    number: 4,
    key: 'operations',
    title: 'Операции',
    description: 'Сколько операций по банку и первичных документов в месяц и кто их готовит.',
    param_slugs: ['operations_count', 'primary_documents'],
  },
  {
    number: 5,
    key: 'accounting_system',
    title: 'Учётная система',
    description: 'В какой программе ведём учёт и сколько человек в ней работает.',
    param_slugs: ['accounting_system', 'accounting_users'],
  },
  {
    number: 6,
    key: 'reports',
    title: 'Отчётность',
    description: 'Отчёты сверх обязательных деклараций: статистика, отраслевые, для банков.',
    param_slugs: ['reports'],
  },
  {
    number: 7,
    key: 'foreign_trade',
    title: 'ВЭД',
    description: 'Импорт и экспорт: валютный контроль, НДС при ввозе и вывозе.',
    param_slugs: ['foreign_trade', 'foreign_trade_operations'],
  },
  {
    number: 8,
    key: 'management_reports',
    title: 'Управленческий учёт',
    description: 'Управленческие отчёты для собственника: прибыль, деньги, баланс, бюджет.',
    param_slugs: ['management_reports', 'management_frequency'],
  },
  {
    number: 9,
    key: 'almost_done',
    title: 'Почти готово',
    description: 'Недвижимость, транспорт, банк-клиент, онлайн-кассы и ИП руководителя.',
    param_slugs: ['realty', 'transport', 'bank_client', 'online_cashbox', 'manager_ip'],
  },
  {
    number: 10,
    key: 'connection',
    title: 'Подключение',
    description: 'Дата подключения, тариф, финансовый консультант и срок оплаты.',
    param_slugs: ['date_connect', 'tariff_id', 'financial_advice', 'pay_months_count'],
  },
];

/** Russian names of the wizard's params (TariffParam has no label of its own), as headings. */
export const TARIFF_PARAM_LABELS: Readonly<Record<string, string>> = {
  legal_form: 'Организационно-правовая форма',
  turnover: 'Годовой оборот',
  tax_system: 'Система налогообложения',
  vat_rate: 'НДС',
  has_employees: 'Есть сотрудники',
  employees_count: 'Количество сотрудников',
  operations_count: 'Операций в месяц',
  primary_documents: 'Первичные документы',
  accounting_system: 'Учётная система',
  accounting_users: 'Пользователи учётной системы',
  reports: 'Дополнительная отчётность',
  foreign_trade: 'Внешнеэкономическая деятельность',
  foreign_trade_operations: 'Операций ВЭД в месяц',
  management_reports: 'Управленческие отчёты',
  management_frequency: 'Периодичность отчётов',
  realty: 'Недвижимость',
  transport: 'Транспорт',
  bank_client: 'Банк-клиент',
  online_cashbox: 'Онлайн-кассы',
  manager_ip: 'Руководитель — ИП',
  date_connect: 'Дата подключения',
  tariff_id: 'Тариф',
  financial_advice: 'Финансовый консультант',
  pay_months_count: 'Срок оплаты',
};

/** The heading of a param: its Russian label, or the slug itself when it has none. */
export function paramLabel(
  slug: string,
  labels: Readonly<Record<string, string>> = TARIFF_PARAM_LABELS,
): string {
  return labels[slug] ?? slug;
}

/** A label inside a sentence: the first letter lower-cased unless it starts an acronym (НДС). */
function inSentence(label: string): string {
  const [first = '', second = ''] = label;
  const isAcronym = second !== '' && second === second.toUpperCase() && /\p{Lu}/u.test(second);
  return isAcronym ? label : first.toLowerCase() + label.slice(1);
}

function resolveStep(step: TariffWizardStep | number): TariffWizardStep | null {
  if (typeof step !== 'number') return step;
  return TARIFF_WIZARD_STEPS.find((candidate) => candidate.number === step) ?? null;
}

/** The wizard step that asks the param `slug`; null for a slug on no step. */
export function stepOfParam(slug: string): TariffWizardStep | null {
  return TARIFF_WIZARD_STEPS.find((step) => step.param_slugs.includes(slug)) ?? null;
}

/**
 * The earliest step holding one of the `missing` slugs (calculateTariffs' `missing`), where
 * the wizard sends the user back to; null when none of them is on a step.
 */
export function firstIncompleteStep(missing: readonly string[]): TariffWizardStep | null {
  return TARIFF_WIZARD_STEPS.find((step) => missingSlugsOnStep(step, missing).length > 0) ?? null;
}

/** The `missing` slugs that step asks, in the step's order. */
export function missingSlugsOnStep(
  step: TariffWizardStep | number,
  missing: readonly string[],
): string[] {
  const resolved = resolveStep(step);
  if (!resolved) return [];
  return resolved.param_slugs.filter((slug) => missing.includes(slug));
}

/**
 * SPEC §5: the step validation message — «Заполните шаг «Налоги»: система
 * налогообложения» — naming the step and its empty params; null when nothing on it is missing.
 */
export function missingOnStep(
  step: TariffWizardStep | number,
  missing: readonly string[],
  labels: Readonly<Record<string, string>> = TARIFF_PARAM_LABELS,
): string | null {
  const resolved = resolveStep(step);
  const slugs = missingSlugsOnStep(step, missing);
  if (!resolved || slugs.length === 0) return null;
  const names = slugs.map((slug) => inSentence(paramLabel(slug, labels)));
  return `Заполните шаг «${resolved.title}»: ${names.join(', ')}`;
}
