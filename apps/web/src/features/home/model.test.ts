import { describe, expect, it } from 'vitest';

import { demoUser } from '../../test/demo-user.ts';
import { nextStepsFor } from './model.ts';

describe('nextStepsFor', () => {
  it('asks to complete the profile when the patronymic is missing', () => {
    const user = demoUser({ meta: { ...demoUser().meta, patronymic: '' } });
    expect(nextStepsFor(user)[0]).toBe('complete-profile');
  });

  it('leaves only the tariff for a complete profile with a company', () => {
    expect(nextStepsFor(demoUser())).toEqual(['choose-tariff']);
  });
});
