import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ErrorDialogHost } from '../lib/error-dialog';
import { TOAST_MS } from '../lib/handle-api-error';
import { createQueryClient } from '../lib/query-client';
import { cssVariables, theme } from './theme';

/** The app's providers; `makeQueryClient` makes the client (the web tests': retries without delay). */
export function AppProviders({ children, makeQueryClient = createQueryClient }: { children: ReactNode; makeQueryClient?: () => QueryClient }) {
  const [queryClient] = useState(makeQueryClient);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariables}>
      {/* Bottom right: a toast never covers the top bar's bell, scan and account buttons. */}
      <Notifications autoClose={TOAST_MS} position="bottom-right" />
      <QueryClientProvider client={queryClient}>
        {children}
        <ErrorDialogHost />
      </QueryClientProvider>
    </MantineProvider>
  );
}
