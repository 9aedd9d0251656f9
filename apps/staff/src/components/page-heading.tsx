// A page's heading (its h1) with what sits beside it on the right (buttons, a status), wrapping
// under it on a narrow screen.
import { Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export function PageHeading({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2, gap: 1, flexWrap: 'wrap' }}>
      <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}
