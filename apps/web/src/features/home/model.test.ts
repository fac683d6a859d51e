import { describe, expect, it } from 'vitest';

import { demoUser } from '../../test/demo-user.ts';
import { greetingFor, nextStepsFor } from './model.ts';

describe('greetingFor', () => {
  it.each([
    { hour: 6, expected: 'Доброе утро' },
    { hour: 13, expected: 'Добрый день' },
    { hour: 19, expected: 'Добрый вечер' },
    { hour: 2, expected: 'Доброй ночи' },
  ])('greets at $hour h with «$expected»', ({ hour, expected }) => {
    expect(greetingFor(hour)).toBe(expected);
  });
});

describe('nextStepsFor', () => {
  it('asks to complete the profile when the patronymic is missing', () => {
    const user = demoUser({ meta: { ...demoUser().meta, patronymic: '' } });
    expect(nextStepsFor(user)[0]).toBe('complete-profile');
  });

  it('leaves only the tariff for a complete profile with a company', () => {
    expect(nextStepsFor(demoUser())).toEqual(['choose-tariff']);
  });
});
