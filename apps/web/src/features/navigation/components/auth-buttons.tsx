// Login and Sign Up for visitors. The modals arrive with the auth issue; until then the buttons
// go to the full-page routes.
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

export function AuthButtons({ stacked = false, compact = false }: { stacked?: boolean; compact?: boolean }) {
  const { t } = useTranslation();
  const size = compact ? 'small' : 'medium';
  return (
    <Stack direction={stacked ? 'column' : 'row'} spacing={1} sx={{ flexShrink: 0 }}>
      <Button component={RouterLink} to="/login" variant="outlined" color="inherit" size={size} sx={{ borderColor: 'divider', whiteSpace: 'nowrap' }}>
        {t('nav.login')}
      </Button>
      <Button component={RouterLink} to="/signup" variant="contained" size={size} sx={{ whiteSpace: 'nowrap' }}>
        {t('nav.signUp')}
      </Button>
    </Stack>
  );
}
