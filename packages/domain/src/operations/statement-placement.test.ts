import { describe, expect, it } from 'vitest';

import { ownSides, statementOwnership, statementPositions } from './statement-placement.ts';

const A = '40702810938000012345';
const B = '40702810600000098765';
const OTHER = '40702810100000001111';
const own = new Set([A, B]);

describe('ownSides', () => {
  it.each([
    ['a customer pays onto account A', OTHER, A, ['in']],
    ['a supplier is paid from account B', B, OTHER, ['out']],
    ['a transfer from A to B: out of A and into B', A, B, ['out', 'in']],
    ['a payment between two other companies', OTHER, '40802810100000005678', []],
    ['a side without an account', null, A, ['in']],
  ] as const)('%s', (_, payerAccount, payeeAccount, sides) => {
    expect(ownSides({ payerAccount, payeeAccount }, own)).toEqual(sides);
  });
});

describe('statementPositions', () => {
  const doc = (
    identity: string,
    transfer: boolean,
    debitedOn: string | null,
    receivedOn: string | null,
  ) => ({ identity, transfer, payerAccount: A, payeeAccount: B, debitedOn, receivedOn });
  const day = '2026-10-12';

  it.each([
    [
      'different documents are each the first',
      [doc('x', false, null, day), doc('y', false, null, day)],
      [0, 0],
    ],
    [
      'two identical payments are two',
      [doc('x', false, null, day), doc('x', false, null, day)],
      [0, 1],
    ],
    [
      'a transfer listed under the payer (debited) and under the payee (received) is one',
      [doc('t', true, day, null), doc('t', true, null, day)],
      [0, 0],
    ],
    [
      'two transfers each listed under both accounts are two',
      [
        doc('t', true, day, null),
        doc('t', true, day, null),
        doc('t', true, null, day),
        doc('t', true, null, day),
      ],
      [0, 1, 0, 1],
    ],
    [
      'copies of a transfer that name both dates count in pairs',
      [doc('t', true, day, day), doc('t', true, day, day), doc('t', true, day, day)],
      [0, 0, 1],
    ],
    ['a transfer listed once is the first', [doc('t', true, day, null)], [0]],
  ])('%s', (_, documents, positions) => {
    expect(statementPositions(documents)).toEqual(positions);
  });
});

describe('statementOwnership', () => {
  it.each([
    ["one of its accounts is the company's", [OTHER, A], own, 'ours'],
    ["none of its accounts is the company's", [OTHER], own, 'foreign'],
    ['a statement that names no account', [], own, 'foreign'],
    ['the company knows no account yet', [OTHER], new Set<string>(), 'first'],
  ] as const)('%s', (_, accounts, company, verdict) => {
    expect(statementOwnership(accounts, company)).toBe(verdict);
  });
});
