// What shows while a page chunk or the translations load.
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

export function PageLoader({ fullScreen = false }: { fullScreen?: boolean }) {
  return (
    <Box role="progressbar" aria-busy sx={{ display: 'grid', placeItems: 'center', minHeight: fullScreen ? '100vh' : '50vh' }}>
      <CircularProgress color="primary" aria-hidden />
    </Box>
  );
}
