// The heart on a product card. Favourites need an account: without a toggle handler (visitors)
// the button is disabled and its tooltip says why.
import Heart from 'lucide-react/icons/heart';
import { LazyTooltip } from '../../../components/lazy-tooltip';
import { IconButton } from '../../../ui/button';
import { cx } from '../../../ui/cx';
import { useTranslation } from '../../../lib/use-translation';
import styles from './favourite-button.module.css';

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
          className={cx(styles.heart, active && styles.active)}
        >
          <Heart aria-hidden fill={active ? 'currentColor' : 'none'} />
        </IconButton>
      </span>
    </LazyTooltip>
  );
}
