// Banks of the fake DaData server (fake-dadata-server.ts) in DaData's wire shape
// (https://dadata.ru/api/suggest/bank/): real БИК / корсчет pairs, whose control keys
// platform/dadata/dadata.fake-server.test.ts checks with the domain validators (russian-domain §1.6).
import type { DadataBank, DadataBankSuggestion } from '../platform/dadata/dadata.types.ts';

import { ADDRESS } from './fake-dadata.addresses.ts';

type BankSpec = Pick<
  DadataBank,
  | 'bic'
  | 'swift'
  | 'inn'
  | 'kpp'
  | 'registration_number'
  | 'correspondent_account'
  | 'payment_city'
  | 'address'
> & {
  payment: string;
  short: string;
  branch?: boolean;
};

function bank({ payment, short, branch = false, ...spec }: BankSpec): DadataBankSuggestion {
  const data: DadataBank = {
    ...spec,
    name: { payment, full: null, short },
    opf: { type: branch ? 'BANK_BRANCH' : 'BANK', full: null, short: null },
    state: {
      status: 'ACTIVE',
      actuality_date: Date.parse('2026-11-01'),
      registration_date: null,
      liquidation_date: null,
    },
  };
  return { value: payment, unrestricted_value: payment, data };
}

/** Banks served by `suggest/bank` and `findById/bank`: real БИК / корсчет pairs. */
export const FAKE_BANKS: DadataBankSuggestion[] = [
  bank({
    bic: '044525225',
    swift: 'SABRRUMM',
    inn: '7707083893',
    kpp: '773601001',
    registration_number: '1481',
    correspondent_account: '30101810400000000225',
    payment: 'ПАО Сбербанк',
    short: 'Сбербанк',
    payment_city: 'г. Москва',
    address: ADDRESS.vavilova,
  }),
  bank({
    bic: '044525974',
    swift: 'TICSRUMM',
    inn: '7710140679',
    kpp: '771301001',
    registration_number: '2673',
    correspondent_account: '30101810145250000974',
    payment: 'АО «ТБанк»',
    short: 'Т-Банк',
    payment_city: 'г. Москва',
    address: ADDRESS.khutorskaya,
  }),
  bank({
    bic: '044525593',
    swift: 'ALFARUMM',
    inn: '7728168971',
    kpp: '770801001',
    registration_number: '1326',
    correspondent_account: '30101810200000000593',
    payment: 'АО «АЛЬФА-БАНК»',
    short: 'Альфа-Банк',
    payment_city: 'г. Москва',
    address: ADDRESS.kalanchevskaya,
  }),
  bank({
    bic: '044525187',
    swift: 'VTBRRUMM',
    inn: '7702070139',
    kpp: '784201001',
    registration_number: '1000',
    correspondent_account: '30101810700000000187',
    payment: 'Банк ВТБ (ПАО)',
    short: 'ВТБ',
    payment_city: 'г. Москва',
    address: ADDRESS.degtyarny,
  }),
  bank({
    bic: '049205603',
    swift: null,
    inn: '7707083893',
    kpp: null,
    registration_number: '1481/1049',
    correspondent_account: '30101810600000000603',
    payment: 'ОТДЕЛЕНИЕ "БАНК ТАТАРСТАН" N8610 ПАО СБЕРБАНК',
    short: 'Банк Татарстан',
    payment_city: 'г. Казань',
    address: null,
    branch: true,
  }),
];
