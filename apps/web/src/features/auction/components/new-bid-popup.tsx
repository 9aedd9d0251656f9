// The new-bid popup (SPEC.md section 2 'Overlays'): the site-wide latest-bid feed in a small card
// at the bottom left, with the product picture, the bid, the bidder and where they bid from. It
// hides after NEW_BID_POPUP_MS and restarts with every new bid; a pointer over it or the focus in
// it holds it, and Escape closes it. It is not a live region: the feed can change every second,
// which a screen reader would announce without end.
import X from 'lucide-react/icons/x';
import Zap from 'lucide-react/icons/zap';
import { NEW_BID_POPUP_MS, formatMoney } from '@blitz/contract';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { ImageWidget } from '../../../components/image-widget';
import { useLiveSelector } from '../../../lib/realtime/live-hooks';
import type { LiveState } from '../../../lib/realtime/live-state';
import { IconButton } from '../../../ui/button';
import { Surface } from '../../../ui/surface';
import { Text } from '../../../ui/text';
import styles from './new-bid-popup.module.css';

const selectLatestBid = (state: LiveState) => state.latestBid;

export function NewBidPopup() {
  const { t } = useTranslation();
  const latest = useLiveSelector(selectLatestBid);
  const [closedSeq, setClosedSeq] = useState<number | null>(null);
  const [held, setHeld] = useState(false);
  const seq = latest?.seq;
  const open = latest !== null && latest !== undefined && closedSeq !== seq;

  // Every new bid starts the time over; a held popup waits for the pointer or the focus to leave.
  useEffect(() => {
    if (seq === undefined || held) return;
    const timer = setTimeout(() => setClosedSeq(seq), NEW_BID_POPUP_MS);
    return () => clearTimeout(timer);
  }, [seq, held]);

  if (!open || !latest) return null;
  const { bid } = latest;
  const image = bid.productImage?.thumb ?? bid.productImage?.full ?? null;
  const close = () => {
    setHeld(false);
    setClosedSeq(latest.seq);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close();
  };
  return (
    <Surface
      component="aside"
      variant="elevated"
      aria-label={t('newBid.label')}
      data-testid="new-bid-popup"
      className={styles.popup}
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
      onKeyDown={onKeyDown}
    >
      <IconButton onClick={close} aria-label={t('newBid.close')} size="small" className={styles.close}>
        <X aria-hidden />
      </IconButton>
      <div className={styles.body}>
        <div className={styles.image}>
          <ImageWidget src={image} alt="" frame="light" eager />
        </div>
        <div className={styles.text}>
          <Text variant="caption" color="primary" className={styles.title}>
            <Zap aria-hidden className={styles.bolt} />
            {t('newBid.title')}
          </Text>
          <Text className={styles.amount}>{formatMoney(bid.bidAmount)}</Text>
          <Text variant="body2" color="text.secondary" className={styles.bidder}>
            {bid.bidderLocation
              ? t('newBid.byFrom', { nickname: bid.nickname, location: bid.bidderLocation })
              : t('newBid.by', { nickname: bid.nickname })}
          </Text>
        </div>
      </div>
    </Surface>
  );
}
