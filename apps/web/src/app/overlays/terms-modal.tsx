// The terms and conditions (SPEC.md section 1): eligibility, Blitz, auctions, shipping and
// returns, with the date they were last updated. Closes on the backdrop or the close button;
// small screens keep a margin so the backdrop stays reachable.
import CloseRounded from '@mui/icons-material/CloseRounded';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from '../../lib/use-translation';
import {
  AUCTION_END_RETAIL_PERCENT,
  BID_TIMER_SECONDS,
  formatDate,
  type LanguageIso,
  MIN_BIDDER_AGE,
  RETURN_REQUEST_DAYS,
  RETURNS_DAYS,
  SHIPPING_DAYS_MAX,
  SHIPPING_DAYS_MIN,
  TERMS_DATE,
} from '@blitz/contract';
import { currentLanguage } from '../../lib/i18n';

const SECTIONS = [
  { titleKey: 'terms.eligibilityTitle', bodyKey: 'terms.eligibility' },
  { titleKey: 'terms.blitzTitle', bodyKey: 'terms.blitz' },
  { titleKey: 'terms.auctionsTitle', bodyKey: 'terms.auctions' },
  { titleKey: 'terms.shippingTitle', bodyKey: 'terms.shipping' },
  { titleKey: 'terms.returnsTitle', bodyKey: 'terms.returns' },
] as const;

/** Numbers the terms interpolate, all from the contract. */
const TERMS_VALUES = {
  minAge: MIN_BIDDER_AGE,
  seconds: BID_TIMER_SECONDS,
  percent: AUCTION_END_RETAIL_PERCENT,
  minDays: SHIPPING_DAYS_MIN,
  maxDays: SHIPPING_DAYS_MAX,
  returnDays: RETURNS_DAYS,
  requestDays: RETURN_REQUEST_DAYS,
};

/** The terms date written out in the reader's language, e.g. '15 February 2025'. */
export function formatTermsDate(iso: LanguageIso): string {
  return formatDate(`${TERMS_DATE}T00:00:00Z`, iso, { dateStyle: 'long', timeZone: 'UTC' });
}

export function TermsModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="md"
      fullWidth
      scroll="paper"
      slotProps={{ paper: { sx: { m: { xs: 1.5, sm: 4 }, width: { xs: 'calc(100% - 24px)', sm: undefined } } } }}
    >
      <DialogTitle id={titleId} sx={{ pr: 8 }}>
        <Typography component="span" variant="h5" sx={{ display: 'block', fontWeight: 800 }}>
          {t('terms.title')}
        </Typography>
        <Typography component="span" variant="body2" color="text.secondary">
          {t('terms.lastUpdated', { date: formatTermsDate(currentLanguage(i18n)) })}
        </Typography>
        <IconButton aria-label={t('terms.close')} onClick={onClose} sx={{ position: 'absolute', right: 14, top: 14 }}>
          <CloseRounded />
        </IconButton>
      </DialogTitle>
      {/* Focusable, so the terms scroll with the keyboard too. */}
      <DialogContent dividers tabIndex={0} aria-labelledby={titleId}>
        <Stack spacing={3} sx={{ py: 1 }}>
          <Typography>{t('terms.intro')}</Typography>
          {SECTIONS.map((section) => (
            <section key={section.titleKey}>
              <Typography variant="h6" component="h3" sx={{ mb: 0.75 }}>
                {t(section.titleKey)}
              </Typography>
              <Typography color="text.secondary">{t(section.bodyKey, TERMS_VALUES)}</Typography>
            </section>
          ))}
        </Stack>
      </DialogContent>
    </Dialog>
  );
}
