// The loading state of a page or a list.
import { Box, CircularProgress } from '@mui/material';

export function Loading({ label = 'Loading' }: { label?: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }} role="status" aria-live="polite">
      <CircularProgress aria-label={label} />
    </Box>
  );
}
