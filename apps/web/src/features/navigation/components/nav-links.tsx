// The header's main links (SPEC.md section 2): Home, Winners, Guide, About.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from '../../../lib/use-translation';
import { NavLink } from 'react-router';

export const NAV_LINKS = [
  { to: '/', labelKey: 'nav.home', end: true },
  { to: '/winners', labelKey: 'nav.winners', end: false },
  { to: '/guide', labelKey: 'nav.guide', end: false },
  { to: '/about', labelKey: 'nav.about', end: false },
] as const;

export function NavLinks({ dense = false }: { dense?: boolean }) {
  const { t } = useTranslation();
  return (
    <Box component="ul" sx={{ display: 'flex', alignItems: 'center', gap: dense ? 0 : 0.5, listStyle: 'none', m: 0, p: 0 }}>
      {NAV_LINKS.map((link) => (
        <li key={link.to}>
          <Button
            component={NavLink}
            to={link.to}
            end={link.end}
            color="inherit"
            size={dense ? 'small' : 'medium'}
            sx={{
              px: dense ? 1.25 : 1.5,
              fontWeight: 600,
              color: 'text.secondary',
              whiteSpace: 'nowrap',
              '&:hover': { color: 'text.primary', bgcolor: 'action.hover' },
              '&.active': { color: 'text.primary', boxShadow: (theme) => `inset 0 -2px 0 ${theme.palette.primary.main}`, borderRadius: 0 },
            }}
          >
            {t(link.labelKey)}
          </Button>
        </li>
      ))}
    </Box>
  );
}
