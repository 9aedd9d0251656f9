// The item page's bid button. Its live behaviour arrives with the auction engine (`onBid`); until
// then visitors are sent to log in (`onLoginRequired`, so the page decides between the login
// modal and the login page), and an auction that is not Open disables it with the reason.
import GavelRounded from '@mui/icons-material/GavelRounded';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AuctionStatus } from '@blitz/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface BidAreaProps {
  status: AuctionStatus;
  signedIn: boolean;
  onLoginRequired: () => void;
  /** Places a bid; absent until the auction engine exists. */
  onBid?: () => void;
}

const CLOSED_REASONS: Partial<Record<AuctionStatus, string>> = {
  'Not Started': 'item.bidReason.notStarted',
  Ended: 'item.bidReason.ended',
  Closed: 'item.bidReason.closed',
};

/** Why bidding is not possible right now, as a translation key; null when it is. */
export function bidBlockedReason(status: AuctionStatus, signedIn: boolean, canBid: boolean): string | null {
  const closed = CLOSED_REASONS[status];
  if (closed) return closed;
  if (signedIn && !canBid) return 'item.bidReason.unavailable';
  return null;
}

export function BidArea({ status, signedIn, onLoginRequired, onBid }: BidAreaProps) {
  const { t } = useTranslation();
  const reasonId = useId();
  const reason = bidBlockedReason(status, signedIn, onBid !== undefined);
  const onClick = () => {
    if (!signedIn) onLoginRequired();
    else onBid?.();
  };
  return (
    <Stack spacing={1}>
      <Button
        variant="contained"
        size="large"
        startIcon={<GavelRounded />}
        disabled={reason !== null}
        onClick={onClick}
        aria-describedby={reason ? reasonId : undefined}
        sx={{ py: 1.5, fontSize: '1.1rem' }}
      >
        {signedIn || reason ? t('item.placeBid') : t('item.loginToBid')}
      </Button>
      {reason && (
        <Typography id={reasonId} variant="body2" sx={{ color: 'text.secondary', textAlign: 'center' }}>
          {t(reason)}
        </Typography>
      )}
    </Stack>
  );
}
