import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { demoUser } from '../../../test/demo-user.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { startTestApi } from '../../../test/test-api.ts';
import { testOperation } from '../../../test/operations/operations.fixtures.ts';
import { OperationsPanel } from './operations-panel.tsx';

let api: Awaited<ReturnType<typeof startTestApi>> | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

const manager = () =>
  demoUser({ id: 2, role: { role_name: 'Менеджер', role_slug: 'manager' }, companies: [] });

const statementImport = (status: 'queued' | 'done') => ({
  id: 9,
  company_id: 4,
  file_name: 'kl_to_1c.txt',
  status,
  total: 6,
  processed: status === 'done' ? 6 : 0,
  added: status === 'done' ? 6 : 0,
  skipped: 0,
  error: null,
  uploaded_by: 'Мария',
  created_at: '2026-11-02T10:00:00.000Z',
  finished_at: status === 'done' ? '2026-11-02T10:00:05.000Z' : null,
});

const rent = {
  id: 5,
  kind: 'words',
  value: 'аренда офиса',
  category_code: 'rent',
  category_name: 'Аренда',
  priority: 0,
  created_at: '2026-11-01T10:00:00.000Z',
};

function routes() {
  return {
    'GET /api/v1/companies/4/operations': {
      status: 200,
      body: {
        data: [testOperation()],
        meta: {
          next_cursor: null,
          per_page: 50,
          totals: { income_kopecks: 0, expense_kopecks: 6_000_000, count: 1 },
        },
      },
    },
    'GET /api/v1/companies/4/operations/summary': {
      status: 200,
      body: {
        data: { month: '2026-11', count: 1, included: null, over: false, text: 'В ноябре 1' },
      },
    },
    'GET /api/v1/companies/4/operations/imports': {
      status: 200,
      body: { data: [statementImport('done')] },
    },
    'POST /api/v1/companies/4/operations/imports': {
      status: 201,
      body: { data: statementImport('queued') },
    },
    'GET /api/v1/companies/4/operations/rules': { status: 200, body: { data: [rent] } },
    'POST /api/v1/companies/4/operations/rules': {
      status: 201,
      body: {
        data: {
          rule: { ...rent, id: 6, kind: 'inn', value: '7727406020', category_code: 'taxes' },
          recategorised: 2,
        },
      },
    },
    'DELETE /api/v1/companies/4/operations/rules/5': {
      status: 200,
      body: { data: { recategorised: 0 } },
    },
  };
}

describe('the client card’s «Операции» for staff', () => {
  it('shows how the last import went and uploads the client’s next statement', async () => {
    api = await startTestApi(routes());
    renderWithProviders(<OperationsPanel companyId={4} userId={2} canEdit />, {
      user: manager(),
    });
    await screen.findByRole('table');
    expect(await screen.findByText('Добавлено 6, уже были загружены 0')).toBeInTheDocument();
    const statement = new File(['1CClientBankExchange'], 'kl_to_1c.txt', { type: 'text/plain' });
    fireEvent.change(screen.getByLabelText('Файл выписки'), { target: { files: [statement] } });
    await waitFor(() => expect(api?.seen.some((r) => r.method === 'POST')).toBe(true));
    const sent = String(api.seen.find((r) => r.method === 'POST')?.body ?? '');
    expect(sent).toContain('filename="kl_to_1c.txt"');
    expect(sent).toContain('1CClientBankExchange');
    // Taken as a success: the list of imports is asked again, and no error is shown.
    const posted = api.seen.findIndex((r) => r.method === 'POST');
    await waitFor(() =>
      expect(
        api?.seen
          .slice(posted)
          .some((r) => r.method === 'GET' && r.url.includes('/operations/imports')),
      ).toBe(true),
    );
    expect(screen.queryByText(/Ошибка/)).toBeNull();
  });

  it('keeps the category rules: checks an INN, adds a rule and removes one', async () => {
    api = await startTestApi(routes());
    const user = userEvent.setup();
    renderWithProviders(<OperationsPanel companyId={4} userId={2} canEdit />, {
      user: manager(),
    });
    await user.click(await screen.findByRole('button', { name: 'Правила категорий' }));
    const dialog = await screen.findByRole('dialog', { name: 'Правила категорий' });
    expect(await within(dialog).findByText('аренда офиса')).toBeInTheDocument();

    const form = within(dialog).getByRole('form', { name: 'Новое правило' });
    await user.selectOptions(within(form).getByLabelText('Узнавать по'), 'inn');
    await user.type(within(form).getByRole('textbox', { name: 'ИНН контрагента' }), '12345');
    await user.selectOptions(within(form).getByLabelText('Категория'), 'taxes');
    await user.click(within(form).getByRole('button', { name: 'Добавить правило' }));
    expect(within(form).getByText('ИНН — 10 или 12 цифр.')).toBeInTheDocument();
    expect(api.seen.some((r) => r.method === 'POST')).toBe(false);

    const inn = within(form).getByRole('textbox', { name: 'ИНН контрагента' });
    await user.clear(inn);
    await user.type(inn, '7727406020');
    await user.click(within(form).getByRole('button', { name: 'Добавить правило' }));
    expect(
      await screen.findByText('Правило добавлено. Категория изменена у операций: 2'),
    ).toBeInTheDocument();
    expect(api.seen.find((r) => r.method === 'POST')?.body).toMatchObject({
      kind: 'inn',
      value: '7727406020',
      category_code: 'taxes',
    });

    await user.click(
      within(dialog).getByRole('button', { name: 'Удалить правило «аренда офиса»' }),
    );
    const ask = await screen.findByRole('dialog', { name: 'Удалить правило?' });
    expect(api?.seen.some((r) => r.method === 'DELETE')).toBe(false);
    await user.click(within(ask).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(api?.seen.some((r) => r.method === 'DELETE')).toBe(true));
    expect(
      await screen.findByText('Правило удалено. Категории операций не изменились'),
    ).toBeInTheDocument();
  });
});
