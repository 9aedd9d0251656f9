// Opens the Language modal; shows the current language code so the choice is visible.
import TranslateRounded from '@mui/icons-material/TranslateRounded';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { LazyTooltip } from '../../../components/lazy-tooltip';
import { useTranslation } from '../../../lib/use-translation';
import { currentLanguage, findLanguage } from '../../../lib/i18n';

export function LanguageButton({ onOpen, iconOnly = false }: { onOpen: () => void; iconOnly?: boolean }) {
  const { t, i18n } = useTranslation();
  const language = findLanguage(currentLanguage(i18n));
  const label = t('nav.changeLanguage');
  if (iconOnly) {
    return (
      <LazyTooltip title={label}>
        <IconButton onClick={onOpen} aria-label={label} color="inherit">
          <TranslateRounded />
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
        startIcon={<TranslateRounded fontSize="small" />}
        sx={{ minWidth: 0, px: 1.25, fontWeight: 700, color: 'text.secondary', '&:hover': { color: 'text.primary' } }}
      >
        {language?.code}
      </Button>
    </LazyTooltip>
  );
}
