// The signed-in frame: a top bar with the signed-in address and Sign out, the sections the role
// may open as a side list on wide screens and as a menu on phones, and the page.
import GavelIcon from '@mui/icons-material/Gavel';
import MenuIcon from '@mui/icons-material/Menu';
import {
  AppBar,
  Box,
  Button,
  Drawer,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Toolbar,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useState, type ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useSession } from '../lib/session';
import { linksFor } from './sections';

const DRAWER_WIDTH = 220;

export function Layout({ children }: { children: ReactNode }) {
  const { staff, signOut } = useSession();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const [open, setOpen] = useState(false);
  if (!staff) return null;
  const nav = (
    <nav aria-label="Sections">
      <List>
        {linksFor(staff.role).map((link) => (
          <ListItem key={link.path} disablePadding>
            <ListItemButton
              component={NavLink}
              to={link.path}
              onClick={() => setOpen(false)}
              sx={{ '&.active': { bgcolor: 'action.selected', fontWeight: 700 } }}
            >
              <ListItemText primary={link.label} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </nav>
  );
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <AppBar position="fixed" color="secondary" sx={{ zIndex: (t) => t.zIndex.drawer + 1 }}>
        <Toolbar sx={{ gap: 1 }}>
          {!wide && (
            <IconButton color="inherit" edge="start" aria-label="Open the sections menu" onClick={() => setOpen(true)}>
              <MenuIcon />
            </IconButton>
          )}
          <GavelIcon aria-hidden />
          <Typography component="span" sx={{ fontWeight: 800, flexGrow: 1 }} noWrap>
            Blitz staff
          </Typography>
          <Typography component="span" variant="body2" sx={{ display: { xs: 'none', sm: 'block' } }} noWrap>
            {staff.email} · {staff.role}
          </Typography>
          <Button color="inherit" onClick={signOut}>
            Sign out
          </Button>
        </Toolbar>
      </AppBar>
      <Drawer
        variant={wide ? 'permanent' : 'temporary'}
        open={wide || open}
        onClose={() => setOpen(false)}
        sx={{ width: wide ? DRAWER_WIDTH : undefined, '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' } }}
      >
        <Toolbar />
        {nav}
      </Drawer>
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 1.5, sm: 3 } }}>
        <Toolbar />
        {children}
      </Box>
    </Box>
  );
}
