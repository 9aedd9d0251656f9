// Editing the profile (SPEC.md sections 3, 7 and 8): /profile/update with the picture (uploaded
// first through /image/upload, section profile) and the language; 200 carries a new refresh token
// that replaces the stored one, 209 means the nickname is taken. A new language is switched to.
import {
  cldrLanguage,
  ERROR_MESSAGES,
  isLanguageIso,
  isValidPhone,
  LANGUAGES,
  PROFILE_PICTURE_MAX_PX,
  STORAGE_KEYS,
  type ProfileView,
} from '@blitz/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useApiErrorDialog } from '../../components/dialogs/use-api-error-dialog';
import { useDialogs } from '../../components/dialogs/dialog-provider';
import { StackForm } from '../../components/stack-form';
import { callApi } from '../../lib/api-client';
import { currentLanguage, switchLanguage } from '../../lib/i18n';
import { uploadPicture } from '../../lib/image-upload';
import { removeStorage } from '../../lib/storage';
import { useSession } from '../../lib/session';
import { useErrorText } from '../../lib/error-text';
import { Button } from '../../ui/button';
import { Select } from '../../ui/select';
import { Stack } from '../../ui/stack';
import { TextField } from '../../ui/text-field';
import { ProfilePictureField, type PictureChoice } from './profile-picture-field';
import styles from './profile.module.css';

interface ProfileFormProps {
  profile: ProfileView;
  mobileNumber: string;
  onSaved: () => void;
  onCancel: () => void;
  /** Reloads the page after a language switch; replaceable for tests. */
  reload?: () => void;
}

type Field = 'firstName' | 'lastName' | 'nickname' | 'mobileNumber' | 'location';

/** The picture field of the update payload: a fresh upload's key, null to remove, absent to keep. */
async function pictureValue(choice: PictureChoice) {
  if (choice.kind === 'keep') return { ok: true, value: {} } as const;
  if (choice.kind === 'remove') return { ok: true, value: { profileImage: null } } as const;
  const uploaded = await uploadPicture(choice.file, 'profile', { full: PROFILE_PICTURE_MAX_PX });
  return uploaded.ok ? ({ ok: true, value: { profileImage: uploaded.keys.full } } as const) : uploaded;
}

export function ProfileForm({ profile, mobileNumber, onSaved, onCancel, reload }: ProfileFormProps) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const errorText = useErrorText();
  const showApiError = useApiErrorDialog();
  const { showError, showSuccess } = useDialogs();
  const { signIn } = useSession();
  const [values, setValues] = useState<Record<Field, string>>({
    firstName: profile.firstName,
    lastName: profile.lastName,
    nickname: profile.nickname,
    mobileNumber,
    location: profile.location ?? '',
  });
  const [language, setLanguage] = useState(isLanguageIso(profile.language) ? profile.language : currentLanguage(i18n));
  const [picture, setPicture] = useState<PictureChoice>({ kind: 'keep' });
  const [errors, setErrors] = useState<Partial<Record<Field | 'picture', string>>>({});
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
      const image = await pictureValue(picture);
      if (!image.ok) return setErrors({ picture: errorText(image.code) });
      const result = await callApi('/profile/update', {
        ...image.value,
        language,
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
          if (picture.kind !== 'keep') {
            removeStorage(STORAGE_KEYS.profileImage);
            void queryClient.invalidateQueries({ queryKey: ['profileImage'] });
          }
          if (language !== currentLanguage(i18n)) return void switchLanguage(language, { instance: i18n, ...(reload ? { reload } : {}) });
          showSuccess({ title: t('profile.savedTitle'), message: t('profile.savedMessage') });
          onSaved();
        }
      } else if (result.kind === 'status' && result.status === 209) setErrors({ nickname: errorText('USERNAME_EXISTS') });
      else if (result.kind === 'error' && result.status === 422)
        setErrors({ picture: errorText(result.serverMessage === ERROR_MESSAGES.UPLOAD_FAILED ? 'UPLOAD_FAILED' : 'FILE_TYPE_UNKNOWN') });
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
      helperText={errors[key]}
    />
  );

  return (
    <StackForm label={t('profile.editLabel')} onSubmit={submit} className={styles.form}>
      <ProfilePictureField current={profile.profileImage} choice={picture} onChange={setPicture} error={errors.picture} />
      <Stack rowFrom="sm" spacing={2}>
        {field('firstName', 'given-name')}
        {field('lastName', 'family-name')}
      </Stack>
      {field('nickname', 'nickname')}
      {field('mobileNumber', 'tel', 'tel')}
      {field('location', 'address-level2')}
      <Select
        label={t('profile.language')}
        value={language}
        onChange={(value) => isLanguageIso(value) && setLanguage(value)}
        helperText={t('profile.languageHint')}
        fullWidth
      >
        {LANGUAGES.map((option) => (
          <option key={option.iso} value={option.iso} lang={cldrLanguage(option.iso)}>
            {option.nativeName}
          </option>
        ))}
      </Select>
      <Stack direction="row" spacing={1.5}>
        <Button type="submit" variant="contained" disabled={saving}>
          {saving ? t('profile.saving') : t('profile.save')}
        </Button>
        <Button onClick={onCancel}>{t('profile.cancel')}</Button>
      </Stack>
    </StackForm>
  );
}
