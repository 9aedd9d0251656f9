// The next-major-auction popup (SPEC.md section 2, Overlays): on the home page, once per browser
// session, a card in the corner that does not block the page, the earliest major auction still to start, with its start countdown and a link to it.
// The auction is also stored under the contract's key (SPEC.md section 4).
// It comes in and goes out with CSS animations of its own: a transition that laid the whole page
// out at once as it started was a long task on a phone (issue 15).
import X from 'lucide-react/icons/x';
import { formatMoney } from '@blitz/contract';
import { startTransition, useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { AuctionCountdown } from '../../../components/countdown/auction-countdown';
import { ImageWidget } from '../../../components/image-widget';
import { useMajorAuctions } from '../api/get-major-auctions';
import { findNextMajorAuction, useStoreNextMajorAuction } from '../hooks/use-next-major-auction';
import { Button, IconButton } from '../../../ui/button';
import { cx } from '../../../ui/cx';
import { Surface } from '../../../ui/surface';
import { Text } from '../../../ui/text';
import styles from './major-auction-popup.module.css';

/** Session storage flag: the popup was shown in this browser session. */
export const MAJOR_POPUP_SEEN_KEY = 'majorPopupSeen';

function wasSeen(): boolean {
  try {
    return sessionStorage.getItem(MAJOR_POPUP_SEEN_KEY) === 'true';
  } catch {
    return false;
  }
}

function markSeen(): void {
  try {
    sessionStorage.setItem(MAJOR_POPUP_SEEN_KEY, 'true');
  } catch {
    // Private modes may refuse storage; the popup then simply shows again next visit.
  }
}

/** The card's animation in and out (major-auction-popup.module.css). */
const ANIMATION_MS = 225;

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

export function MajorAuctionPopup() {
  const { t } = useTranslation();
  const { data } = useMajorAuctions();
  const products = useMemo(() => data ?? [], [data]);
  useStoreNextMajorAuction(products);
  const next = useMemo(() => findNextMajorAuction(products), [products]);
  const [state, setState] = useState<'hidden' | 'open' | 'leaving'>('hidden');

  useEffect(() => {
    if (next && !wasSeen()) {
      markSeen();
      // In a transition, rendered a few milliseconds at a time: set from an effect, the popup
      // rendered at the default lane, in one task (15 ms on a slow machine, unthrottled; issue 15).
      startTransition(() => setState('open'));
    }
  }, [next]);

  useEffect(() => {
    if (state !== 'leaving') return;
    const timer = setTimeout(() => setState('hidden'), ANIMATION_MS);
    return () => clearTimeout(timer);
  }, [state]);

  // Only Escape and the buttons close it; clicks elsewhere on the page leave it be.
  const shown = next !== null && state === 'open';
  useEffect(() => {
    if (!shown) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) setState(reducedMotion() ? 'hidden' : 'leaving');
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [shown]);

  if (!next || state === 'hidden') return null;
  const close = () => setState(reducedMotion() ? 'hidden' : 'leaving');
  return (
    <div className={styles.anchor}>
      <Surface
        component="aside"
        variant="elevated"
        aria-labelledby="major-popup-title"
        className={cx(styles.card, state === 'leaving' && styles.leaving)}
      >
        <IconButton onClick={close} aria-label={t('majorPopup.close')} size="small" className={styles.close}>
          <X aria-hidden />
        </IconButton>
        <div className={styles.summary}>
          <ImageWidget src={next.mainImage?.thumb ?? next.mainImage?.full ?? null} alt="" frame="light" eager className={styles.image} />
          <div>
            <Text id="major-popup-title" variant="overline" component="h2" color="primary" className={styles.title}>
              {t('majorPopup.title')}
            </Text>
            <Text className={styles.name}>{next.title}</Text>
            <Text variant="body2" color="text.secondary">
              {t('majorPopup.worth', { price: formatMoney(next.buyNowPrice) })}
            </Text>
          </div>
        </div>
        <div className={styles.details}>
          <AuctionCountdown product={next} />
          <div className={styles.actions}>
            <Button onClick={close}>{t('majorPopup.notNow')}</Button>
            <Button to={`/item/${next.id}`} variant="contained" onClick={close}>
              {t('majorPopup.view')}
            </Button>
          </div>
        </div>
      </Surface>
    </div>
  );
}
