import '@mantine/core/styles.css';
// The date pickers' and the dropzone's styles come with the pages that use them.
import './global.css';

import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { AnalyticsCounter } from '../shared/analytics/analytics-counter.tsx';
import { OfflineBanner } from '../shared/connection/offline-banner.tsx';
import { ToastViewport } from '../shared/toast/toast-viewport.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

// The last theme of this browser, applied before the user's settings load (no white flash).
const colorSchemeManager = localStorageColorSchemeManager({ key: 'kabinet-color-scheme' });

export function Providers({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="light"
    >
      <DatesProvider settings={{ locale: 'ru', firstDayOfWeek: 1 }}>
        <QueryClientProvider client={queryClient}>
          {children}
          <ToastViewport />
          <OfflineBanner />
          <AnalyticsCounter />
        </QueryClientProvider>
      </DatesProvider>
    </MantineProvider>
  );
}
