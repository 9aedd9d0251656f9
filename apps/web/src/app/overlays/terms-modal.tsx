// The terms and conditions (SPEC.md section 1): eligibility, Blitz, auctions, shipping and
// returns, with the date they were last updated. Closes on the backdrop, Escape or the close
// button; small screens keep a margin so the backdrop stays reachable.
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
import { Dialog } from '../../ui/dialog';
import { Stack } from '../../ui/stack';
import { Text } from '../../ui/text';
import styles from './terms-modal.module.css';

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
      maxWidth="md"
      titleId={titleId}
      title={t('terms.title')}
      description={t('terms.lastUpdated', { date: formatTermsDate(currentLanguage(i18n)) })}
      closeLabel={t('terms.close')}
      className={styles.popup}
    >
      {/* Focusable, so the terms scroll with the keyboard too. */}
      <Stack spacing={3} tabIndex={0} aria-labelledby={titleId} role="region" className={styles.terms}>
        <Text>{t('terms.intro')}</Text>
        {SECTIONS.map((section) => (
          <section key={section.titleKey}>
            <Text variant="h6" component="h3" className={styles.sectionTitle}>
              {t(section.titleKey)}
            </Text>
            <Text color="text.secondary">{t(section.bodyKey, TERMS_VALUES)}</Text>
          </section>
        ))}
      </Stack>
    </Dialog>
  );
}
