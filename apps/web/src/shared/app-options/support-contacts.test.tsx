import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '../../test/render.tsx';
import { appOptionsQuery, toOptionMap } from './app-options.ts';
import { SupportContacts } from './support-contacts.tsx';

describe('SupportContacts', () => {
  it('links the support phone and e-mail from the app options, nothing before they load', async () => {
    const { queryClient } = renderWithProviders(<SupportContacts />);
    expect(screen.queryByText(/Служба поддержки/)).toBeNull();
    act(() => {
      queryClient.setQueryData(
        appOptionsQuery.queryKey,
        toOptionMap([
          { option_name: 'support_phone', value: '+7 (800) 000-00-00' },
          { option_name: 'support_email', value: 'support@kabinet.demo' },
        ]),
      );
    });
    expect(await screen.findByRole('link', { name: '+7 (800) 000-00-00' })).toHaveAttribute(
      'href',
      'tel:+78000000000',
    );
    expect(screen.getByRole('link', { name: 'support@kabinet.demo' })).toHaveAttribute(
      'href',
      'mailto:support@kabinet.demo',
    );
  });
});
