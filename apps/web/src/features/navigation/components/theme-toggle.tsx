// Switches between the dark (default) and light theme; the choice is saved by the theme context.
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined?plain';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined?plain';
import { LazyTooltip } from '../../../components/lazy-tooltip';
import { PlainIconButton } from '../../../components/plain-button';
import { useTranslation } from '../../../lib/use-translation';
import { useThemeMode } from '../../../lib/theme-mode';

export function ThemeToggle() {
  const { t } = useTranslation();
  const { mode, toggleMode } = useThemeMode();
  const label = mode === 'dark' ? t('nav.switchToLight') : t('nav.switchToDark');
  return (
    <LazyTooltip title={label}>
      <PlainIconButton onClick={toggleMode} aria-label={label} inherit>
        {mode === 'dark' ? <LightModeOutlined /> : <DarkModeOutlined />}
      </PlainIconButton>
    </LazyTooltip>
  );
}
