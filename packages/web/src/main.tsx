import { installZodMessages } from '@jobsite/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { createRouter } from './app/router';

// The spec's validation texts ("This field may not be blank.") for every form. Core installs them
// when its entry is evaluated, but a build never evaluates that entry: core declares its modules
// free of side effects, so the bundler takes each export from its own module and skips the entry's
// bare import. Without this call the built app showed zod's own texts ("Too small: expected string
// to have >=1 characters") where the tests, which evaluate the entry, saw the spec's.
installZodMessages();

const router = createRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
