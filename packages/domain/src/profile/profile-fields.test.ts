import { describe, expect, it } from 'vitest';

import {
  changedProfileFields,
  contactMethodLabel,
  hasAllRequiredProfileFields,
} from './profile-fields.ts';

const ivan = {
  name: 'Иван',
  last_name: 'Петров',
  patronymic: 'Сергеевич',
  email: 'i.petrov@romashka.ru',
};

describe('hasAllRequiredProfileFields', () => {
  it.each([
    { profile: ivan, expected: true },
    { profile: { ...ivan, patronymic: '' }, expected: false },
    { profile: { ...ivan, last_name: null }, expected: false },
    { profile: { ...ivan, email: '   ' }, expected: false },
    { profile: { name: 'Иван', last_name: 'Петров', patronymic: 'Сергеевич' }, expected: false },
    { profile: { ...ivan, nickname: '' }, expected: true },
  ])('says $expected for $profile', ({ profile, expected }) => {
    expect(hasAllRequiredProfileFields(profile)).toBe(expected);
  });
});

describe('changedProfileFields', () => {
  const initial = {
    ...ivan,
    nickname: null,
    avatar: { file_url: '/a.png' },
    contact_method: 'phone',
  };

  it.each([
    { current: initial, expected: [] },
    { current: { ...initial, nickname: '' }, expected: [] },
    { current: { ...initial, name: 'Пётр' }, expected: ['name'] },
    { current: { ...initial, avatar: { file_url: '/b.png' } }, expected: ['avatar'] },
    { current: { ...initial, avatar: { file_url: '/a.png' } }, expected: [] },
    {
      current: { ...initial, contact_method: 'chat', birthday: '1990-05-01' },
      expected: ['birthday', 'contact_method'],
    },
    {
      current: { ...initial, phone_city: '+7 (495) 123-45-67', email: 'new@romashka.ru' },
      expected: ['email', 'phone_city'],
    },
  ])('finds $expected changed', ({ current, expected }) => {
    expect(changedProfileFields(initial, current)).toEqual(expected);
  });

  it('ignores fields it does not track', () => {
    expect(changedProfileFields({ ...ivan }, { ...ivan, ...{ status: 'ACTIVE' } })).toEqual([]);
  });
});

describe('contactMethodLabel', () => {
  it.each([
    { value: 'phone', expected: 'Телефон' },
    { value: 'email', expected: 'Email' },
    { value: 'chat', expected: 'Чат' },
    { value: 'telegram', expected: '' },
  ])('labels $value as «$expected»', ({ value, expected }) => {
    expect(contactMethodLabel(value)).toBe(expected);
  });
});
