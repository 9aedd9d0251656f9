// Opens the Language modal; shows the current language code so the choice is visible.
import TranslateRounded from '@mui/icons-material/TranslateRounded?plain';
import { LazyTooltip } from '../../../components/lazy-tooltip';
import { PlainButton, PlainIconButton } from '../../../components/plain-button';
import { createStaticClasses } from '../../../lib/static-classes';

const useClasses = createStaticClasses('language-button', (theme) => ({
  code: {
    '&&': { minWidth: 0, paddingInline: theme.spacing(1.25), fontWeight: 700, color: theme.palette.text.secondary },
    '&&:hover': { color: theme.palette.text.primary },
  },
}));
import { useTranslation } from '../../../lib/use-translation';
import { currentLanguage, findLanguage } from '../../../lib/i18n';

export function LanguageButton({ onOpen, iconOnly = false }: { onOpen: () => void; iconOnly?: boolean }) {
  const { t, i18n } = useTranslation();
  const language = findLanguage(currentLanguage(i18n));
  const label = t('nav.changeLanguage');
  const css = useClasses();
  if (iconOnly) {
    return (
      <LazyTooltip title={label}>
        <PlainIconButton onClick={onOpen} aria-label={label} inherit>
          <TranslateRounded />
        </PlainIconButton>
      </LazyTooltip>
    );
  }
  // The accessible name holds the code shown, so speech users can say what they see.
  return (
    <LazyTooltip title={label}>
      <PlainButton
        onClick={onOpen}
        aria-label={language ? `${label} (${language.code})` : label}
        color="inherit"
        startIcon={<TranslateRounded fontSize="small" />}
        className={css.code}
      >
        {language?.code}
      </PlainButton>
    </LazyTooltip>
  );
}
