// The AI notification (SPEC.md sections 2 and 4): a hint for the page with Reply (opens the chat
// seeded with it) and close (marks it seen). Announced politely; reachable by keyboard.
import Headset from 'lucide-react/icons/headset';
import X from 'lucide-react/icons/x';
import { useTranslation } from '../../../lib/use-translation';
import { Button, IconButton } from '../../../ui/button';
import { cx } from '../../../ui/cx';
import { Avatar } from '../../../ui/misc';
import { Surface } from '../../../ui/surface';
import { Text } from '../../../ui/text';
import styles from './assistant.module.css';

export interface PageHintProps {
  text: string;
  onReply: () => void;
  onClose: () => void;
}

export function PageHint({ text, onReply, onClose }: PageHintProps) {
  const { t } = useTranslation();
  return (
    <Surface variant="flat" role="status" aria-live="polite" data-testid="page-hint" className={styles.hint}>
      <Avatar className={cx(styles.avatar, styles.avatarSmall)}>
        <Headset aria-hidden />
      </Avatar>
      <div className={styles.grow}>
        <Text variant="subtitle2" component="p" className={styles.bold}>
          {t('assistant.hintTitle')}
        </Text>
        <Text variant="body2" className={styles.hintText}>
          {text}
        </Text>
        <Button size="small" variant="contained" onClick={onReply} className={styles.reply}>
          {t('assistant.reply')}
        </Button>
      </div>
      <IconButton aria-label={t('assistant.dismissHint')} onClick={onClose} size="small" edge="end">
        <X aria-hidden />
      </IconButton>
    </Surface>
  );
}
