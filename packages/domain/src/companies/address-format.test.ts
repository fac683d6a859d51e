import { describe, expect, it } from 'vitest';

import { formatAddress, normalizeAddressLine } from './address-format.ts';

describe('formatAddress', () => {
  it.each([
    {
      why: 'parts typed with their kinds («д д. 1», «оф/кв оф. 5»)',
      parts: {
        region_name: 'Москва',
        city_name: 'Москва',
        street_name: 'ул. Ленина',
        house: 'д. 1',
        flat: 'оф. 5',
      },
      expected: 'г. Москва, ул. Ленина, д. 1, оф. 5',
    },
    {
      why: 'bare parts',
      parts: {
        postcode: '101000',
        city_name: 'Москва',
        street_name: 'ул Мясницкая',
        house: '1',
        flat: '12',
      },
      expected: '101000, г. Москва, ул. Мясницкая, д. 1, оф. 12',
    },
    {
      why: 'DaData parts with kinds, a region that is the city',
      parts: {
        postcode: '125009',
        region_type: 'г',
        region_name: 'Москва',
        city_type: 'г',
        city_name: 'Москва',
        street_type: 'ул',
        street_name: 'Тверская',
        house_type: 'д',
        house: '7',
      },
      expected: '125009, г. Москва, ул. Тверская, д. 7',
    },
    {
      why: 'a region of its own and a flat',
      parts: {
        region_type: 'Респ',
        region_name: 'Татарстан',
        city_name: 'Казань',
        street_name: 'ул Баумана',
        house: 'д 58 стр 1',
        flat: 'кв 3',
      },
      expected: 'Респ. Татарстан, г. Казань, ул. Баумана, д. 58, стр. 1, кв. 3',
    },
    {
      why: 'a region written after its kind',
      parts: { region_type: 'обл', region_name: 'Московская', city_name: 'Химки', house: '2' },
      expected: 'Московская обл., г. Химки, д. 2',
    },
  ])('$why', ({ parts, expected }) => {
    expect(formatAddress(parts)).toBe(expected);
  });
});

describe('normalizeAddressLine', () => {
  it.each([
    ['125009, г Москва, ул Тверская, д 7', '125009, г. Москва, ул. Тверская, д. 7'],
    [
      '101000, г Москва, ул Мясницкая, д 24/7 стр 1',
      '101000, г. Москва, ул. Мясницкая, д. 24/7, стр. 1',
    ],
    ['Москва, Москва, ул. Ленина, д д. 1', 'Москва, ул. Ленина, д. 1'],
    [
      '127642, г Москва, р-н Северное Медведково, ул Сухонская, д 11, кв 89',
      '127642, г. Москва, р-н Северное Медведково, ул. Сухонская, д. 11, кв. 89',
    ],
    ['г. Санкт-Петербург, Невский пр-кт, д. 1', 'г. Санкт-Петербург, Невский пр-кт, д. 1'],
  ])('«%s» → «%s»', (line, expected) => {
    expect(normalizeAddressLine(line)).toBe(expected);
  });
});
