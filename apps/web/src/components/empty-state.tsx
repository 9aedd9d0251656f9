// The empty state of a dashboard section or list: an icon, a title, a line of help and the
// actions that lead on (browse, buy Blitz, clear the filters).
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SvgIconComponent } from '@mui/icons-material';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  icon: SvgIconComponent;
  title: string;
  body: string;
  children: ReactNode;
}

export function EmptyState({ icon: Icon, title, body, children }: EmptyStateProps) {
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 4, md: 6 } }}>
      <Icon sx={{ fontSize: 48, color: 'primary.main' }} aria-hidden />
      <Typography variant="h6" component="p" sx={{ mt: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {body}
      </Typography>
      {children}
    </Box>
  );
}
