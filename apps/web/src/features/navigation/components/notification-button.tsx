// Allow Notifications (SPEC.md section 2, footer): shown only while the browser permission is
// undecided; clicking asks the browser and hides the button.
import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/use-translation';
import { useNotificationPermission } from '../hooks/use-notification-permission';

export function NotificationButton() {
  const { canAsk, request } = useNotificationPermission();
  if (!canAsk) return null;
  return <NotificationPrompt onRequest={() => void request()} />;
}

/** The hint and the button, as the footer shows them while the permission is undecided. */
export function NotificationPrompt({ onRequest }: { onRequest: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2" color="text.secondary">
        {t('footer.notificationsHint')}
      </Typography>
      <Button variant="outlined" color="primary" startIcon={<NotificationsActiveOutlined />} onClick={onRequest}>
        {t('footer.allowNotifications')}
      </Button>
    </Stack>
  );
}
