// One figure of an auction record (a count, a price, a chain head) under its label.
import type { ReactNode } from 'react';
import { Text } from '../../../ui/text';
import styles from './fair-play.module.css';

export function RecordFigure({ label, value, testId, hash = false }: { label: string; value: ReactNode; testId?: string; hash?: boolean }) {
  return (
    <div>
      <Text variant="body2" color="text.secondary">
        {label}
      </Text>
      <Text data-testid={testId} className={hash ? styles.hashText : styles.figure}>
        {value}
      </Text>
    </div>
  );
}
