// The item page's bid button and the states of issue 5: visitors are sent to log in
// (`onLoginRequired`, so the page decides between the login modal and the login page); an
// auction that is not Open is disabled with the reason; the leading bidder cannot outbid
// themselves; what the contract's bid-type rule refuses them (checkBidType: Beginner, Locked, Paid
// Blitz only) is disabled with the reason, and without Blitz to pay the button leads to
// /buy-packs; a bid in flight shows at once and blocks a second one; a refusal says why.
import Gavel from 'lucide-react/icons/gavel';
import Trophy from 'lucide-react/icons/trophy';
import Zap from 'lucide-react/icons/zap';
import type { AuctionStatus, BidRefusal } from '@blitz/contract';
import { useId } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../ui/button';
import { Stack } from '../../../ui/stack';
import { Text } from '../../../ui/text';
import { REFUSAL_KEYS } from './bid-refusal';
import styles from './bid-area.module.css';

export interface BidAreaProps {
  status: AuctionStatus;
  signedIn: boolean;
  onLoginRequired: () => void;
  /** Places a bid; absent while live bidding is unavailable. */
  onBid?: () => void;
  /** Why the contract's bid-type rule refuses the user (lib/bid-rule.ts); null when it lets them bid. */
  refusal?: BidRefusal | null;
  /** The id of an element on the page that already gives the refusal's reason (the win limits'
   * warning): the button is described by it and the reason is not repeated under the button. */
  refusalShownBy?: string;
  /** The user's own bid leads the auction. */
  leading?: boolean;
  /** A bid is on its way. */
  pending?: boolean;
  /** Translation key of why the last bid was refused. */
  errorKey?: string | null;
}

const CLOSED_REASONS: Partial<Record<AuctionStatus, string>> = {
  'Not Started': 'item.bidReason.notStarted',
  Ended: 'item.bidReason.ended',
  Closed: 'item.bidReason.closed',
};

export type BidButtonState =
  | { kind: 'closed'; reasonKey: string }
  | { kind: 'login' }
  | { kind: 'unavailable' }
  | { kind: 'pending' }
  | { kind: 'leading' }
  | { kind: 'buy' }
  | { kind: 'refused'; reasonKey: string }
  | { kind: 'ready' };

/** Which state the button is in; the order is the order of precedence. */
export function bidButtonState(props: Omit<BidAreaProps, 'onLoginRequired' | 'errorKey' | 'refusalShownBy'>): BidButtonState {
  const closed = CLOSED_REASONS[props.status];
  if (closed) return { kind: 'closed', reasonKey: closed };
  if (!props.signedIn) return { kind: 'login' };
  if (!props.onBid) return { kind: 'unavailable' };
  if (props.pending) return { kind: 'pending' };
  if (props.leading) return { kind: 'leading' };
  if (props.refusal === 'no-blitz') return { kind: 'buy' };
  if (props.refusal) return { kind: 'refused', reasonKey: REFUSAL_KEYS[props.refusal] };
  return { kind: 'ready' };
}

const HINTS: Partial<Record<BidButtonState['kind'], string>> = {
  unavailable: 'item.bidReason.unavailable',
  leading: 'bid.leadingHint',
  buy: 'bid.noBlitzHint',
};

export function BidArea(props: BidAreaProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const state = bidButtonState(props);
  const shownAbove = state.kind === 'refused' ? props.refusalShownBy : undefined;
  const hintKey = state.kind === 'closed' || (state.kind === 'refused' && !shownAbove) ? state.reasonKey : HINTS[state.kind];

  let button;
  if (state.kind === 'buy') {
    button = (
      <Button
        to="/buy-packs"
        variant="contained"
        size="large"
        fullWidth
        startIcon={<Zap aria-hidden />}
        aria-describedby={hintId}
        className={styles.bid}
      >
        {t('bid.buyBlitz')}
      </Button>
    );
  } else {
    const label =
      state.kind === 'login'
        ? t('item.loginToBid')
        : state.kind === 'pending'
          ? t('bid.bidding')
          : state.kind === 'leading'
            ? t('bid.leading')
            : t('item.placeBid');
    const onClick = () => (state.kind === 'login' ? props.onLoginRequired() : props.onBid?.());
    button = (
      <Button
        variant="contained"
        size="large"
        fullWidth
        startIcon={state.kind === 'leading' ? <Trophy aria-hidden /> : <Gavel aria-hidden />}
        disabled={state.kind !== 'ready' && state.kind !== 'login'}
        loading={state.kind === 'pending'}
        onClick={onClick}
        aria-describedby={shownAbove ?? (hintKey ? hintId : undefined)}
        className={styles.bid}
      >
        {label}
      </Button>
    );
  }

  return (
    <Stack spacing={1}>
      {button}
      {/* Polite: the state changes after each bid, which a bidder using a screen reader needs to hear. */}
      <Text id={hintId} role="status" variant="body2" color="text.secondary" align="center" className={styles.hint}>
        {hintKey ? t(hintKey) : state.kind === 'pending' ? t('bid.sending') : ''}
      </Text>
      {props.errorKey && (
        <Text role="alert" variant="body2" color="error" align="center" className={styles.error}>
          {t(props.errorKey)}
        </Text>
      )}
    </Stack>
  );
}
