// The dashboard's side menu: one entry per section, the current one marked. On narrow screens
// it becomes a horizontally scrolling row, scrolled so that the current section is in view.
import Box from '@mui/material/Box';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { DASHBOARD_PAGES } from '@blitz/contract';
import type { DashboardPage } from '@blitz/contract';
import { DASHBOARD_SECTIONS } from './dashboard-sections';

export function DashboardMenu({ current }: { current: DashboardPage }) {
  const { t } = useTranslation();
  const row = useRef<HTMLUListElement>(null);
  useLayoutEffect(() => {
    const list = row.current;
    const item = list?.querySelector<HTMLElement>('[aria-current="page"]')?.closest('li');
    // Only the list scrolls sideways (never the page), and only when it overflows (phones).
    if (!list || !item || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft = item.offsetLeft - list.offsetLeft - (list.clientWidth - item.offsetWidth) / 2;
  }, [current]);
  return (
    <Box component="nav" aria-label={t('dashboard.sections')}>
      <Box
        ref={row}
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'flex',
          flexDirection: { xs: 'row', md: 'column' },
          gap: 0.5,
          overflowX: { xs: 'auto', md: 'visible' },
          pb: { xs: 1, md: 0 },
        }}
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
                sx={{
                  borderRadius: 2,
                  whiteSpace: 'nowrap',
                  // The darker orange in the light theme reads on the selected row's tint (WCAG AA).
                  '&.Mui-selected': {
                    color: (theme) => (theme.palette.mode === 'light' ? theme.palette.primary.dark : theme.palette.primary.main),
                  },
                  '&.Mui-selected .MuiListItemIcon-root': { color: 'primary.main' },
                }}
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
