import { describe, expect, it } from 'vitest';

import { parseLogin } from './login-identifier.ts';

describe('parseLogin', () => {
  it.each([
    ['client@kabinet.demo', { kind: 'email', value: 'client@kabinet.demo' }],
    ['  Ivanov@Romashka.RU ', { kind: 'email', value: 'ivanov@romashka.ru' }],
    ['+7 (900) 000-00-01', { kind: 'phone', value: '79000000001' }],
    ['89000000001', { kind: 'phone', value: '79000000001' }],
    ['9000000001', { kind: 'phone', value: '79000000001' }],
  ])('reads %s as a login', (input, expected) => {
    expect(parseLogin(input)).toEqual(expected);
  });

  it.each(['', 'иванов', 'ivanov@', '12345'])('refuses %j', (input) => {
    expect(parseLogin(input)).toBeNull();
  });
});
