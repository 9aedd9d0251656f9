// Allow Notifications (SPEC.md section 2, footer): shown only while the browser permission is
// undecided; clicking asks the browser and hides the button.
import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/use-translation';
import { useNotificationPermission } from '../hooks/use-notification-permission';

export function NotificationButton() {
  const { t } = useTranslation();
  const { canAsk, request } = useNotificationPermission();
  if (!canAsk) return null;
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2" color="text.secondary">
        {t('footer.notificationsHint')}
      </Typography>
      <Button variant="outlined" color="primary" startIcon={<NotificationsActiveOutlined />} onClick={() => void request()}>
        {t('footer.allowNotifications')}
      </Button>
    </Stack>
  );
}
