// 'Typing' with dots that grow every TYPING_DOTS_INTERVAL_MS (SPEC.md section 9); the dots are
// hidden from screen readers, which hear 'Typing' once.
import { TYPING_DOTS_INTERVAL_MS } from '@blitz/contract';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';

export function TypingDots() {
  const { t } = useTranslation();
  const [dots, setDots] = useState(1);
  useEffect(() => {
    const timer = window.setInterval(() => setDots((n) => (n % 3) + 1), TYPING_DOTS_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <Typography variant="body2" color="text.secondary" data-testid="chat-typing" sx={{ px: 1.5, py: 0.5 }}>
      {t('assistant.typing')}
      <span aria-hidden="true" data-testid="chat-typing-dots">
        {'.'.repeat(dots)}
      </span>
    </Typography>
  );
}
