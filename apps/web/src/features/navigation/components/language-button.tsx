// Opens the Language modal; shows the current language code so the choice is visible.
import Languages from 'lucide-react/icons/languages';
import { LazyTooltip } from '../../../components/lazy-tooltip';
import { Button, IconButton } from '../../../ui/button';
import { useTranslation } from '../../../lib/use-translation';
import { currentLanguage, findLanguage } from '../../../lib/i18n';
import styles from './language-button.module.css';

export function LanguageButton({ onOpen, iconOnly = false }: { onOpen: () => void; iconOnly?: boolean }) {
  const { t, i18n } = useTranslation();
  const language = findLanguage(currentLanguage(i18n));
  const label = t('nav.changeLanguage');
  if (iconOnly) {
    return (
      <LazyTooltip title={label}>
        <IconButton onClick={onOpen} aria-label={label} tone="inherit">
          <Languages aria-hidden />
        </IconButton>
      </LazyTooltip>
    );
  }
  // The accessible name holds the code shown, so speech users can say what they see.
  return (
    <LazyTooltip title={label}>
      <Button
        onClick={onOpen}
        aria-label={language ? `${label} (${language.code})` : label}
        color="inherit"
        startIcon={<Languages aria-hidden />}
        className={styles.code}
      >
        {language?.code}
      </Button>
    </LazyTooltip>
  );
}
