// The common frame of a content page: its heading (also the document title), an optional
// introduction, and the page body.
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { Breakpoint } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { usePageTitle } from '../hooks/use-page-title';

export interface PageShellProps {
  title: string;
  intro?: ReactNode;
  eyebrow?: string;
  maxWidth?: Breakpoint;
  children?: ReactNode;
}

export function PageShell({ title, intro, eyebrow, maxWidth = 'lg', children }: PageShellProps) {
  usePageTitle(title);
  return (
    <Container maxWidth={maxWidth} sx={{ py: { xs: 4, md: 7 } }}>
      <Box component="header" sx={{ mb: { xs: 3, md: 5 }, maxWidth: 760 }}>
        {eyebrow && (
          <Typography variant="overline" color="primary" component="p">
            {eyebrow}
          </Typography>
        )}
        <Typography variant="h3" component="h1" sx={{ fontSize: { xs: '2rem', md: '2.75rem' } }}>
          {title}
        </Typography>
        {intro && (
          <Typography color="text.secondary" sx={{ mt: 1.5, fontSize: { md: '1.1rem' } }}>
            {intro}
          </Typography>
        )}
      </Box>
      {children}
    </Container>
  );
}
