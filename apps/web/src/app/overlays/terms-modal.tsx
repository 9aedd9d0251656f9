// The terms and conditions (SPEC.md section 1): eligibility, Blitz, auctions, shipping and
// returns, with the date they were last updated. Closes on the backdrop, Escape or the close
// button; small screens keep a margin so the backdrop stays reachable.
import { useId } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { formatDate, type LanguageIso, TERMS_DATE } from '@blitz/contract';
import { TEXT_VALUES } from '../../lib/text-values';
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
            <Text color="text.secondary">{t(section.bodyKey, TEXT_VALUES)}</Text>
          </section>
        ))}
      </Stack>
    </Dialog>
  );
}
