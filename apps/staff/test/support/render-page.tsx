// Renders a page of the console as the app does: its theme, a fresh query client and the session of
// the stored token (read through /auth/me of the fake API), inside a router at `path`.
import type { StaffMember, StaffRole } from '@blitz/contract';
import { ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { staffTheme } from '../../src/app/theme';
import { createQueryClient } from '../../src/lib/query-client';
import { SessionProvider } from '../../src/lib/session';
import { storeStaffToken } from '../../src/lib/token-store';

export const STAFF_TOKEN = 'staff-token-1';

export function staffMember(role: StaffRole, email = `${role}@blitz.example.test`): StaffMember {
  return { id: 7, email, role, active: true, setUp: true, createdAt: '2026-01-05T08:00:00.000Z' };
}

/** The fake API's answer to /auth/me for a signed-in member of `role`. */
export const meRoute = (role: StaffRole) => ({ '/auth/me': { json: staffMember(role) } });

/**
 * Renders `page` at `path` (matched by `route`, e.g. '/orders/:id'); with `signedIn` the staff
 * token is stored first, so the session asks /auth/me.
 */
export function renderPage(page: ReactElement, options: { path?: string; route?: string; signedIn?: boolean } = {}) {
  const { path = '/', route = path, signedIn = true } = options;
  if (signedIn) storeStaffToken(STAFF_TOKEN);
  const queryClient = createQueryClient();
  return render(
    <ThemeProvider theme={staffTheme}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path={route} element={page} />
              <Route path="*" element={<p>Elsewhere</p>} />
            </Routes>
          </MemoryRouter>
        </SessionProvider>
      </QueryClientProvider>
    </ThemeProvider>,
  );
}
