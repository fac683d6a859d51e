import { afterEach, describe, expect, it } from 'vitest';

import { resetAnalyticsForTests, startAnalytics } from '../../shared/analytics/analytics.ts';

import {
  captureReferralCode,
  forgetReferralCode,
  readLeadMeta,
  REFERRAL_CODE_KEY,
} from './lead-meta.ts';
import { registrationContactBody } from './model.ts';

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
  afterEach(() => {
    resetAnalyticsForTests();
    delete window.ym;
    localStorage.clear();
  });

  it('takes ya_id from the counter’s getClientID into the registration payload', () => {
    const calls: unknown[][] = [];
    window.ym = (...args: unknown[]) => {
      calls.push(args);
      if (args[1] === 'getClientID') (args[2] as (id: string) => void)('1700000000123456789');
    };
    startAnalytics('98765432', { loadScript: false });
    expect(calls).toContainEqual([98765432, 'getClientID', expect.any(Function)]);
    const body = registrationContactBody(
      { send_type: 'email', contact: 'ivan@romashka.ru', verification_token: 'vt' },
      values,
      readLeadMeta(),
    );
    expect(body.lead_meta).toEqual({ ya_id: '1700000000123456789' });
  });

  it('sends nothing when there is no counter id', () => {
    expect(readLeadMeta()).toEqual({});
  });
});

describe('invitation code', () => {
  it('keeps a valid ?ref= code and sends it in lead_meta beside ya_id', () => {
    expect(captureReferralCode('?ref=abcd2345')).toBe('ABCD2345');
    expect(localStorage.getItem(REFERRAL_CODE_KEY)).toBe('ABCD2345');
    localStorage.setItem('kabinet_ya_id', '1700000000123456789');
    expect(readLeadMeta()).toEqual({ ya_id: '1700000000123456789', referral_code: 'ABCD2345' });
    // A later visit without ?ref= still remembers it, until registration ends.
    expect(captureReferralCode('')).toBe('ABCD2345');
    forgetReferralCode();
    expect(readLeadMeta()).toEqual({ ya_id: '1700000000123456789' });
  });

  it('ignores a code that is not one', () => {
    expect(captureReferralCode('?ref=O0O0O0O0')).toBeNull();
    expect(captureReferralCode('?ref=<script>')).toBeNull();
    expect(readLeadMeta()).toEqual({});
  });
});
