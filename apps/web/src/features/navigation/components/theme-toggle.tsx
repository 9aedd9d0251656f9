// Switches between the dark (default) and light theme; the choice is saved by the theme context.
// The icon shown follows the page's mode attribute (data-theme on <html>, which the server renders
// from the theme cookie) in CSS, so it is always the one of the mode the page is drawn in, before
// hydration as after a switch.
import Moon from 'lucide-react/icons/moon';
import Sun from 'lucide-react/icons/sun';
import { LazyTooltip } from '../../../components/lazy-tooltip';
import { IconButton } from '../../../ui/button';
import { useTranslation } from '../../../lib/use-translation';
import { useThemeMode } from '../../../lib/theme-mode-context';
import styles from './theme-toggle.module.css';

export function ThemeToggle() {
  const { t } = useTranslation();
  const { mode, toggleMode } = useThemeMode();
  const label = mode === 'dark' ? t('nav.switchToLight') : t('nav.switchToDark');
  return (
    <LazyTooltip title={label}>
      <IconButton onClick={toggleMode} aria-label={label} tone="inherit">
        <Sun aria-hidden className={styles.sun} />
        <Moon aria-hidden className={styles.moon} />
      </IconButton>
    </LazyTooltip>
  );
}
