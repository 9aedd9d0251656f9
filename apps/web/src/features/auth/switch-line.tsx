// The line under the sign-in and sign-up forms that leads from one to the other.
import { cx } from '../../ui/cx';
import { Text } from '../../ui/text';
import styles from './auth.module.css';

export function SwitchLine({ question, action, onSwitch }: { question: string; action: string; onSwitch: () => void }) {
  return (
    <Text color="text.secondary" className={styles.switchLine}>
      {question}{' '}
      <button type="button" onClick={onSwitch} className={cx(styles.linkButton, styles.switchLink)}>
        {action}
      </button>
    </Text>
  );
}
