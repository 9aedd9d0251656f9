// The heart on a product card. Favourites need an account: without a toggle handler (visitors)
// the button is disabled and its tooltip says why.
import Favorite from '@mui/icons-material/Favorite?plain';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder?plain';
import { LazyTooltip } from '../../../components/lazy-tooltip';
import { alpha } from '@mui/material/styles';
import { PlainIconButton } from '../../../components/plain-button';
import { classes, createStaticClasses } from '../../../lib/static-classes';

const useClasses = createStaticClasses('favourite', (theme) => {
  const paper = theme.palette.background.paper;
  return {
    heart: {
      '&&': { backgroundColor: alpha(paper, 0.88), color: theme.palette.text.secondary, boxShadow: `0 2px 8px ${alpha('#000', 0.18)}` },
      '&&:hover': { backgroundColor: paper, color: theme.palette.error.main },
      '&&:disabled': { backgroundColor: alpha(paper, 0.8), color: theme.palette.text.secondary, opacity: 0.85 },
    },
    active: { '&&': { color: theme.palette.error.main } },
  };
});
import { useTranslation } from '../../../lib/use-translation';

export interface FavouriteButtonProps {
  active?: boolean;
  onToggle?: () => void;
}

export function FavouriteButton({ active = false, onToggle }: FavouriteButtonProps) {
  const { t } = useTranslation();
  const css = useClasses();
  const label = onToggle ? t(active ? 'product.removeFavourite' : 'product.addFavourite') : t('product.favouriteLogin');
  return (
    <LazyTooltip title={label}>
      {/* A disabled button fires no events, so the tooltip listens on this wrapper. */}
      <span>
        <PlainIconButton
          size="small"
          aria-label={label}
          aria-pressed={onToggle ? active : undefined}
          disabled={!onToggle}
          onClick={onToggle}
          className={classes(css.heart, active && css.active)}
        >
          {active ? <Favorite fontSize="small" /> : <FavoriteBorder fontSize="small" />}
        </PlainIconButton>
      </span>
    </LazyTooltip>
  );
}
