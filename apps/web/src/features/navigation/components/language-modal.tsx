// The Language modal (SPEC.md section 2): a select listing the languages by native name.
// Choosing one switches the language, closes the modal and reloads the page.
import CloseRounded from '@mui/icons-material/CloseRounded';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { cldrLanguage, LANGUAGES } from '@blitz/contract';
import { currentLanguage, findLanguage, isSupportedLanguage, switchLanguage } from '../../../lib/i18n';

export interface LanguageModalProps {
  open: boolean;
  onClose: () => void;
  /** Reloads the page after the switch; replaceable for tests. */
  reload?: () => void;
}

export function LanguageModal({ open, onClose, reload }: LanguageModalProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const selected = currentLanguage(i18n);

  const choose = (iso: string) => {
    if (!isSupportedLanguage(iso)) return;
    onClose();
    void switchLanguage(iso, { instance: i18n, reload });
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId} sx={{ pr: 7, fontWeight: 800 }}>
        {t('language.title')}
        <IconButton aria-label={t('language.close')} onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
          <CloseRounded />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2.5 }}>
          {t('language.hint')}
        </Typography>
        <TextField
          select
          fullWidth
          label={t('language.label')}
          value={selected}
          onChange={(event) => choose(event.target.value)}
          slotProps={{
            select: {
              renderValue: (iso) => findLanguage(String(iso))?.nativeName,
              MenuProps: { slotProps: { paper: { sx: { maxHeight: 380 } } } },
            },
          }}
        >
          {LANGUAGES.map((language) => {
            // The language's name in the current language, e.g. 'Zulu' while reading English.
            const localName = t(`language.names.${language.iso}`);
            return (
              <MenuItem key={language.iso} value={language.iso}>
                <ListItemText
                  primary={<span lang={cldrLanguage(language.iso)}>{language.nativeName}</span>}
                  secondary={localName === language.nativeName ? undefined : localName}
                  sx={{ my: 0 }}
                />
              </MenuItem>
            );
          })}
        </TextField>
      </DialogContent>
    </Dialog>
  );
}
