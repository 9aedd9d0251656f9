// The BidBuddy panel of the item page (DESIGN.md 'BidBuddy'): set aside a number of Blitz and the
// buddy bids for the user in the final seconds whenever someone else leads; cancel it to get the
// unused Blitz back. "Blitz left" follows the realtime channel as the buddy bids.
import SmartToyOutlined from '@mui/icons-material/SmartToyOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MAX_BUDDY_BLITZ } from '@blitz/contract';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useRealtime } from '../../../lib/realtime/realtime-context';
import { setBidBuddy, type BidBuddyOutcome } from '../api/set-bid-buddy';
import { REFUSAL_KEYS } from './bid-refusal';

export interface BidBuddyPanelProps {
  auctionID: number;
  active: boolean;
  /** Reserved Blitz not spent yet. */
  left: number;
}

/** A whole number of Blitz within the limits, or null. */
export function parseBuddyAmount(text: string): number | null {
  const value = text.trim();
  if (!/^\d{1,7}$/.test(value)) return null;
  const amount = Number(value);
  return amount >= 1 && amount <= MAX_BUDDY_BLITZ ? amount : null;
}

function errorKeyOf(outcome: Exclude<BidBuddyOutcome, { ok: true }>): string {
  if ('reason' in outcome) return REFUSAL_KEYS[outcome.reason];
  return outcome.error?.reason === 'network_error' ? 'bid.offline' : 'bidBuddy.failed';
}

export function BidBuddyPanel({ auctionID, active, left }: BidBuddyPanelProps) {
  const { t } = useTranslation();
  const { store } = useRealtime();
  const headingId = useId();
  const [amountText, setAmountText] = useState('');
  const [inputError, setInputError] = useState<string | null>(null);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const send = async (on: boolean, amount: number) => {
    setSending(true);
    setErrorKey(null);
    const outcome = await setBidBuddy({ active: on, auctionID, buddyAmount: amount });
    setSending(false);
    if (!outcome.ok) return setErrorKey(errorKeyOf(outcome));
    const result = outcome.result;
    store.setBuddy(auctionID, {
      active: result?.activeBuddy ?? on,
      left: result?.currentBidBuddyAmount ?? (on ? amount : 0),
    });
    if (result) store.setBalance(result.bids);
    setAmountText('');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = parseBuddyAmount(amountText);
    if (amount === null) return setInputError(t('bidBuddy.invalidAmount', { max: MAX_BUDDY_BLITZ }));
    setInputError(null);
    void send(true, amount);
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2, borderRadius: 3 }}>
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <SmartToyOutlined color="primary" aria-hidden />
          <Typography id={headingId} component="h2" sx={{ fontWeight: 800, fontSize: '1.05rem', flexGrow: 1 }}>
            {t('bidBuddy.title')}
          </Typography>
          <Chip
            size="small"
            label={t(active ? 'bidBuddy.on' : 'bidBuddy.off')}
            color={active ? 'success' : 'default'}
            variant={active ? 'filled' : 'outlined'}
          />
        </Stack>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('bidBuddy.explain')}
        </Typography>
        {active ? (
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}>
            <Typography data-testid="buddy-left" aria-live="polite" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
              {t('bidBuddy.left', { count: left })}
            </Typography>
            <Button variant="outlined" color="inherit" loading={sending} onClick={() => void send(false, 0)}>
              {t('bidBuddy.cancel')}
            </Button>
          </Stack>
        ) : (
          <Stack component="form" direction="row" spacing={1} onSubmit={submit} noValidate sx={{ alignItems: 'flex-start' }}>
            <TextField
              size="small"
              label={t('bidBuddy.amount')}
              value={amountText}
              onChange={(event) => setAmountText(event.target.value)}
              error={inputError !== null}
              helperText={inputError ?? t('bidBuddy.amountHint', { max: MAX_BUDDY_BLITZ })}
              slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
              sx={{ flex: 1, minWidth: 0 }}
            />
            <Button type="submit" variant="contained" loading={sending} sx={{ flexShrink: 0, mt: 0.25 }}>
              {t('bidBuddy.set')}
            </Button>
          </Stack>
        )}
        {errorKey && (
          <Typography role="alert" variant="body2" sx={{ color: 'error.main', fontWeight: 600 }}>
            {t(errorKey)}
          </Typography>
        )}
      </Stack>
    </Paper>
  );
}
