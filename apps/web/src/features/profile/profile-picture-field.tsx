// The profile form's picture (SPEC.md section 3, profile update payload): the current picture or
// the one just chosen, a button to choose another and one to remove it. Nothing is uploaded
// until the form is saved.
import UserRound from 'lucide-react/icons/user-round';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../ui/button';
import { Avatar } from '../../ui/misc';
import { Stack } from '../../ui/stack';
import { Text } from '../../ui/text';
import styles from './profile.module.css';

/** What the form will do with the picture: keep it, replace it with a file, or remove it. */
export type PictureChoice = { kind: 'keep' } | { kind: 'file'; file: File } | { kind: 'remove' };

interface ProfilePictureFieldProps {
  current: string | null;
  choice: PictureChoice;
  onChange: (choice: PictureChoice) => void;
  error?: string | undefined;
}

export function ProfilePictureField({ current, choice, onChange, error }: ProfilePictureFieldProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (choice.kind !== 'file') return setPreview(null);
    const url = URL.createObjectURL(choice.file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [choice]);

  const shown = choice.kind === 'file' ? preview : choice.kind === 'remove' ? null : current;
  return (
    <Stack direction="row" spacing={2} align="center" className={styles.picture} role="group" aria-labelledby={labelId}>
      <Avatar src={shown ?? undefined} alt={shown ? t('profile.pictureAlt') : undefined} className={styles.avatar}>
        <UserRound aria-hidden className={styles.avatarIcon} />
      </Avatar>
      <Stack spacing={0.75} className={styles.pictureControls}>
        <Text id={labelId} variant="body2" color="text.secondary">
          {t('profile.picture')}
        </Text>
        <Stack direction="row" spacing={1} wrap>
          <Button variant="outlined" size="small" onClick={() => input.current?.click()}>
            {t('profile.choosePicture')}
          </Button>
          {shown && (
            <Button size="small" color="error" onClick={() => onChange({ kind: current ? 'remove' : 'keep' })}>
              {t('profile.removePicture')}
            </Button>
          )}
        </Stack>
        {error && (
          <Text variant="caption" color="error" role="alert">
            {error}
          </Text>
        )}
      </Stack>
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        aria-label={t('profile.choosePicture')}
        data-testid="profile-picture-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onChange({ kind: 'file', file });
          event.target.value = '';
        }}
      />
    </Stack>
  );
}
