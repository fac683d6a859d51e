import { hasAllRequiredProfileFields } from '@kabinet/domain/profile';

import type { User } from '../../shared/user/user.types.ts';

export type NextStep = 'complete-profile' | 'choose-tariff';

/**
 * What the user still has to do, most important first; nothing invented beyond what we know.
 * A missing company is offered by the company card itself.
 */
export function nextStepsFor(user: User): NextStep[] {
  const steps: NextStep[] = [];
  const profile = {
    name: user.name,
    last_name: user.meta.last_name,
    patronymic: user.meta.patronymic,
    email: user.email,
  };
  if (!hasAllRequiredProfileFields(profile)) steps.push('complete-profile');
  // No tariff API yet (SPEC §2 tariff pages come later): a tariff is always a next step.
  steps.push('choose-tariff');
  return steps;
}
