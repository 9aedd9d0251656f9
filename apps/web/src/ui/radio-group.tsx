// A group of radios, one of which is chosen, on Base UI's RadioGroup and Radio (role radiogroup
// named by its label, role radio; Tab reaches the chosen radio and the arrow keys choose another;
// hidden native inputs join them to forms). Each radio's whole label is its hit area.
import { Radio as BaseRadio } from '@base-ui/react/radio';
import { RadioGroup as BaseRadioGroup } from '@base-ui/react/radio-group';
import { useId, type ReactNode } from 'react';
import { cx } from './cx';
import choice from './choice.module.css';
import styles from './radio-group.module.css';

export interface RadioGroupProps {
  /** Names the group (shown above it); without one, give the group an aria-label. */
  label?: ReactNode;
  'aria-label'?: string;
  /** The chosen radio's value, when the caller holds it. */
  value?: string;
  /** The radio chosen at first, when the group holds the value. */
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** The form field's name. */
  name?: string;
  disabled?: boolean;
  required?: boolean;
  /** Lays the radios out in a row (wrapping) rather than a column. */
  row?: boolean;
  /** Radio elements. */
  children: ReactNode;
  className?: string;
}

export function RadioGroup({ label, value, defaultValue, onChange, row = false, children, className, ...props }: RadioGroupProps) {
  const labelId = useId();
  return (
    <div className={cx(styles.group, className)}>
      {label && (
        <div id={labelId} className={styles.groupLabel}>
          {label}
        </div>
      )}
      <BaseRadioGroup
        {...props}
        value={value}
        defaultValue={defaultValue}
        onValueChange={onChange && ((next: unknown) => onChange(next as string))}
        aria-labelledby={label ? labelId : undefined}
        className={cx(styles.group, row && styles.row)}
      >
        {children}
      </BaseRadioGroup>
    </div>
  );
}

export interface RadioProps {
  value: string;
  label: ReactNode;
  disabled?: boolean;
  /** A class of the label (the whole row). */
  className?: string;
}

export function Radio({ value, label, disabled, className }: RadioProps) {
  return (
    <label className={cx(choice.label, disabled && choice.disabled, className)}>
      <BaseRadio.Root value={value} disabled={disabled} className={cx(choice.control, styles.radio)}>
        <BaseRadio.Indicator className={styles.dot} />
      </BaseRadio.Root>
      <span className={choice.text}>{label}</span>
    </label>
  );
}
