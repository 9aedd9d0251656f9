// The profile form's picture (SPEC.md section 3, profile update payload): the current picture or
// the one just chosen, a button to choose another and one to remove it. Nothing is uploaded
// until the form is saved.
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';

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
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }} role="group" aria-labelledby={labelId}>
      <Avatar src={shown ?? undefined} alt={shown ? t('profile.pictureAlt') : undefined} sx={{ width: 72, height: 72 }} />
      <Stack spacing={0.75} sx={{ alignItems: 'flex-start' }}>
        <Typography id={labelId} variant="body2" color="text.secondary">
          {t('profile.picture')}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
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
          <Typography variant="caption" color="error" role="alert">
            {error}
          </Typography>
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
