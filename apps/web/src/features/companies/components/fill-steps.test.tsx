import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { demoUser } from '../../../test/demo-user.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { demoCompany } from '../../../test/companies/demo-company.ts';
import { DirectorStep, RequisitesStep } from './fill-steps.tsx';

/** A company/fill step with a `save` that records what it would send. */
function renderStep(Step: typeof RequisitesStep, company = demoCompany()) {
  const sent: unknown[] = [];
  const save = (body: unknown) => {
    sent.push(body);
    return Promise.resolve();
  };
  renderWithProviders(<Step company={company} saving={false} save={save} />, {
    user: demoUser(),
  });
  return sent;
}

const smirnov = () =>
  demoCompany({
    id: 2,
    name: 'ИП Смирнов И. П.',
    inn: '500100732259',
    kpp: '',
    ogrn: '',
    company_meta: { ...demoCompany().company_meta, kind: 'INDIVIDUAL' },
  });

describe('requisites step of company/fill', () => {
  it('asks an ИП for the name and the ОГРНИП, and lets a самозанятый go without it', async () => {
    const sent = renderStep(RequisitesStep, smirnov());
    const typing = userEvent.setup();
    await typing.clear(screen.getByRole('textbox', { name: 'Краткое название' }));
    await typing.click(screen.getByRole('button', { name: 'Сохранить и продолжить' }));
    expect(screen.getByText('Укажите название компании')).toBeInTheDocument();
    expect(screen.getByText('Укажите ОГРНИП')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await typing.type(screen.getByRole('textbox', { name: 'Краткое название' }), 'Смирнов И. П.');
    await typing.click(screen.getByRole('checkbox', { name: 'Самозанятый (без регистрации ИП)' }));
    await typing.click(screen.getByRole('button', { name: 'Сохранить и продолжить' }));
    expect(sent).toEqual([
      {
        requisites: expect.objectContaining({
          name: 'Смирнов И. П.',
          kpp: null,
          self_employed: true,
        }) as unknown,
      },
    ]);
  });

  it('refuses an organisation’s ОГРНИП in place of its ОГРН', async () => {
    const sent = renderStep(RequisitesStep, demoCompany({ ogrn: '' }));
    const typing = userEvent.setup();
    await typing.type(screen.getByRole('textbox', { name: 'ОГРН' }), '304500116000157');
    await typing.click(screen.getByRole('button', { name: 'Сохранить и продолжить' }));
    expect(screen.getByText('Для организации укажите ОГРН (13 цифр)')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });
});

describe('director step of company/fill', () => {
  it('requires the head’s full name and post', async () => {
    const company = demoCompany();
    const sent = renderStep(DirectorStep, {
      ...company,
      info: { ...company.info, director_name: '', director_post: '' },
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Сохранить и продолжить' }));
    expect(screen.getByText('Укажите ФИО руководителя')).toBeInTheDocument();
    expect(screen.getByText('Укажите должность руководителя')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });
});
