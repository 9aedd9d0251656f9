// The pieces of the home product list that have no data logic: section headings and the
// loading, empty and error panels.
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import RefreshRounded from '@mui/icons-material/RefreshRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';

export function SectionHeading({ id, title, subtitle, aside }: { id: string; title: string; subtitle?: string; aside?: ReactNode }) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'flex-end' }, mb: { xs: 2, md: 3 } }}
    >
      <Box>
        <Typography id={id} component="h2" variant="h5" sx={{ fontWeight: 800, fontSize: { xs: '1.25rem', md: '1.5rem' } }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
            {subtitle}
          </Typography>
        )}
      </Box>
      {aside}
    </Stack>
  );
}

function Panel({ icon, title, body, action, role }: { icon: ReactNode; title: string; body: string; action?: ReactNode; role?: string }) {
  return (
    <Paper variant="outlined" role={role} sx={{ borderRadius: '16px', py: { xs: 6, md: 8 }, px: 3, textAlign: 'center' }}>
      <Stack spacing={1.5} sx={{ alignItems: 'center', maxWidth: 420, mx: 'auto' }}>
        <Box sx={{ color: 'text.secondary', '& svg': { fontSize: 48 } }}>{icon}</Box>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{body}</Typography>
        {action && <Box sx={{ pt: 1 }}>{action}</Box>}
      </Stack>
    </Paper>
  );
}

export function EmptyProducts() {
  const { t } = useTranslation();
  return <Panel icon={<Inventory2Outlined />} title={t('home.emptyTitle')} body={t('home.emptyBody')} />;
}

export function ProductsError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <Panel
      role="alert"
      icon={<ErrorOutlineRounded color="error" />}
      title={t('home.errorTitle')}
      body={t('home.errorBody')}
      action={
        <Button variant="contained" startIcon={<RefreshRounded />} onClick={onRetry} loading={retrying}>
          {t('home.retry')}
        </Button>
      }
    />
  );
}
