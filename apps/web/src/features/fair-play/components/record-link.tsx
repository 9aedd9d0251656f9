// The way to an auction's public record, from the item page and the winners page.
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import Button from '@mui/material/Button';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from 'react-router';

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
      component={RouterLink}
      to={recordPagePath(auctionID)}
      size={size}
      fullWidth={fullWidth}
      sx={fullWidth ? { mt: 0.5 } : undefined}
      startIcon={<VerifiedOutlined />}
      aria-label={t('fairPlay.linkLabel', { title })}
    >
      {t('fairPlay.link')}
    </Button>
  );
}
