// /admin (SPEC.md section 2): leaves the shop for the staff admin site.
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { webConfig } from '../config';
import { usePageTitle } from '../hooks/use-page-title';

function leaveFor(url: string): void {
  window.location.assign(url);
}

export default function AdminRedirectPage({ go = leaveFor }: { go?: (url: string) => void }) {
  const { t } = useTranslation();
  usePageTitle(t('pages.admin'));
  useEffect(() => {
    go(webConfig.adminUrl);
  }, [go]);
  return (
    <Box role="status" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', alignContent: 'center', gap: 2 }}>
      <CircularProgress aria-hidden />
      <Typography color="text.secondary">{t('app.redirectingToAdmin')}</Typography>
    </Box>
  );
}
