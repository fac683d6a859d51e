import type { CompanyTariffStatus } from '@kabinet/domain/tariffs';

const TEXTS: Record<CompanyTariffStatus, string> = {
  DRAFT: 'Черновик сохранён: вернитесь к подбору, когда будете готовы подключиться.',
  NEW: 'Оплата получена, менеджер подключит тариф в ближайшее время.',
  NEW_MONEY_NOT_ENOUGH:
    'На балансе компании не хватает денег. Пополните баланс — и мы подключим тариф.',
  NEW_NEXT_MONTH: 'Тариф подключится с первого числа выбранного месяца.',
  NEW_NEXT_MONTH_MONEY_NOT_ENOUGH:
    'Тариф подключится с выбранного месяца, когда на балансе будет достаточно денег.',
  WAITING_NEXT_MONTH:
    'Текущий тариф работает до конца месяца, новый начнёт действовать с 1-го числа.',
  ACTIVE: 'Тариф действует: мы ведём учёт компании.',
  SUSPENDED: 'Обслуживание приостановлено. Свяжитесь с менеджером, чтобы возобновить его.',
  TERMINATED: 'Договор расторгнут. Подберите тариф, чтобы снова начать обслуживание.',
  ARCHIVE: 'Тариф в архиве.',
};

/** What a SPEC §4 status means for the client, in one sentence. */
export function describeStatus(status: CompanyTariffStatus): string {
  return TEXTS[status];
}
