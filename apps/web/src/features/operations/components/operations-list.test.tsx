import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '../../../test/render.tsx';
import { testOperation } from '../../../test/operations/operations.fixtures.ts';
import { OperationsList } from './operations-list.tsx';

const withoutRequisites = testOperation({
  id: 2,
  counterparty: {
    name: 'Иванов Иван Иванович',
    inn: null,
    kpp: null,
    account: null,
    bank_name: null,
    bik: null,
  },
  account: '',
});

async function expectRequisitesBehindTheButton() {
  const user = userEvent.setup();
  const toggle = screen.getByRole('button', { name: 'Реквизиты: ИП Смирнов А. В.' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByText('АО "АЛЬФА-БАНК"')).not.toBeInTheDocument();
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const details = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
  expect(details).not.toBeNull();
  const text = details?.textContent ?? '';
  expect(text).toContain('Счёт: 40802810100000005678');
  expect(text).toContain('Банк: АО "АЛЬФА-БАНК"');
  expect(text).toContain('БИК: 044525593');
  expect(text).toContain('Наш счёт: 40702810938000012345');
  expect(screen.queryByRole('button', { name: 'Реквизиты: Иванов Иван Иванович' })).toBeNull();
}

describe('the operations list', () => {
  it('opens the counterparty’s account, bank and BIK from a table row', async () => {
    renderWithProviders(<OperationsList operations={[testOperation(), withoutRequisites]} />);
    const table = screen.getByRole('table');
    expect(within(table).getByText('ИНН 500100732259')).toBeInTheDocument();
    await expectRequisitesBehindTheButton();
  });

  it('opens the same requisites from a card on a phone', async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...matchMedia(query), matches: true });
    try {
      renderWithProviders(<OperationsList operations={[testOperation(), withoutRequisites]} />);
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(screen.getAllByRole('article')).toHaveLength(2);
      await expectRequisitesBehindTheButton();
    } finally {
      window.matchMedia = matchMedia;
    }
  });
});
