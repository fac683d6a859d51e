import { describe, expect, it } from 'vitest';

import {
  contactsOf,
  openUserId,
  sessionTitle,
  usersFiltersFromParams,
  usersParamsWith,
} from './model.ts';

describe('the users list filters in the URL', () => {
  it('reads known roles and statuses and falls back to all for others', () => {
    expect(
      usersFiltersFromParams(new URLSearchParams('search=Анна&role=crm&status=BLOCKED&page=3')),
    ).toEqual({ search: 'Анна', role: 'crm', status: 'BLOCKED', page: 3 });
    expect(usersFiltersFromParams(new URLSearchParams('role=boss&status=GONE&page=-1'))).toEqual({
      search: '',
      role: '',
      status: '',
      page: 1,
    });
  });

  it('goes back to page 1 on a new filter and keeps the open user', () => {
    const params = new URLSearchParams('page=4&user=12');
    expect(usersParamsWith(params, { role: 'manager' }).toString()).toBe('user=12&role=manager');
    expect(usersParamsWith(params, { user: null }).toString()).toBe('page=4');
  });

  it('opens only a valid user id', () => {
    expect(openUserId(new URLSearchParams('user=12'))).toBe(12);
    for (const value of ['', '0', '012', 'abc', '99999999999']) {
      expect(openUserId(new URLSearchParams(`user=${value}`))).toBeNull();
    }
  });
});

describe('what the users page shows', () => {
  it('puts the e-mail and the formatted phone on one line', () => {
    expect(contactsOf({ email: 'anna@lesnoy.test', phone: '79035550101' })).toBe(
      'anna@lesnoy.test · +7 (903) 555 - 0101',
    );
    expect(contactsOf({ email: '', phone: '79035550101' })).toBe('+7 (903) 555 - 0101');
    expect(contactsOf({ email: '', phone: '' })).toBe('');
  });

  it('names a session by what it was issued for and its number', () => {
    expect(sessionTitle({ id: 41, name: 'web' })).toBe('Браузер №41');
    expect(sessionTitle({ id: 42, name: 'ios' })).toBe('ios №42');
    expect(sessionTitle({ id: 43, name: '' })).toBe('Сеанс №43');
  });
});
