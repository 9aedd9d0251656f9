// /admin (SPEC.md section 2): leaves the shop for the staff admin site. The server owns the
// address (ADMIN_URL) and answers a full page load of /admin with a redirect to it, so a
// navigation inside the SPA only has to hand the path over to the server.
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { usePageTitle } from '../hooks/use-page-title';

export const ADMIN_PATH = '/admin';

function leaveFor(url: string): void {
  window.location.replace(url);
}

export default function AdminRedirectPage({ go = leaveFor }: { go?: (url: string) => void }) {
  const { t } = useTranslation();
  usePageTitle(t('pages.admin'));
  useEffect(() => {
    go(ADMIN_PATH);
  }, [go]);
  return (
    <Box role="status" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', alignContent: 'center', gap: 2 }}>
      <CircularProgress aria-hidden />
      <Typography color="text.secondary">{t('app.redirectingToAdmin')}</Typography>
    </Box>
  );
}
