// The reassurance band above the footer: free shipping on all orders (SPEC.md section 1), secure
// payments, returns, and who may take part.
import AssignmentReturnOutlined from '@mui/icons-material/AssignmentReturnOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/use-translation';
import { MIN_BIDDER_AGE, RETURNS_DAYS } from '@blitz/contract';

const ITEMS = [
  { icon: <LocalShippingOutlined />, labelKey: 'footer.freeShipping' },
  { icon: <LockOutlined />, labelKey: 'footer.securePayments' },
  { icon: <AssignmentReturnOutlined />, labelKey: 'footer.returns' },
  { icon: <VerifiedUserOutlined />, labelKey: 'footer.adults' },
] as const;

export function TrustStrip() {
  const { t } = useTranslation();
  return (
    <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Container
        maxWidth="xl"
        component="ul"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
          gap: 2,
          py: 3,
          my: 0,
          listStyle: 'none',
        }}
      >
        {ITEMS.map((item) => (
          <Box component="li" key={item.labelKey} sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
            <Box
              aria-hidden
              sx={{
                display: 'grid',
                placeItems: 'center',
                width: 40,
                height: 40,
                borderRadius: 2.5,
                color: 'primary.main',
                bgcolor: 'action.hover',
                flexShrink: 0,
              }}
            >
              {item.icon}
            </Box>
            <Typography sx={{ fontWeight: 600 }}>{t(item.labelKey, { days: RETURNS_DAYS, minAge: MIN_BIDDER_AGE })}</Typography>
          </Box>
        ))}
      </Container>
    </Box>
  );
}
