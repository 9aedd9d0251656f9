// The AI notification (SPEC.md sections 2 and 4): a hint for the page with Reply (opens the chat
// seeded with it) and close (marks it seen). Announced politely; reachable by keyboard. On a phone
// it lies across the bottom of the screen, over whatever is there: it steps aside (unseen, so it
// comes back on the next visit) as soon as the shopper scrolls, so it never stays over the page's
// main action, the bid button, that they scroll to.
import { useEffect } from 'react';
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
  /** Hides the hint without marking it seen. */
  onStepAside: () => void;
}

/** Where the hint lies across the bottom of the screen (assistant.module.css). */
const PHONE_QUERY = '(max-width: 599.95px)';
/** How far the page may scroll, in CSS pixels, before the hint steps aside on a phone. */
const SCROLL_SLACK_PX = 24;

function useStepAsideOnScroll(onStepAside: () => void): void {
  useEffect(() => {
    if (!window.matchMedia?.(PHONE_QUERY).matches) return undefined;
    const start = window.scrollY;
    const onScroll = () => {
      if (Math.abs(window.scrollY - start) > SCROLL_SLACK_PX) onStepAside();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [onStepAside]);
}

export function PageHint({ text, onReply, onClose, onStepAside }: PageHintProps) {
  const { t } = useTranslation();
  useStepAsideOnScroll(onStepAside);
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
