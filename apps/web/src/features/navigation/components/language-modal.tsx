// The Language modal (SPEC.md section 2): a select listing the languages by native name (with
// the name in the current language beside it, e.g. 'isiZulu (Zulu)' while reading English).
// Choosing one switches the language, closes the modal and reloads the page.
import { useTranslation } from '../../../lib/use-translation';
import { cldrLanguage, isLanguageIso, LANGUAGES } from '@blitz/contract';
import { currentLanguage, switchLanguage } from '../../../lib/i18n';
import { Dialog } from '../../../ui/dialog';
import { Select } from '../../../ui/select';

export interface LanguageModalProps {
  open: boolean;
  onClose: () => void;
  /** Reloads the page after the switch; replaceable for tests. */
  reload?: () => void;
}

export function LanguageModal({ open, onClose, reload }: LanguageModalProps) {
  const { t, i18n } = useTranslation();
  const selected = currentLanguage(i18n);

  const choose = (iso: string) => {
    if (!isLanguageIso(iso)) return;
    onClose();
    void switchLanguage(iso, { instance: i18n, reload });
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('language.title')}
      description={t('language.hint')}
      closeLabel={t('language.close')}
      maxWidth="xs"
    >
      <Select label={t('language.label')} value={selected} onChange={choose} fullWidth>
        {LANGUAGES.map((language) => {
          const localName = t(`language.names.${language.iso}`);
          return (
            <option key={language.iso} value={language.iso} lang={cldrLanguage(language.iso)}>
              {localName === language.nativeName ? language.nativeName : `${language.nativeName} (${localName})`}
            </option>
          );
        })}
      </Select>
    </Dialog>
  );
}
