// The console: providers, then sign-in for visitors and the role-aware sections for staff.
import { StyleCacheProvider } from '@blitz/browser/style-cache';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { Loading } from '../components/loading';
import { AuctionFormPage } from '../features/auctions/auction-form-page';
import { AuctionsPage } from '../features/auctions/auctions-page';
import { MonitorPage } from '../features/auctions/monitor/monitor-page';
import { AuditPage } from '../features/audit/audit-page';
import { SetupPage } from '../features/auth/setup-page';
import { SignInPage } from '../features/auth/sign-in-page';
import { StaffPage } from '../features/staff/staff-page';
import { createQueryClient } from '../lib/query-client';
import { SessionProvider, useSession } from '../lib/session';
import { catalogueRoutes } from './catalogue-routes';
import { HomePage } from './home-page';
import { Layout } from './layout';
import { operationRoutes } from './operation-routes';
import { staffTheme } from './theme';

function ConsoleRoutes() {
  const { staff, loading } = useSession();
  if (loading) return <Loading label="Signing in" />;
  if (!staff) {
    return (
      <Routes>
        <Route path="/setup/:token" element={<SetupPage />} />
        <Route path="*" element={<SignInPage />} />
      </Routes>
    );
  }
  return (
    <Layout>
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route path="/auctions" element={<AuctionsPage />} />
        <Route path="/live-monitor" element={<MonitorPage />} />
        <Route path="/auctions/new" element={<AuctionFormPage mode="create" />} />
        <Route path="/auctions/:id" element={<AuctionFormPage mode="edit" />} />
        <Route path="/auctions/:id/clone" element={<AuctionFormPage mode="clone" />} />
        <Route path="/staff-accounts" element={<StaffPage />} />
        <Route path="/audit" element={<AuditPage />} />
        {operationRoutes}
        {catalogueRoutes}
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </Layout>
  );
}

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <StyleCacheProvider>
      <ThemeProvider theme={staffTheme}>
        <CssBaseline />
        <QueryClientProvider client={queryClient}>
          <SessionProvider>
            <BrowserRouter basename="/staff">
              <ConsoleRoutes />
            </BrowserRouter>
          </SessionProvider>
        </QueryClientProvider>
      </ThemeProvider>
    </StyleCacheProvider>
  );
}
