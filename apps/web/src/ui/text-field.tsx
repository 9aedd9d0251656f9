// A labelled text field: the label above an outlined box, helper or error text below, tied to the
// input by id (the label names it, the helper text describes it, `error` marks it invalid). A
// `select` field is the browser's native <select> (the phone's own picker); `multiline` a textarea.
import { useId, type ChangeEvent, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { cx } from './cx';
import styles from './text-field.module.css';

type Native = Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'onChange' | 'value' | 'defaultValue' | 'children'>;

export interface TextFieldProps extends Native {
  label: ReactNode;
  value?: string | number;
  defaultValue?: string | number;
  onChange?: (event: ChangeEvent<HTMLInputElement & HTMLTextAreaElement & HTMLSelectElement>) => void;
  helperText?: ReactNode;
  error?: boolean;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  multiline?: boolean;
  rows?: number;
  /** A native select of these `<option>` children. */
  select?: boolean;
  children?: ReactNode;
  startAdornment?: ReactNode;
  endAdornment?: ReactNode;
  inputRef?: Ref<HTMLInputElement & HTMLTextAreaElement & HTMLSelectElement>;
  /** The class of the field's outer element. */
  className?: string;
}

export function TextField({
  label,
  helperText,
  error = false,
  size = 'medium',
  fullWidth = true,
  multiline = false,
  rows = 3,
  select = false,
  children,
  startAdornment,
  endAdornment,
  inputRef,
  className,
  id,
  disabled,
  ...input
}: TextFieldProps) {
  const ownId = useId();
  const inputId = id ?? `${ownId}-input`;
  const helperId = helperText ? `${ownId}-helper` : undefined;
  const describedBy = [input['aria-describedby'], helperId].filter(Boolean).join(' ') || undefined;
  const common = {
    ...input,
    id: inputId,
    disabled,
    className: styles.input,
    'aria-invalid': error || input['aria-invalid'] || undefined,
    'aria-describedby': describedBy,
  };
  return (
    <div
      className={cx(
        styles.field,
        fullWidth && styles.fullWidth,
        size === 'small' && styles.small,
        error && styles.error,
        disabled && styles.disabled,
        className,
      )}
    >
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <div className={cx(styles.box, select && styles.select)}>
        {startAdornment && <span className={styles.adornment}>{startAdornment}</span>}
        {select ? (
          <select {...(common as InputHTMLAttributes<HTMLSelectElement>)} ref={inputRef}>
            {children}
          </select>
        ) : multiline ? (
          <textarea {...(common as InputHTMLAttributes<HTMLTextAreaElement>)} rows={rows} ref={inputRef} />
        ) : (
          <input {...common} ref={inputRef} />
        )}
        {endAdornment && <span className={styles.adornment}>{endAdornment}</span>}
      </div>
      {helperText && (
        <p className={styles.helper} id={helperId}>
          {helperText}
        </p>
      )}
    </div>
  );
}
