// 'Typing' with dots that grow every TYPING_DOTS_INTERVAL_MS (SPEC.md section 9); the dots are
// hidden from screen readers, which hear 'Typing' once.
import { TYPING_DOTS_INTERVAL_MS } from '@blitz/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Text } from '../../../ui/text';
import styles from './assistant.module.css';

export function TypingDots() {
  const { t } = useTranslation();
  const [dots, setDots] = useState(1);
  useEffect(() => {
    const timer = window.setInterval(() => setDots((n) => (n % 3) + 1), TYPING_DOTS_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <Text variant="body2" color="text.secondary" data-testid="chat-typing" className={styles.typing}>
      {t('assistant.typing')}
      <span aria-hidden="true" data-testid="chat-typing-dots">
        {'.'.repeat(dots)}
      </span>
    </Text>
  );
}
