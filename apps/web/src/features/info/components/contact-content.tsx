// Contact support: what the support team helps with. The Report a Problem form arrives with its
// own issue.
import HelpCenterOutlined from '@mui/icons-material/HelpCenterOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { SCROLL_TO_FAQ_STATE } from '../../../lib/navigation-state';

export function ContactContent() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2.5, maxWidth: 960 }}>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <SupportAgentOutlined color="primary" sx={{ fontSize: 32, mb: 1.5 }} aria-hidden />
        <Typography variant="h6" component="h2">
          {t('contact.helpTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('contact.help')}
        </Typography>
      </Paper>
      <Paper variant="outlined" sx={{ p: 3 }}>
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
    </Box>
  );
}
