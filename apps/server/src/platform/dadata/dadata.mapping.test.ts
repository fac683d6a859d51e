import { describe, expect, it } from 'vitest';

import { FAKE_ADDRESSES } from '../../testing/fake-dadata.addresses.ts';
import { FAKE_BANKS } from '../../testing/fake-dadata.banks.ts';
import { FAKE_PARTIES } from '../../testing/fake-dadata.parties.ts';

import {
  addressFromDadata,
  bankFromDadata,
  companyFromDadata,
  INDIVIDUAL_DIRECTOR_POST,
} from './dadata.mapping.ts';
import type {
  DadataAddressSuggestion,
  DadataBankSuggestion,
  DadataPartySuggestion,
} from './dadata.types.ts';

const partyByInn = (inn: string, kpp?: string): DadataPartySuggestion => {
  const found = FAKE_PARTIES.find(
    (party) => party.data.inn === inn && (kpp === undefined || party.data.kpp === kpp),
  );
  if (!found) throw new Error(`no fake party ${inn}`);
  return structuredClone(found);
};
const addressContaining = (text: string): DadataAddressSuggestion => {
  const found = FAKE_ADDRESSES.find((address) => address.value.includes(text));
  if (!found) throw new Error(`no fake address ${text}`);
  return structuredClone(found);
};
const bankByBik = (bik: string): DadataBankSuggestion => {
  const found = FAKE_BANKS.find((bank) => bank.data.bic === bik);
  if (!found) throw new Error(`no fake bank ${bik}`);
  return structuredClone(found);
};

describe('companyFromDadata', () => {
  it('leaves the director empty when DaData has no management', () => {
    const company = companyFromDadata(partyByInn('7842012345'));

    expect(company.info.director_name).toBeNull();
    expect(company.info.director_post).toBeNull();
  });

  it('keeps an address without coordinates, with null geo', () => {
    const address = companyFromDadata(partyByInn('7842012345')).info.legal_address;

    expect(address).toMatchObject({ geo_lat: null, geo_lon: null, street_name: 'Шпалерная' });
  });

  it('leaves the legal address empty when DaData has none', () => {
    const party = partyByInn('6658012341');
    party.data.address = null;

    expect(companyFromDadata(party).info.legal_address).toBeNull();
  });

  it('never gives an ИП a KPP, even if the data carries one', () => {
    const party = partyByInn('781365432114');
    party.data.kpp = '781301001';

    expect(companyFromDadata(party).kpp).toBeNull();
  });

  it('names the ИП from the full name when the fio parts are missing', () => {
    const party = partyByInn('500100732259');
    party.data.fio = null;

    expect(companyFromDadata(party).info).toMatchObject({
      director_name: 'Смирнов Алексей Викторович',
      director_post: INDIVIDUAL_DIRECTOR_POST,
    });
  });

  it('falls back to the suggestion value when names are missing', () => {
    const party = partyByInn('5406012341');
    party.data.name = { full_with_opf: null, short_with_opf: null, full: null, short: null };

    const company = companyFromDadata(party);

    expect(company.name).toBe('ООО "БУХГАЛТЕРИЯ ПЛЮС"');
    expect(company.info.full_name).toBe('ООО "БУХГАЛТЕРИЯ ПЛЮС"');
  });

  it('uses the branch KPP for a branch', () => {
    expect(companyFromDadata(partyByInn('7707083893', '540602001'))).toMatchObject({
      kpp: '540602001',
      name: 'СИБИРСКИЙ БАНК ПАО СБЕРБАНК',
      info: { director_name: null, legal_address: { city_name: 'Новосибирск' } },
    });
  });
});

describe('addressFromDadata', () => {
  it('takes St Petersburg as the city of a federal-city address', () => {
    expect(addressFromDadata(addressContaining('Невский'))).toMatchObject({
      region_type: 'г',
      region_name: 'Санкт-Петербург',
      city_type: 'г',
      city_name: 'Санкт-Петербург',
      district: 'Центральный',
      street_type: 'пр-кт',
      street_name: 'Невский',
    });
  });

  it('takes the settlement as the city when there is no city', () => {
    const address = addressContaining('Всеволожск');
    Object.assign(address.data, {
      city: null,
      city_type: null,
      settlement: 'Кузьмоловский',
      settlement_type: 'гп',
    });

    expect(addressFromDadata(address)).toMatchObject({
      city_type: 'гп',
      city_name: 'Кузьмоловский',
    });
  });

  it('leaves the city empty for a region-level address', () => {
    const address = addressContaining('Всеволожск');
    Object.assign(address.data, { city: null, city_type: null, area: null, area_type: null });

    expect(addressFromDadata(address)).toMatchObject({ city_type: null, city_name: null });
  });

  it('appends the building to the house number', () => {
    const bank = bankByBik('044525974');

    expect(addressFromDadata(bank.data.address!)).toMatchObject({ house: '38А стр 26' });
  });

  it('uses the short value when the full one is empty', () => {
    const address = addressContaining('Малышева');
    address.unrestricted_value = '';

    expect(addressFromDadata(address).string).toBe('г. Екатеринбург, ул. Малышева, д. 51');
  });
});

describe('bankFromDadata', () => {
  it('maps a bank branch without address or KPP', () => {
    expect(bankFromDadata(bankByBik('049205603'))).toEqual({
      bik: '049205603',
      name: 'ОТДЕЛЕНИЕ "БАНК ТАТАРСТАН" N8610 ПАО СБЕРБАНК',
      correspondent_account: '30101810600000000603',
      inn: '7707083893',
      kpp: null,
      address: null,
    });
  });

  it('falls back to the short name when the payment name is missing', () => {
    const bank = bankByBik('044525593');
    bank.data.name.payment = null;

    expect(bankFromDadata(bank).name).toBe('Альфа-Банк');
  });
});
