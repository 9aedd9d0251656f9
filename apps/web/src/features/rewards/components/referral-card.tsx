// The referral link of the rewards section: copy it, share it (the Web Share API where the
// browser has it, otherwise WhatsApp, SMS and email links), and how many friends joined and bought.
import Copy from 'lucide-react/icons/copy';
import Mail from 'lucide-react/icons/mail';
import MessageSquareText from 'lucide-react/icons/message-square-text';
import Share from 'lucide-react/icons/share';
import { REFERRAL_QUERY_KEY, REFERRED_REWARD_BLITZ, REFERRER_REWARD_BLITZ, type RewardSummary } from '@blitz/contract';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { WhatsAppIcon } from '../../../ui/brand-icons';
import { Button } from '../../../ui/button';
import { Stack } from '../../../ui/stack';
import { Text } from '../../../ui/text';
import { TextField } from '../../../ui/text-field';
import styles from './referral-card.module.css';

export const referralLink = (origin: string, code: string) => `${origin}/?${REFERRAL_QUERY_KEY}=${encodeURIComponent(code)}`;

export function ReferralCard({ referral }: { referral: RewardSummary['referral'] }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<boolean | null>(null);
  const link = referralLink(window.location.origin, referral.code);
  const message = t('rewards.referral.message', { link });
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Stack spacing={1.5}>
      <Text color="text.secondary">
        {t('rewards.referral.howItWorks', { referrer: REFERRER_REWARD_BLITZ, referred: REFERRED_REWARD_BLITZ })}
      </Text>
      <TextField
        label={t('rewards.referral.linkLabel')}
        value={link}
        size="small"
        readOnly
        data-testid="referral-link"
        onFocus={(event) => event.target.select()}
      />
      <Stack direction="row" spacing={1} wrap>
        <Button variant="contained" size="small" startIcon={<Copy aria-hidden />} onClick={() => void copy()}>
          {t('rewards.referral.copy')}
        </Button>
        {canShare ? (
          <Button
            size="small"
            variant="outlined"
            startIcon={<Share aria-hidden />}
            onClick={() =>
              void navigator.share({ title: t('rewards.referral.shareTitle'), text: message, url: link }).catch(() => undefined)
            }
          >
            {t('rewards.referral.share')}
          </Button>
        ) : (
          <>
            <Button
              size="small"
              variant="outlined"
              startIcon={<WhatsAppIcon />}
              href={`https://wa.me/?text=${encodeURIComponent(message)}`}
              target="_blank"
              rel="noopener noreferrer"
            >
              WhatsApp
            </Button>
            <Button
              size="small"
              variant="outlined"
              startIcon={<MessageSquareText aria-hidden />}
              href={`sms:?&body=${encodeURIComponent(message)}`}
            >
              {t('rewards.referral.sms')}
            </Button>
            <Button
              size="small"
              variant="outlined"
              startIcon={<Mail aria-hidden />}
              href={`mailto:?subject=${encodeURIComponent(t('rewards.referral.shareTitle'))}&body=${encodeURIComponent(message)}`}
            >
              {t('rewards.referral.email')}
            </Button>
          </>
        )}
      </Stack>
      <Text role="status" variant="body2" color={copied === false ? 'error' : 'success'} className={styles.status}>
        {copied === true ? t('rewards.referral.copied') : copied === false ? t('rewards.referral.copyFailed') : ''}
      </Text>
      <Text data-testid="referral-counts">{t('rewards.referral.counts', { joined: referral.joined, bought: referral.bought })}</Text>
    </Stack>
  );
}
