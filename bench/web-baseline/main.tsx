// The baseline of `npm run bench:web`: a bare React + MUI page (theme, app bar, heading, a few
// cards and buttons) built and served like the shop, so that the shop's Lighthouse figures can be
// read as a ratio to what React and MUI cost on the same machine in the same run.
import {
  AppBar,
  Box,
  Button,
  Card,
  CardContent,
  Container,
  CssBaseline,
  Grid,
  ThemeProvider,
  Toolbar,
  Typography,
  createTheme,
} from '@mui/material';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

const theme = createTheme({ palette: { mode: 'dark', primary: { main: '#ffb300' } } });

function Page() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <AppBar position="static">
        <Toolbar>
          <Typography variant="h6" component="span">
            Baseline
          </Typography>
        </Toolbar>
      </AppBar>
      <Container component="main" sx={{ py: 3 }}>
        <Typography variant="h3" component="h1" gutterBottom>
          A bare React and MUI page
        </Typography>
        <Grid container spacing={2}>
          {Array.from({ length: 8 }, (_, index) => (
            <Grid key={index} size={{ xs: 6, md: 3 }}>
              <Card>
                <CardContent>
                  <Box sx={{ aspectRatio: '1', bgcolor: 'action.hover', mb: 1 }} />
                  <Typography variant="subtitle1" component="h2">
                    Card {index + 1}
                  </Typography>
                  <Button variant="contained" fullWidth>
                    Bid
                  </Button>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Container>
    </ThemeProvider>
  );
}

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <Page />
    </StrictMode>,
  );
