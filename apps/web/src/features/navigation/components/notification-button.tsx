// Allow Notifications (SPEC.md section 2, footer): shown only while the browser permission is
// undecided; clicking asks the browser and hides the button.
import BellRing from 'lucide-react/icons/bell-ring';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../ui/button';
import { Stack } from '../../../ui/stack';
import { Text } from '../../../ui/text';
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
    <Stack spacing={1} align="start">
      <Text variant="body2" color="text.secondary">
        {t('footer.notificationsHint')}
      </Text>
      <Button variant="outlined" startIcon={<BellRing aria-hidden />} onClick={onRequest}>
        {t('footer.allowNotifications')}
      </Button>
    </Stack>
  );
}
