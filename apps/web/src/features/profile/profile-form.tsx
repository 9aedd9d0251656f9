// Editing the profile (SPEC.md sections 7 and 8): /profile/update; 200 carries a new refresh
// token that replaces the stored one, 209 means the nickname is taken.
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { isValidPhone, type ProfileView } from '@blitz/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorDialog } from '../../components/dialogs/use-api-error-dialog';
import { useDialogs } from '../../components/dialogs/dialog-provider';
import { callApi } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import { useErrorText } from '../auth/error-text';

interface ProfileFormProps {
  profile: ProfileView;
  mobileNumber: string;
  onSaved: () => void;
  onCancel: () => void;
}

type Field = 'firstName' | 'lastName' | 'nickname' | 'mobileNumber' | 'location';

export function ProfileForm({ profile, mobileNumber, onSaved, onCancel }: ProfileFormProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const showApiError = useApiErrorDialog();
  const { showError, showSuccess } = useDialogs();
  const { signIn } = useSession();
  const [values, setValues] = useState<Record<Field, string>>({
    firstName: profile.firstName, lastName: profile.lastName, nickname: profile.nickname, mobileNumber, location: profile.location ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    if (values.nickname.trim().length < 2) found.nickname = t('account.nicknameTooShort');
    if (values.mobileNumber.trim() !== '' && !isValidPhone(values.mobileNumber)) found.mobileNumber = errorText('REPORT_INVALID_CELL');
    setErrors(found);
    if (Object.keys(found).length > 0 || saving) return;
    setSaving(true);
    try {
      const result = await callApi('/profile/update', {
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: profile.email,
        nickName: values.nickname.trim(),
        mobileNumber: values.mobileNumber.trim() || null,
        location: values.location.trim() || null,
      });
      if (result.kind === 'data') {
        if (!signIn(result.data.refreshToken)) showError({ message: errorText('JWT_DECODE_FAILED') });
        else {
          showSuccess({ title: t('profile.savedTitle'), message: t('profile.savedMessage') });
          onSaved();
        }
      } else if (result.kind === 'status' && result.status === 209) setErrors({ nickname: errorText('USERNAME_EXISTS') });
      else if (result.kind === 'error') showApiError(result);
      else showError({ message: errorText('GENERIC_ERROR') });
    } finally {
      setSaving(false);
    }
  };

  const field = (key: Field, autoComplete: string, type = 'text') => (
    <TextField
      label={t(`profile.${key}`)}
      value={values[key]}
      type={type}
      onChange={(e) => setValues({ ...values, [key]: e.target.value })}
      autoComplete={autoComplete}
      error={Boolean(errors[key])}
      helperText={errors[key] ?? ' '}
      fullWidth
    />
  );

  return (
    <Stack component="form" noValidate spacing={1} onSubmit={(e) => void submit(e)} aria-label={t('profile.editLabel')} sx={{ maxWidth: 560 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        {field('firstName', 'given-name')}
        {field('lastName', 'family-name')}
      </Stack>
      {field('nickname', 'nickname')}
      {field('mobileNumber', 'tel', 'tel')}
      {field('location', 'address-level2')}
      <Stack direction="row" spacing={1.5}>
        <Button type="submit" variant="contained" disabled={saving}>
          {saving ? t('profile.saving') : t('profile.save')}
        </Button>
        <Button onClick={onCancel}>{t('profile.cancel')}</Button>
      </Stack>
    </Stack>
  );
}
