// 'Please check your link' (SPEC.md section 2): an emailed link arrived without its token.
import LinkOffRounded from '@mui/icons-material/LinkOffRounded';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { AuthCard } from './auth-card';

export function CheckLinkNotice({ pageTitle }: { pageTitle: string }) {
  const { t } = useTranslation();
  return (
    <AuthCard title={pageTitle}>
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <LinkOffRounded color="primary" sx={{ fontSize: 44 }} aria-hidden />
        <Typography variant="h5" component="h2">
          {t('auth.checkLink')}
        </Typography>
        <Typography color="text.secondary">{t('auth.checkLinkHint')}</Typography>
        <Button component={RouterLink} to="/" variant="contained">
          {t('auth.goHome')}
        </Button>
      </Stack>
    </AuthCard>
  );
}
