import { describe, expect, it } from 'vitest';

import { categorise, type CategoryRule } from './operation-rules.ts';
import { operationDedupeKey } from './operation-dedupe.ts';

const rules: CategoryRule[] = [
  { kind: 'words', value: 'аренда офиса', categoryCode: 'rent', priority: 0 },
  { kind: 'words', value: 'комиссия', categoryCode: 'bank_fees', priority: 5 },
  { kind: 'inn', value: '7727406020', categoryCode: 'taxes', priority: 0 },
  { kind: 'words', value: 'оплата по счёту', categoryCode: 'revenue', priority: 0 },
];

describe('categorise', () => {
  it.each([
    [
      'an INN rule before words',
      { direction: 'out', counterpartyInn: '7727406020', purpose: 'Комиссия' },
      'taxes',
      'rule',
    ],
    [
      'all the words, any case, ё as е',
      { direction: 'out', counterpartyInn: null, purpose: 'АРЕНДА за октябрь, офиса 12' },
      'rent',
      'rule',
    ],
    [
      'words of the other direction do not apply',
      { direction: 'out', counterpartyInn: null, purpose: 'Оплата по счету 5' },
      'other_out',
      'default',
    ],
    [
      'income by words with ё',
      { direction: 'in', counterpartyInn: '7830002293', purpose: 'Оплата по счету № 12' },
      'revenue',
      'rule',
    ],
    [
      'nothing matches: unsorted of its side',
      { direction: 'in', counterpartyInn: null, purpose: 'Возврат займа' },
      'other_in',
      'default',
    ],
  ] as const)('%s', (_, operation, code, source) => {
    expect(categorise(rules, operation)).toEqual({ categoryCode: code, source });
  });

  it('tries a higher priority first among words', () => {
    const both: CategoryRule[] = [
      { kind: 'words', value: 'банк', categoryCode: 'suppliers', priority: 0 },
      { kind: 'words', value: 'банк', categoryCode: 'bank_fees', priority: 10 },
    ];
    expect(
      categorise(both, { direction: 'out', counterpartyInn: null, purpose: 'Банк' }).categoryCode,
    ).toBe('bank_fees');
  });
});

describe('operationDedupeKey', () => {
  const base = {
    account: '40702810938000012345',
    date: '2026-10-01',
    number: ' 17',
    direction: 'in' as const,
    amountKopecks: 120050,
    counterpartyAccount: '40802810100000005678',
    counterpartyInn: '500100732259',
    purpose: 'Оплата по счёту № 15  за октябрь',
    position: 0,
  };

  it.each([
    ['the number written with a space', { number: '17' }],
    ['the purpose with its spaces run together', { purpose: ' Оплата по счёту № 15 за октябрь' }],
  ])('is the same for the same payment: %s', (_, change) => {
    expect(operationDedupeKey({ ...base, ...change })).toBe(operationDedupeKey(base));
  });

  it.each([
    ['another counterparty INN', { counterpartyInn: '7830002293' }],
    [
      'another purpose (two orders of one payer, same number and sum)',
      { purpose: 'Оплата по счёту № 16' },
    ],
    ['the second identical document of the file', { position: 1 }],
    ['the other side of a transfer', { direction: 'out' as const }],
  ])('differs by %s', (_, change) => {
    expect(operationDedupeKey({ ...base, ...change })).not.toBe(operationDedupeKey(base));
  });
});
