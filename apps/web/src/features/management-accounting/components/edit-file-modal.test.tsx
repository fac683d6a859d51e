import type { ManagementFile } from '@kabinet/domain/management-accounting';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { demoUser } from '../../../test/demo-user.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { startTestApi } from '../../../test/test-api.ts';
import { EditFileModal } from './edit-file-modal.tsx';

let api: Awaited<ReturnType<typeof startTestApi>> | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

const manager = () => demoUser({ role: { role_name: 'Менеджер', role_slug: 'manager' } });

const report: ManagementFile = {
  id: 3,
  company_id: 4,
  kind: 'pnl',
  kind_name: 'ОПиУ (прибыли и убытки)',
  period_type: 'month',
  period: '2026-10',
  period_name: 'октябрь 2026',
  title: 'ОПиУ за октябрь',
  comment: '',
  file_name: 'ОПиУ.xlsx',
  extension: 'xlsx',
  mime_type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  size: 1000,
  uploaded_by_name: 'Мария',
  created_at: '2026-11-02T10:00:00.000Z',
  updated_at: '2026-11-02T10:00:00.000Z',
};

function renderModal(onClose = vi.fn()) {
  renderWithProviders(<EditFileModal file={report} onClose={onClose} />, { user: manager() });
  return { onClose, dialog: screen.getByRole('dialog', { name: 'Изменить отчёт' }) };
}

describe('editing a published management report', () => {
  it('saves the new title, quarter and comment, then closes', async () => {
    api = await startTestApi({
      'PUT /api/v1/companies/4/accounting-management/files/3': {
        status: 200,
        body: { data: { ...report, title: 'ОПиУ за 4 квартал' } },
      },
    });
    const user = userEvent.setup();
    const { onClose, dialog } = renderModal();
    const title = within(dialog).getByRole('textbox', { name: 'Название' });
    expect(title).toHaveValue('ОПиУ за октябрь');
    await user.clear(title);
    await user.type(title, 'ОПиУ за 4 квартал');
    await user.click(within(dialog).getByRole('radio', { name: 'Квартал' }));
    const period = within(dialog).getByRole('textbox', { name: 'Период' });
    await user.clear(period);
    await user.type(period, '2026-Q4');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Комментарий для клиента' }),
      'Итог квартала',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.seen.find((r) => r.method === 'PUT')?.body).toEqual({
      title: 'ОПиУ за 4 квартал',
      comment: 'Итог квартала',
      period_type: 'quarter',
      period: '2026-Q4',
    });
  });

  it('shows a period in the wrong shape without asking the server', async () => {
    api = await startTestApi({});
    const user = userEvent.setup();
    const { onClose, dialog } = renderModal();
    await user.click(within(dialog).getByRole('radio', { name: 'Год' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Период' }), '26');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText('Период в формате ГГГГ.')).toBeInTheDocument();
    expect(api.seen).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('puts the server’s field message under its field and keeps the dialog open', async () => {
    api = await startTestApi({
      'PUT /api/v1/companies/4/accounting-management/files/3': {
        status: 422,
        body: {
          message: 'Проверьте поля.',
          errors: { title: ['Название не длиннее 200 символов.'] },
        },
      },
    });
    const user = userEvent.setup();
    const { onClose, dialog } = renderModal();
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(
      await within(dialog).findByText('Название не длиннее 200 символов.'),
    ).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
