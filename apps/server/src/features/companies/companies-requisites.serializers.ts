import type { Company, CompanyBank, RequisitesCard } from '@kabinet/domain/companies';

/** «ГЕНЕРАЛЬНЫЙ ДИРЕКТОР» (as DaData writes it) → «Генеральный директор». */
export function formatPost(post: string): string {
  if (post !== post.toUpperCase()) return post;
  const lower = post.toLowerCase();
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}

function identityLines(company: Company, individual: boolean): [string, string][] {
  const { info } = company;
  return [
    ['Полное наименование', info.full_name],
    ['Сокращённое наименование', company.name],
    ['ИНН', company.inn],
    ['КПП', individual ? '' : company.kpp],
    [individual ? 'ОГРНИП' : 'ОГРН', company.ogrn],
    [individual ? 'Адрес регистрации' : 'Юридический адрес', info.legal_address?.string ?? ''],
    ['Фактический адрес', info.actual_address?.string ?? ''],
  ];
}

function bankLines(bank: CompanyBank | undefined): [string, string][] {
  if (!bank) return [];
  return [
    ['Расчётный счёт', bank.account],
    ['Банк', bank.bank_name],
    ['БИК', bank.bik],
    ['Корреспондентский счёт', bank.correspondent_account],
  ];
}

/**
 * The requisites card as accountants paste it into contracts and letters: one «Поле: значение»
 * per line (`text`) and the same fields as rows, empty fields left out, the main bank account (or
 * the first one) after the addresses, the head of an organisation last.
 */
export function requisitesCard(company: Company): RequisitesCard {
  const individual = company.company_meta.kind === 'INDIVIDUAL';
  const bank = company.banks.find((item) => item.is_main) ?? company.banks[0];
  const director: [string, string][] = individual
    ? []
    : [[formatPost(company.info.director_post) || 'Руководитель', company.info.director_name]];
  const rows = [...identityLines(company, individual), ...bankLines(bank), ...director]
    .filter(([, value]) => value !== '')
    .map(([label, value]) => ({ label, value }));
  return { text: rows.map(({ label, value }) => `${label}: ${value}`).join('\n'), rows };
}
