// Contact support: what the support team helps with, the FAQ, the support address and, beside
// them, the Report a Problem form the page passes in (its messages land in the staff console's
// reports inbox). On a phone the form follows the first card; from md it takes the left column.
import HelpCenterOutlined from '@mui/icons-material/HelpCenterOutlined';
import MailOutlined from '@mui/icons-material/MailOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { SUPPORT_EMAIL } from '@blitz/contract';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { SCROLL_TO_FAQ_STATE } from '../../../lib/navigation-state';

const AREAS = {
  xs: '"help" "form" "faq" "email"',
  md: '"form help" "form faq" "form email" "form ."',
};

export function ContactContent({ reportForm }: { reportForm: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
        gridTemplateAreas: AREAS,
        gridTemplateRows: { md: 'auto auto auto 1fr' },
        gap: 2.5,
        maxWidth: 1080,
      }}
    >
      <Paper variant="outlined" sx={{ p: 3, gridArea: 'help' }}>
        <SupportAgentOutlined color="primary" sx={{ fontSize: 32, mb: 1.5 }} aria-hidden />
        <Typography variant="h6" component="h2">
          {t('contact.helpTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('contact.help')}
        </Typography>
      </Paper>
      <Paper variant="outlined" sx={{ p: 3, gridArea: 'form' }}>
        {reportForm}
      </Paper>
      <Paper variant="outlined" sx={{ p: 3, gridArea: 'faq' }}>
        <HelpCenterOutlined color="primary" sx={{ fontSize: 32, mb: 1.5 }} aria-hidden />
        <Typography variant="h6" component="h2">
          {t('contact.faqTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, mb: 2 }}>
          {t('contact.faq')}
        </Typography>
        <Button component={RouterLink} to="/guide" state={SCROLL_TO_FAQ_STATE} variant="outlined">
          {t('contact.faqButton')}
        </Button>
      </Paper>
      <Paper variant="outlined" sx={{ p: 3, gridArea: 'email' }}>
        <MailOutlined color="primary" sx={{ fontSize: 32, mb: 1.5 }} aria-hidden />
        <Typography variant="h6" component="h2">
          {t('contact.emailTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
          {t('contact.email')}{' '}
          <Link href={`mailto:${SUPPORT_EMAIL}`} sx={{ fontWeight: 700 }}>
            {SUPPORT_EMAIL}
          </Link>
        </Typography>
      </Paper>
    </Box>
  );
}
