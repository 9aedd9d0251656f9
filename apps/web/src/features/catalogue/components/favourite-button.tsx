// The heart on a product card. Favourites need an account: without a toggle handler (visitors)
// the button is disabled and its tooltip says why.
import Favorite from '@mui/icons-material/Favorite';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import IconButton from '@mui/material/IconButton';
import { LazyTooltip } from '../../../components/lazy-tooltip';
import { alpha } from '@mui/material/styles';
import { useTranslation } from '../../../lib/use-translation';

export interface FavouriteButtonProps {
  active?: boolean;
  onToggle?: () => void;
}

export function FavouriteButton({ active = false, onToggle }: FavouriteButtonProps) {
  const { t } = useTranslation();
  const label = onToggle ? t(active ? 'product.removeFavourite' : 'product.addFavourite') : t('product.favouriteLogin');
  return (
    <LazyTooltip title={label}>
      {/* A disabled button fires no events, so the tooltip listens on this wrapper. */}
      <span>
        <IconButton
          size="small"
          aria-label={label}
          aria-pressed={onToggle ? active : undefined}
          disabled={!onToggle}
          onClick={onToggle}
          sx={(theme) => ({
            bgcolor: alpha(theme.palette.background.paper, 0.88),
            color: active ? 'error.main' : 'text.secondary',
            boxShadow: `0 2px 8px ${alpha('#000', 0.18)}`,
            '&:hover': { bgcolor: theme.palette.background.paper, color: 'error.main' },
            '&.Mui-disabled': { bgcolor: alpha(theme.palette.background.paper, 0.8), color: 'text.secondary', opacity: 0.85 },
          })}
        >
          {active ? <Favorite fontSize="small" /> : <FavoriteBorder fontSize="small" />}
        </IconButton>
      </span>
    </LazyTooltip>
  );
}
