import { describe, expect, it } from 'vitest';

import { readLeadMeta, registrationContactBody } from './model.ts';

const values = {
  name: 'Иван',
  last_name: 'Смирнов',
  patronymic: '',
  email: '',
  phone: '8 (900) 123-45-67',
  password: 'Perviy-parol-2026',
  password_confirmation: 'Perviy-parol-2026',
};

describe('registration contact body', () => {
  it('sends the other contact normalised and drops empty fields', () => {
    const body = registrationContactBody(
      { send_type: 'email', contact: 'ivan@romashka.ru', verification_token: 'vt' },
      values,
      { ya_id: '1700000000123456789' },
    );
    expect(body).toEqual({
      verification_token: 'vt',
      name: 'Иван',
      last_name: 'Смирнов',
      phone: '79001234567',
      password: 'Perviy-parol-2026',
      password_confirmation: 'Perviy-parol-2026',
      lead_meta: { ya_id: '1700000000123456789' },
    });
  });

  it('never sends the verified contact again', () => {
    const body = registrationContactBody(
      { send_type: 'phone', contact: '79001234567', verification_token: 'vt' },
      { ...values, email: 'ivan@romashka.ru' },
      {},
    );
    expect(body).toMatchObject({ email: 'ivan@romashka.ru' });
    expect(body).not.toHaveProperty('phone');
  });
});

describe('analytics client id', () => {
  it('reads the counter id from _ym_uid when present', () => {
    localStorage.setItem('_ym_uid', '"1700000000123456789"');
    expect(readLeadMeta()).toEqual({ ya_id: '1700000000123456789' });
  });

  it('sends nothing when there is no counter id', () => {
    expect(readLeadMeta()).toEqual({});
  });
});
