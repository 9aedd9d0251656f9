// A native <select> drawn as an outlined field, with its label above and a helper or error text
// below (tied to it by aria-describedby). Native on purpose: a phone opens its own picker, which a
// shopper knows, and the page loads no popup code. Its text is 16 px, below which iOS zooms in.
import ChevronDown from 'lucide-react/icons/chevron-down';
import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { cx } from './cx';
import styles from './select.module.css';

export interface SelectProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'onChange' | 'size' | 'value' | 'defaultValue' | 'multiple'
> {
  label: ReactNode;
  /** The chosen option's value, when the caller holds it. */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** A hint under the field, or the error's text when `error`. */
  helperText?: ReactNode;
  /** Marks the field invalid: aria-invalid and the error colour. */
  error?: boolean;
  /** 40 px high when small, 48 px otherwise. */
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  /** The <option> (and <optgroup>) elements. */
  children: ReactNode;
  /** A class of the field's frame (label, select and helper text). */
  className?: string;
}

export function Select({
  label,
  onChange,
  helperText,
  error = false,
  size = 'medium',
  fullWidth = false,
  children,
  className,
  id: givenId,
  ...props
}: SelectProps) {
  const ownId = useId();
  const id = givenId ?? ownId;
  const helperId = `${id}-helper`;
  const describedBy = cx(props['aria-describedby'], helperText !== undefined && helperId) || undefined;
  return (
    <div className={cx(styles.field, fullWidth && styles.fullWidth, error && styles.error, className)}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.frame}>
        <select
          {...props}
          id={id}
          aria-invalid={error || undefined}
          aria-describedby={describedBy}
          onChange={onChange && ((event) => onChange(event.target.value))}
          className={cx(styles.select, size === 'small' && styles.small)}
        >
          {children}
        </select>
        <ChevronDown aria-hidden className={styles.chevron} />
      </div>
      {helperText !== undefined && (
        <p id={helperId} className={styles.helper}>
          {helperText}
        </p>
      )}
    </div>
  );
}
