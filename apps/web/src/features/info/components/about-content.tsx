// About us: what the shop is and what it promises.
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import TimerOutlined from '@mui/icons-material/TimerOutlined';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/use-translation';
import { BID_TIMER_SECONDS, SHIPPING_DAYS_MAX, SHIPPING_DAYS_MIN } from '@blitz/contract';

const VALUES = [
  { icon: <TimerOutlined />, titleKey: 'about.fairTitle', bodyKey: 'about.fair' },
  { icon: <LocalShippingOutlined />, titleKey: 'about.deliveryTitle', bodyKey: 'about.delivery' },
  { icon: <VerifiedUserOutlined />, titleKey: 'about.localTitle', bodyKey: 'about.local' },
] as const;

export function AboutContent() {
  const { t } = useTranslation();
  const values = { seconds: BID_TIMER_SECONDS, minDays: SHIPPING_DAYS_MIN, maxDays: SHIPPING_DAYS_MAX };
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, gap: 2.5 }}>
      {VALUES.map((value) => (
        <Paper variant="outlined" key={value.titleKey} sx={{ p: 3 }}>
          <Box aria-hidden sx={{ color: 'primary.main', mb: 1.5, '& svg': { fontSize: 32 } }}>
            {value.icon}
          </Box>
          <Typography variant="h6" component="h2">
            {t(value.titleKey)}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {t(value.bodyKey, values)}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
