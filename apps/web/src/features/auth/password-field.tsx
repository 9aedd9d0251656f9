// Password input with a show/hide toggle (SPEC.md section 2, Login dialog) that screen readers
// announce as a pressed/unpressed button.
import Eye from 'lucide-react/icons/eye';
import EyeOff from 'lucide-react/icons/eye-off';
import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { IconButton } from '../../ui/button';
import { TextField, type TextFieldProps } from '../../ui/text-field';

export function PasswordField(props: Omit<TextFieldProps, 'type' | 'endAdornment'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <IconButton
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? t('login.hidePassword') : t('login.showPassword')}
          aria-pressed={visible}
        >
          {visible ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
        </IconButton>
      }
    />
  );
}
