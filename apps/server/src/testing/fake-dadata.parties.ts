// Organisations and ИП of the fake DaData server (fake-dadata-server.ts) in DaData's wire shape
// (https://dadata.ru/api/find-party/). INN and ОГРН/ОГРНИП pass the check digits of
// russian-domain §1 (platform/dadata/dadata.fake-server.test.ts proves it). ПАО Сбербанк, with one branch, is
// DaData's own documentation example; the other organisations and every ИП are invented.
import { createHash } from 'node:crypto';

import type { DadataParty, DadataPartySuggestion } from '../platform/dadata/dadata.types.ts';

import { ADDRESS } from './fake-dadata.addresses.ts';

const OPF = {
  ПАО: { code: '12247', full: 'Публичное акционерное общество', short: 'ПАО', type: '2014' },
  АО: { code: '12200', full: 'Акционерное общество', short: 'АО', type: '2014' },
  ООО: {
    code: '12300',
    full: 'Общество с ограниченной ответственностью',
    short: 'ООО',
    type: '2014',
  },
  ИП: { code: '50102', full: 'Индивидуальный предприниматель', short: 'ИП', type: '2014' },
};

type PartySpec = Omit<
  DadataParty,
  'hid' | 'ogrn_date' | 'opf' | 'okpo' | 'oktmo' | 'state' | 'branch_count'
> & {
  opf: keyof typeof OPF;
  registered: string;
  status?: DadataParty['state']['status'];
  liquidated?: string;
  branch_count?: number;
};

function party({
  opf,
  registered,
  status = 'ACTIVE',
  liquidated,
  branch_count = 0,
  ...spec
}: PartySpec): DadataPartySuggestion {
  const registration = Date.parse(registered);
  const value = spec.name.short_with_opf ?? '';
  const data: DadataParty = {
    ...spec,
    hid: createHash('sha256')
      .update(`${spec.inn}/${spec.kpp ?? ''}`)
      .digest('hex'),
    ogrn_date: registration,
    opf: OPF[opf],
    okpo: null,
    oktmo: null,
    branch_count,
    state: {
      status,
      actuality_date: Date.parse('2026-11-01'),
      registration_date: registration,
      liquidation_date: liquidated ? Date.parse(liquidated) : null,
    },
  };
  return { value, unrestricted_value: value, data };
}

const legalNames = (opf: keyof typeof OPF, full: string, short: string) => ({
  full_with_opf: `${OPF[opf].full.toUpperCase()} "${full}"`,
  short_with_opf: `${opf} "${short}"`,
  full,
  short,
});
const personNames = (surname: string, name: string, patronymic: string) => ({
  fio: { surname, name, patronymic },
  name: {
    full_with_opf: `Индивидуальный предприниматель ${surname} ${name} ${patronymic}`,
    short_with_opf: `ИП ${surname} ${name} ${patronymic}`,
    full: `${surname} ${name} ${patronymic}`,
    short: null,
  },
});

/** Organisations and ИП served by `suggest/party` and `findById/party`. */
export const FAKE_PARTIES: DadataPartySuggestion[] = [
  party({
    inn: '7707083893',
    kpp: '773601001',
    ogrn: '1027700132195',
    type: 'LEGAL',
    opf: 'ПАО',
    registered: '1991-06-20',
    name: {
      full_with_opf: 'ПУБЛИЧНОЕ АКЦИОНЕРНОЕ ОБЩЕСТВО "СБЕРБАНК РОССИИ"',
      short_with_opf: 'ПАО СБЕРБАНК',
      full: 'СБЕРБАНК РОССИИ',
      short: 'СБЕРБАНК',
    },
    management: { name: 'Греф Герман Оскарович', post: 'ПРЕЗИДЕНТ, ПРЕДСЕДАТЕЛЬ ПРАВЛЕНИЯ' },
    branch_type: 'MAIN',
    branch_count: 1,
    okved: '64.19',
    address: ADDRESS.vavilova,
  }),
  party({
    inn: '7707083893',
    kpp: '540602001',
    ogrn: '1027700132195',
    type: 'LEGAL',
    opf: 'ПАО',
    registered: '1991-06-20',
    name: {
      full_with_opf: 'СИБИРСКИЙ БАНК ПУБЛИЧНОГО АКЦИОНЕРНОГО ОБЩЕСТВА "СБЕРБАНК РОССИИ"',
      short_with_opf: 'СИБИРСКИЙ БАНК ПАО СБЕРБАНК',
      full: 'СИБИРСКИЙ БАНК ПАО СБЕРБАНК',
      short: null,
    },
    management: null,
    branch_type: 'BRANCH',
    okved: '64.19',
    address: ADDRESS.serebrennikovskaya,
  }),
  party({
    inn: '1655012344',
    kpp: '165501001',
    ogrn: '1151690001231',
    type: 'LEGAL',
    opf: 'ООО',
    registered: '2015-03-12',
    name: legalNames('ООО', 'РОМАШКА', 'РОМАШКА'),
    management: { name: 'Сафина Алсу Ринатовна', post: 'ГЕНЕРАЛЬНЫЙ ДИРЕКТОР' },
    branch_type: 'MAIN',
    okved: '69.20',
    address: ADDRESS.baumana,
  }),
  party({
    inn: '6658012341',
    kpp: '665801001',
    ogrn: '1176658001233',
    type: 'LEGAL',
    opf: 'АО',
    registered: '2017-09-04',
    name: legalNames('АО', 'УРАЛТЕХСНАБ', 'УРАЛТЕХСНАБ'),
    management: { name: 'Кузнецов Андрей Петрович', post: 'ГЕНЕРАЛЬНЫЙ ДИРЕКТОР' },
    branch_type: 'MAIN',
    okved: '46.69',
    address: ADDRESS.malysheva,
  }),
  party({
    inn: '5406012341',
    kpp: '540601001',
    ogrn: '1205400001234',
    type: 'LEGAL',
    opf: 'ООО',
    registered: '2020-02-17',
    name: legalNames('ООО', 'БУХГАЛТЕРИЯ ПЛЮС', 'БУХГАЛТЕРИЯ ПЛЮС'),
    management: { name: 'Орлова Елена Викторовна', post: 'ДИРЕКТОР' },
    branch_type: 'MAIN',
    okved: '69.20',
    address: ADDRESS.krasny,
  }),
  party({
    inn: '7842012345',
    kpp: '784201001',
    ogrn: '1097847001230',
    type: 'LEGAL',
    opf: 'ООО',
    registered: '2009-05-28',
    name: legalNames('ООО', 'СЕВЕРНЫЙ ВЕТЕР', 'СЕВЕРНЫЙ ВЕТЕР'),
    management: null,
    branch_type: 'MAIN',
    okved: '47.91',
    address: ADDRESS.shpalernaya,
    status: 'LIQUIDATED',
    liquidated: '2024-12-09',
  }),
  party({
    inn: '770712345633',
    kpp: null,
    ogrn: '318774600123452',
    type: 'INDIVIDUAL',
    opf: 'ИП',
    registered: '2018-04-23',
    ...personNames('Иванов', 'Иван', 'Иванович'),
    branch_type: null,
    okved: '62.01',
    address: ADDRESS.moscowCity,
  }),
  party({
    inn: '781365432114',
    kpp: null,
    ogrn: '320784700043210',
    type: 'INDIVIDUAL',
    opf: 'ИП',
    registered: '2020-08-11',
    ...personNames('Петрова', 'Мария', 'Сергеевна'),
    branch_type: null,
    okved: '74.10',
    address: ADDRESS.spbCity,
  }),
  party({
    inn: '500100732259',
    kpp: null,
    ogrn: '304500116000157',
    type: 'INDIVIDUAL',
    opf: 'ИП',
    registered: '2004-02-03',
    ...personNames('Смирнов', 'Алексей', 'Викторович'),
    branch_type: null,
    okved: '49.41',
    address: ADDRESS.podolsk,
  }),
];
