// The dashboard's side menu: one entry per section, the current one marked. On narrow screens
// it becomes a horizontally scrolling row.
import Box from '@mui/material/Box';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DASHBOARD_PAGES } from '@blitz/contract';
import type { DashboardPage } from '@blitz/contract';
import { DASHBOARD_SECTIONS } from './dashboard-sections';

export function DashboardMenu({ current }: { current: DashboardPage }) {
  const { t } = useTranslation();
  return (
    <Box component="nav" aria-label={t('dashboard.sections')}>
      <Box
        component="ul"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: { xs: 'row', md: 'column' }, gap: 0.5, overflowX: { xs: 'auto', md: 'visible' }, pb: { xs: 1, md: 0 } }}
      >
        {DASHBOARD_PAGES.map((page) => {
          const selected = page === current;
          return (
            <li key={page}>
              <ListItemButton
                component={RouterLink}
                to={`/dashboard?page=${page}`}
                selected={selected}
                aria-current={selected ? 'page' : undefined}
                sx={{ borderRadius: 2, whiteSpace: 'nowrap', '&.Mui-selected': { color: 'primary.main' }, '&.Mui-selected .MuiListItemIcon-root': { color: 'primary.main' } }}
              >
                <ListItemIcon>{DASHBOARD_SECTIONS[page].icon}</ListItemIcon>
                <ListItemText primary={t(DASHBOARD_SECTIONS[page].labelKey)} slotProps={{ primary: { sx: { fontWeight: 600 } } }} />
              </ListItemButton>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
