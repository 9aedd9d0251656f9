// The BidBuddy panel of the item page (DESIGN.md 'BidBuddy'): set aside a number of Blitz and the
// buddy bids for the user in the final seconds whenever someone else leads; cancel it to get the
// unused Blitz back. "Blitz left" follows the realtime channel as the buddy bids.
import Bot from 'lucide-react/icons/bot';
import { MAX_BUDDY_BLITZ } from '@blitz/contract';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useRealtime } from '../../../lib/realtime/realtime-context';
import { setBidBuddy, type BidBuddyOutcome } from '../api/set-bid-buddy';
import { Button } from '../../../ui/button';
import { Chip } from '../../../ui/misc';
import { Stack } from '../../../ui/stack';
import { Surface } from '../../../ui/surface';
import { TextField } from '../../../ui/text-field';
import { Text } from '../../../ui/text';
import { REFUSAL_KEYS } from './bid-refusal';
import styles from './bid-buddy-panel.module.css';

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
    <Surface component="section" aria-labelledby={headingId} className={styles.panel}>
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1} align="center">
          <Bot aria-hidden className={styles.icon} />
          <Text id={headingId} component="h2" className={styles.title}>
            {t('bidBuddy.title')}
          </Text>
          <Chip
            size="small"
            label={t(active ? 'bidBuddy.on' : 'bidBuddy.off')}
            color={active ? 'success' : 'default'}
            variant={active ? 'filled' : 'outlined'}
          />
        </Stack>
        <Text variant="body2" color="text.secondary">
          {t('bidBuddy.explain')}
        </Text>
        {active ? (
          <Stack direction="row" spacing={1.5} align="center" justify="between" wrap>
            <Text data-testid="buddy-left" aria-live="polite" className={styles.left}>
              {t('bidBuddy.left', { count: left })}
            </Text>
            <Button variant="outlined" color="inherit" loading={sending} onClick={() => void send(false, 0)}>
              {t('bidBuddy.cancel')}
            </Button>
          </Stack>
        ) : (
          <Stack component="form" direction="row" spacing={1} align="start" onSubmit={submit} noValidate>
            <TextField
              size="small"
              label={t('bidBuddy.amount')}
              value={amountText}
              onChange={(event) => setAmountText(event.target.value)}
              error={inputError !== null}
              helperText={inputError ?? t('bidBuddy.amountHint', { max: MAX_BUDDY_BLITZ })}
              inputMode="numeric"
              pattern="[0-9]*"
              className={styles.amount}
            />
            <Button type="submit" variant="contained" loading={sending} className={styles.set}>
              {t('bidBuddy.set')}
            </Button>
          </Stack>
        )}
        {errorKey && (
          <Text role="alert" variant="body2" color="error" className={styles.error}>
            {t(errorKey)}
          </Text>
        )}
      </Stack>
    </Surface>
  );
}
