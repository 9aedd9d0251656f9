// An on/off switch with its label, on Base UI's Switch (role switch, Space toggles it, a hidden
// native input joins it to forms). For a setting that takes effect at once; the whole label is
// the hit area.
import { Switch as BaseSwitch } from '@base-ui/react/switch';
import type { ReactNode } from 'react';
import { cx } from './cx';
import choice from './choice.module.css';
import styles from './switch.module.css';

export interface SwitchProps {
  label: ReactNode;
  /** On, when the caller holds the state. */
  checked?: boolean;
  /** On at first, when the switch holds the state. */
  defaultChecked?: boolean;
  onChange?: (checked: boolean) => void;
  disabled?: boolean;
  /** The form field's name and the value sent when on ("on" by default). */
  name?: string;
  value?: string;
  /** The id of a text that describes the switch. */
  'aria-describedby'?: string;
  /** A class of the label (the whole row). */
  className?: string;
}

export function Switch({ label, onChange, className, ...props }: SwitchProps) {
  return (
    <label className={cx(choice.label, props.disabled && choice.disabled, className)}>
      <BaseSwitch.Root
        {...props}
        onCheckedChange={onChange && ((checked: boolean) => onChange(checked))}
        className={cx(choice.control, styles.track)}
      >
        <BaseSwitch.Thumb className={styles.thumb} />
      </BaseSwitch.Root>
      <span className={choice.text}>{label}</span>
    </label>
  );
}
