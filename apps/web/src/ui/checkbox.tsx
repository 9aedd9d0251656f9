// A checkbox with its label, on Base UI's Checkbox (role checkbox, Space toggles it, a hidden
// native input joins it to forms). The whole label is the hit area. `indeterminate` shows a dash
// (aria-checked="mixed"), for a box that stands for a partly ticked group.
import { Checkbox as BaseCheckbox } from '@base-ui/react/checkbox';
import Check from 'lucide-react/icons/check';
import Minus from 'lucide-react/icons/minus';
import type { ReactNode } from 'react';
import { cx } from './cx';
import choice from './choice.module.css';
import styles from './checkbox.module.css';

export interface CheckboxProps {
  label: ReactNode;
  /** Ticked, when the caller holds the state. */
  checked?: boolean;
  /** Ticked at first, when the checkbox holds the state. */
  defaultChecked?: boolean;
  onChange?: (checked: boolean) => void;
  indeterminate?: boolean;
  disabled?: boolean;
  required?: boolean;
  /** The form field's name and the value sent when ticked ("on" by default). */
  name?: string;
  value?: string;
  /** The id of a text that describes the checkbox (a hint or an error). */
  'aria-describedby'?: string;
  /** A class of the label (the whole row). */
  className?: string;
}

export function Checkbox({ label, onChange, indeterminate = false, className, ...props }: CheckboxProps) {
  return (
    <label className={cx(choice.label, props.disabled && choice.disabled, className)}>
      <BaseCheckbox.Root
        {...props}
        indeterminate={indeterminate}
        onCheckedChange={onChange && ((checked: boolean) => onChange(checked))}
        className={cx(choice.control, styles.box)}
      >
        <BaseCheckbox.Indicator className={styles.mark}>
          {indeterminate ? <Minus aria-hidden strokeWidth={3} /> : <Check aria-hidden strokeWidth={3} />}
        </BaseCheckbox.Indicator>
      </BaseCheckbox.Root>
      <span className={choice.text}>{label}</span>
    </label>
  );
}
