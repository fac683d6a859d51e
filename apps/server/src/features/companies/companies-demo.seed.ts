import type { Db } from '../../db/client.ts';
import type { CompanyRow } from '../../db/schema/companies.ts';

import * as adminRepo from './companies-admin.repository.ts';
import * as banksRepo from './companies-banks.repository.ts';
import * as companiesRepo from './companies.repository.ts';
import * as staffRepo from './companies-staff.repository.ts';

/** A demo bank account (docs/api/companies.md CompanyBank), keys valid for the BIK. */
type DemoBank = {
  bik: string;
  bankName: string;
  correspondentAccount: string;
  account: string;
};

/** The client's companies; INN, KPP and OGRN(IP) pass their checksums. */
export const DEMO_COMPANIES = [
  {
    name: 'ООО «Ромашка»',
    inn: '7701234560',
    kpp: '770101001',
    ogrn: '1027700123450',
    balance: 15_000,
    debt: 0,
    info: {
      full_name: 'Общество с ограниченной ответственностью «Ромашка»',
      director_name: 'Иванов Иван Иванович',
      director_post: 'Генеральный директор',
      activity: '69.20 Деятельность по оказанию услуг в области бухгалтерского учёта',
      legal_address: {
        region_type: 'г',
        region_name: 'Москва',
        city_type: 'г',
        city_name: 'Москва',
        postcode: '125009',
        street_type: 'ул',
        street_name: 'Тверская',
        house_type: 'д',
        house: '7',
        string: '125009, г. Москва, ул. Тверская, д. 7',
      },
      actual_address: {
        region_type: 'г',
        region_name: 'Москва',
        city_type: 'г',
        city_name: 'Москва',
        postcode: '101000',
        street_type: 'ул',
        street_name: 'Мясницкая',
        house_type: 'д',
        house: '24/7 стр 1',
        string: '101000, г. Москва, ул. Мясницкая, д. 24/7, стр. 1',
      },
    },
  },
  {
    name: 'ИП Иванов Иван Иванович',
    inn: '770123456703',
    kpp: null,
    ogrn: '321770000123456',
    balance: 0,
    debt: 2_500,
    info: {
      full_name: 'Индивидуальный предприниматель Иванов Иван Иванович',
      director_name: 'Иванов Иван Иванович',
      director_post: '',
      activity: '62.01 Разработка компьютерного программного обеспечения',
      legal_address: {
        region_type: 'г',
        region_name: 'Москва',
        city_type: 'г',
        city_name: 'Москва',
        postcode: '115093',
        street_type: 'ул',
        street_name: 'Серпуховская Б.',
        house_type: 'д',
        house: '10',
        string: '115093, г. Москва, ул. Серпуховская Б., д. 10',
      },
      actual_address: null,
    },
  },
] as const;

/** The main bank account of each demo company, by INN (keys valid for the BIK). */
const DEMO_COMPANY_BANKS: Record<string, DemoBank> = {
  '7701234560': {
    bik: '044525225',
    bankName: 'ПАО Сбербанк',
    correspondentAccount: '30101810400000000225',
    account: '40702810938000012345',
  },
  '770123456703': {
    bik: '044525974',
    bankName: 'АО «ТБанк»',
    correspondentAccount: '30101810145250000974',
    account: '40802810000000123456',
  },
};

/** The demo manager's working hours on the «Ваш менеджер» card. */
export const DEMO_MANAGER_WORKING_HOURS = 'Пн–Пт, 9:00–18:00 МСК';

/**
 * Demo data of the companies issue: the client's companies, each owned by them, with the
 * manager assigned through staff_assignments and its main bank account (no documents). The
 * first becomes the client's active company, as creating it would. Returns them in order.
 */
export async function seedDemoCompanies(
  tx: Db,
  args: { ownerId: number; managerId: number; at: Date },
): Promise<CompanyRow[]> {
  const rows: CompanyRow[] = [];
  // The clients see when their manager works.
  await staffRepo.saveStaffProfile(tx, args.managerId, {
    workingHours: DEMO_MANAGER_WORKING_HOURS,
    updatedAt: args.at,
  });
  for (const company of DEMO_COMPANIES) {
    const row = await companiesRepo.insertCompany(tx, {
      ...company,
      userId: args.ownerId,
      info: { ...company.info },
    });
    await companiesRepo.addCompanyUser(tx, {
      companyId: row.id,
      userId: args.ownerId,
      position: 'owner',
    });
    await companiesRepo.setActiveCompanyIfEmpty(tx, args.ownerId, row.id);
    await seedDemoCompanyExtras(tx, {
      companyId: row.id,
      managerId: args.managerId,
      bank: DEMO_COMPANY_BANKS[company.inn] ?? null,
      at: args.at,
    });
    rows.push(row);
  }
  return rows;
}

/** The manager is assigned to the company and the company gets its main bank account. */
async function seedDemoCompanyExtras(
  tx: Db,
  args: { companyId: number; managerId: number; bank: DemoBank | null; at: Date },
): Promise<void> {
  await adminRepo.assignStaff(tx, {
    companyId: args.companyId,
    userId: args.managerId,
    assignedBy: null,
  });
  if (!args.bank) return;
  const bank = await banksRepo.insertBank(tx, { companyId: args.companyId, ...args.bank });
  await companiesRepo.setMainBankId(tx, args.companyId, bank.id, args.at);
}
