// On phones (at most 768 px wide, SPEC.md section 2) the filter panel slides up in a drawer;
// choices apply at once, and "Show results" closes it.
import CloseRounded from '@mui/icons-material/CloseRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';

export interface FilterDrawerProps {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}

export function FilterDrawer({ open, onClose, children }: FilterDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      anchor="bottom"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: { 'aria-label': t('search.filters'), sx: { maxHeight: '88vh', borderTopLeftRadius: 16, borderTopRightRadius: 16 } },
      }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 1, pt: 1 }}>
        <IconButton onClick={onClose} aria-label={t('search.closeFilters')}>
          <CloseRounded />
        </IconButton>
      </Box>
      <Box sx={{ px: 2.5, pb: 2, overflowY: 'auto' }}>{children}</Box>
      <Box sx={{ p: 2, borderTop: 1, borderColor: 'divider' }}>
        <Button fullWidth variant="contained" size="large" onClick={onClose}>
          {t('search.showResults')}
        </Button>
      </Box>
    </Drawer>
  );
}
