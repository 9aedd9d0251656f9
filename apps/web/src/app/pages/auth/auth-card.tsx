// The centred card every account page sits in: brand mark, heading (also the page title),
// an introduction, the page's content and an optional close button.
import CloseRounded from '@mui/icons-material/CloseRounded';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { BrandMark } from '../../../features/navigation/components/brand-logo';
import { usePageTitle } from '../../hooks/use-page-title';

export interface AuthCardProps {
  title: string;
  intro?: string;
  onClose?: () => void;
  children?: ReactNode;
}

export function AuthCard({ title, intro, onClose, children }: AuthCardProps) {
  const { t } = useTranslation();
  usePageTitle(title);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 5, md: 9 } }}>
      <Paper variant="outlined" sx={{ position: 'relative', p: { xs: 3, sm: 5 }, borderRadius: 4 }}>
        {onClose && (
          <IconButton aria-label={t('auth.close')} onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
            <CloseRounded />
          </IconButton>
        )}
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <BrandMark size={48} />
          <Typography variant="h4" component="h1">
            {title}
          </Typography>
          {intro && <Typography color="text.secondary">{intro}</Typography>}
          {children && <Box sx={{ width: '100%', pt: 1 }}>{children}</Box>}
        </Stack>
      </Paper>
    </Container>
  );
}
