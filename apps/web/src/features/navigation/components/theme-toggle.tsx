// Switches between the dark (default) and light theme; the choice is saved by the theme context.
import Moon from 'lucide-react/icons/moon';
import Sun from 'lucide-react/icons/sun';
import { LazyTooltip } from '../../../components/lazy-tooltip';
import { IconButton } from '../../../ui/button';
import { useTranslation } from '../../../lib/use-translation';
import { useThemeMode } from '../../../lib/theme-mode-context';

export function ThemeToggle() {
  const { t } = useTranslation();
  const { mode, toggleMode } = useThemeMode();
  const label = mode === 'dark' ? t('nav.switchToLight') : t('nav.switchToDark');
  return (
    <LazyTooltip title={label}>
      <IconButton onClick={toggleMode} aria-label={label} tone="inherit">
        {mode === 'dark' ? <Sun aria-hidden /> : <Moon aria-hidden />}
      </IconButton>
    </LazyTooltip>
  );
}
