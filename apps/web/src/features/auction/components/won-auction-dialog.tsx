// The winning moment: when the server says the user won an auction, a dialog congratulates them
// and leads to the cart, where the won item waits for payment (WINNER_PAYMENT_DAYS to pay).
import ShoppingCart from 'lucide-react/icons/shopping-cart';
import Trophy from 'lucide-react/icons/trophy';
import { WINNER_PAYMENT_DAYS } from '@blitz/contract';
import { useId } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import styles from './won-auction-dialog.module.css';

export interface WonAuctionDialogProps {
  open: boolean;
  auctionID: number;
  /** The item's title when known. */
  title?: string;
  onGoToCart: () => void;
  onClose: () => void;
}

export function WonAuctionDialog({ open, auctionID, title, onGoToCart, onClose }: WonAuctionDialogProps) {
  const { t } = useTranslation();
  const goId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth="xs"
      className={styles.dialog}
      initialFocus={() => document.getElementById(goId)}
      title={
        <>
          <span aria-hidden className={styles.trophy}>
            <Trophy />
          </span>
          <span className={styles.title}>{t('wonAuction.title')}</span>
        </>
      }
      description={
        <>
          {title ? t('wonAuction.bodyNamed', { title }) : t('wonAuction.body', { id: auctionID })}{' '}
          {t('wonAuction.payWithin', { days: WINNER_PAYMENT_DAYS })}
        </>
      }
      actions={
        <div className={styles.actions}>
          <Button onClick={onClose}>{t('wonAuction.later')}</Button>
          <Button id={goId} variant="contained" startIcon={<ShoppingCart aria-hidden />} onClick={onGoToCart}>
            {t('wonAuction.goToCart')}
          </Button>
        </div>
      }
    />
  );
}
