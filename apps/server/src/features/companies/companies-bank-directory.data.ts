import type { BankLookup } from '@kabinet/domain/companies';

/**
 * The built-in directory of major banks answered by GET /banks/{bik} when DaData is not
 * configured (ЦБ справочник БИК; корсчета pass the key check of russian-domain §1.6).
 */
export const BUILT_IN_BANKS: readonly BankLookup[] = [
  {
    bik: '044525225',
    name: 'ПАО Сбербанк',
    correspondent_account: '30101810400000000225',
    inn: '7707083893',
    kpp: '773601001',
    address: '117312, г. Москва, ул. Вавилова, д. 19',
  },
  {
    bik: '044525974',
    name: 'АО «ТБанк»',
    correspondent_account: '30101810145250000974',
    inn: '7710140679',
    kpp: '771301001',
    address: '127287, г. Москва, ул. Хуторская 2-я, д. 38А, стр. 26',
  },
  {
    bik: '044525593',
    name: 'АО «АЛЬФА-БАНК»',
    correspondent_account: '30101810200000000593',
    inn: '7728168971',
    kpp: '770801001',
    address: '107078, г. Москва, ул. Каланчевская, д. 27',
  },
  {
    bik: '044525187',
    name: 'Банк ВТБ (ПАО)',
    correspondent_account: '30101810700000000187',
    inn: '7702070139',
    kpp: '784201001',
    address: '191144, г. Санкт-Петербург, Дегтярный пер., д. 11, лит. А',
  },
  {
    bik: '044525823',
    name: 'Банк ГПБ (АО)',
    correspondent_account: '30101810200000000823',
    inn: '7744001497',
    kpp: '772801001',
    address: '117420, г. Москва, ул. Наметкина, д. 16, корп. 1',
  },
  {
    bik: '044525700',
    name: 'АО «Райффайзенбанк»',
    correspondent_account: '30101810200000000700',
    inn: '7744000302',
    kpp: '770201001',
    address: '129090, г. Москва, ул. Троицкая, д. 17, стр. 1',
  },
];

export function findBuiltInBank(bik: string): BankLookup | null {
  return BUILT_IN_BANKS.find((bank) => bank.bik === bik) ?? null;
}
