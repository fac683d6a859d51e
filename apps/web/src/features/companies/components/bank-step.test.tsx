import { validateSettlementAccount } from '@kabinet/domain/companies';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { demoUser } from '../../../test/demo-user.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { startTestApi } from '../../../test/test-api.ts';
import { demoCompany } from '../../../test/companies/demo-company.ts';
import { BankStep } from './bank-step.tsx';

let api: Awaited<ReturnType<typeof startTestApi>> | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

const SBER_BIK = '044525225';

/** The 9th digit is the control key (russian-domain §1.6): pick the one the domain accepts. */
function withValidKey(account: string, bik: string): string {
  for (let key = 0; key <= 9; key += 1) {
    const candidate = `${account.slice(0, 8)}${key}${account.slice(9)}`;
    if (validateSettlementAccount(candidate, bik) === null) return candidate;
  }
  throw new Error('no key digit fits');
}

describe('bank step of company/fill', () => {
  it('fills the bank by BIK and refuses a settlement account whose key does not match the BIK', async () => {
    api = await startTestApi({
      [`GET /api/v1/banks/${SBER_BIK}`]: {
        status: 200,
        body: {
          data: {
            bik: SBER_BIK,
            name: 'ПАО Сбербанк',
            correspondent_account: '30101810400000000225',
            inn: '7707083893',
            kpp: '773601001',
            address: 'г Москва, ул Вавилова, д 19',
          },
        },
      },
    });
    const sent: unknown[] = [];
    const save = (body: unknown) => {
      sent.push(body);
      return Promise.resolve();
    };
    renderWithProviders(
      <BankStep company={demoCompany()} saving={false} save={save} onFinish={() => undefined} />,
      { user: demoUser() },
    );
    const typing = userEvent.setup();
    await typing.type(screen.getByRole('textbox', { name: /БИК/ }), SBER_BIK);
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Банк' })).toHaveValue('ПАО Сбербанк'),
    );
    expect(screen.getByRole('textbox', { name: 'Корреспондентский счёт' })).toHaveValue(
      '30101810400000000225',
    );

    const valid = withValidKey('40702810000000001234', SBER_BIK);
    const wrongKey = `${valid.slice(0, 8)}${(Number(valid[8]) + 1) % 10}${valid.slice(9)}`;
    const account = screen.getByRole('textbox', { name: /Расчётный счёт/ });
    await typing.type(account, wrongKey);
    expect(screen.getByText('Расчетный счет не соответствует БИК')).toBeInTheDocument();
    await typing.click(screen.getByRole('button', { name: 'Сохранить счёт' }));
    expect(sent).toHaveLength(0);

    await typing.clear(account);
    await typing.type(account, valid);
    expect(screen.queryByText('Расчетный счет не соответствует БИК')).not.toBeInTheDocument();
    await typing.click(screen.getByRole('button', { name: 'Сохранить счёт' }));
    expect(sent).toEqual([
      {
        bank: {
          bik: SBER_BIK,
          account: valid,
          correspondent_account: '30101810400000000225',
          bank_name: 'ПАО Сбербанк',
          is_main: true,
        },
      },
    ]);
  });
});
