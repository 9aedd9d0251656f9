// The way to an auction's public record, from the item page and the winners page.
import ShieldCheck from 'lucide-react/icons/shield-check';
import { Button } from '../../../ui/button';
import { useTranslation } from '../../../lib/use-translation';
import styles from './fair-play.module.css';

export const recordPagePath = (auctionID: number) => `/fair-play/${auctionID}`;

export interface RecordLinkProps {
  auctionID: number;
  /** The auction's title, for the link's accessible name. */
  title: string;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
}

export function RecordLink({ auctionID, title, size = 'medium', fullWidth = false }: RecordLinkProps) {
  const { t } = useTranslation();
  return (
    <Button
      to={recordPagePath(auctionID)}
      size={size}
      fullWidth={fullWidth}
      className={fullWidth ? styles.linkBelow : undefined}
      startIcon={<ShieldCheck aria-hidden />}
      aria-label={t('fairPlay.linkLabel', { title })}
    >
      {t('fairPlay.link')}
    </Button>
  );
}
