// Choosing a picture file: a real button (keyboard and screen readers reach it) over a hidden file input.
import UploadIcon from '@mui/icons-material/Upload';
import { Button } from '@mui/material';
import { useId } from 'react';

export const PICTURE_TYPES = 'image/png,image/jpeg,image/webp,image/gif,image/svg+xml,image/tiff';

export function PictureInput({ label, onFile, disabled }: { label: string; onFile: (file: File) => void; disabled?: boolean }) {
  const id = useId();
  return (
    <Button component="label" htmlFor={id} variant="outlined" startIcon={<UploadIcon />} disabled={disabled}>
      {label}
      <input
        id={id}
        type="file"
        accept={PICTURE_TYPES}
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </Button>
  );
}
