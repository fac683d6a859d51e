import { describe, expect, it } from 'vitest';

import { optionsForLegalForm } from './tax-system-options.ts';
import type { TariffParam } from './tariffs.schemas.ts';

const taxSystem = {
  slug: 'tax_system',
  options: ['osno', 'usn6', 'psn', 'npd'].map((value) => ({ value, label: value })),
} as unknown as TariffParam;

const values = (param: TariffParam, legalForm?: string) =>
  optionsForLegalForm(param, { legal_form: legalForm }).map((option) => option.value);

describe('optionsForLegalForm', () => {
  it.each([
    { legalForm: 'ooo', expected: ['osno', 'usn6'] },
    { legalForm: 'ao', expected: ['osno', 'usn6'] },
    { legalForm: 'ip', expected: ['osno', 'usn6', 'psn', 'npd'] },
    { legalForm: undefined, expected: ['osno', 'usn6', 'psn', 'npd'] },
  ])('offers $expected to «$legalForm»', ({ legalForm, expected }) => {
    expect(values(taxSystem, legalForm)).toEqual(expected);
  });
});
