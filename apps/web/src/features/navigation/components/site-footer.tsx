// The site footer (SPEC.md section 2): every footer link, Terms and Conditions (opens the terms
// modal over the current page through router state), two social links, the free-shipping claim
// the free-Blitz mention leading to the rewards, and the Allow Notifications button.
import Facebook from '@mui/icons-material/Facebook';
import Instagram from '@mui/icons-material/Instagram';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink, useLocation } from 'react-router';
import { OPEN_TERMS_STATE } from '../../../lib/navigation-state';
import { useAccountDialogs } from '../../../lib/account-dialogs';
import { BrandLogo } from './brand-logo';
import { FOOTER_COLUMNS, SOCIAL_LINKS } from './footer-links';
import { NotificationButton } from './notification-button';
import { TrustStrip } from './trust-strip';

const linkSx = { color: 'text.secondary', fontWeight: 500, '&:hover': { color: 'text.primary' } } as const;

export function SiteFooter() {
  const { t } = useTranslation();
  const location = useLocation();
  const dialogs = useAccountDialogs();

  return (
    <Box
      component="footer"
      aria-label={t('footer.label')}
      sx={{ mt: 'auto', borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <TrustStrip />
      <Container maxWidth="xl" sx={{ py: { xs: 5, md: 7 } }}>
        <Grid container spacing={{ xs: 4, md: 6 }}>
          <Grid size={{ xs: 12, md: 5 }}>
            <Stack spacing={2.5}>
              <BrandLogo />
              <Typography color="text.secondary" sx={{ maxWidth: 380 }}>
                {t('footer.about')}
              </Typography>
              <Link
                component={RouterLink}
                to="/dashboard?page=rewards"
                sx={{ fontWeight: 700, maxWidth: 380 }}
                data-testid="footer-free-blitz"
              >
                {t('footer.freeBlitz')}
              </Link>
              <Stack direction="row" spacing={1} aria-label={t('footer.followUs')} component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                <li>
                  <IconButton
                    component="a"
                    href={SOCIAL_LINKS.facebook}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t('footer.facebook')}
                    sx={{ border: 1, borderColor: 'divider' }}
                  >
                    <Facebook />
                  </IconButton>
                </li>
                <li>
                  <IconButton
                    component="a"
                    href={SOCIAL_LINKS.instagram}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t('footer.instagram')}
                    sx={{ border: 1, borderColor: 'divider' }}
                  >
                    <Instagram />
                  </IconButton>
                </li>
              </Stack>
              <NotificationButton />
            </Stack>
          </Grid>
          {FOOTER_COLUMNS.map((column) => (
            <Grid key={column.titleKey} size={{ xs: 6, md: 3.5 }} component="nav" aria-label={t(column.titleKey)}>
              <Typography variant="overline" component="h2" color="text.primary">
                {t(column.titleKey)}
              </Typography>
              <Stack component="ul" spacing={1.25} sx={{ listStyle: 'none', m: 0, mt: 1.5, p: 0 }}>
                {column.links.map((link) => (
                  <li key={link.labelKey}>
                    <Link component={RouterLink} to={link.to} state={link.state} sx={linkSx}>
                      {t(link.labelKey)}
                    </Link>
                  </li>
                ))}
                {column.titleKey === 'footer.help' && (
                  <li>
                    <Link
                      component={RouterLink}
                      to={{ pathname: location.pathname, search: location.search }}
                      state={OPEN_TERMS_STATE}
                      preventScrollReset
                      sx={linkSx}
                    >
                      {t('footer.terms')}
                    </Link>
                  </li>
                )}
                {column.titleKey === 'footer.help' && dialogs && (
                  <li>
                    <Link
                      component="button"
                      type="button"
                      onClick={dialogs.openReport}
                      sx={{ ...linkSx, font: 'inherit', textAlign: 'left' }}
                    >
                      {t('report.open')}
                    </Link>
                  </li>
                )}
              </Stack>
            </Grid>
          ))}
        </Grid>
        <Divider sx={{ my: { xs: 4, md: 5 } }} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'space-between', color: 'text.secondary' }}>
          <Typography variant="body2">{t('footer.copyright', { year: new Date().getFullYear() })}</Typography>
          <Typography variant="body2">{t('footer.secure')}</Typography>
        </Stack>
      </Container>
    </Box>
  );
}
