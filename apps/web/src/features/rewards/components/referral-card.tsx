// The referral link of the rewards section: copy it, share it (the Web Share API where the
// browser has it, otherwise WhatsApp, SMS and email links), and how many friends joined and bought.
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import IosShareRounded from '@mui/icons-material/IosShareRounded';
import SmsOutlined from '@mui/icons-material/SmsOutlined';
import WhatsApp from '@mui/icons-material/WhatsApp';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { REFERRAL_QUERY_KEY, REFERRED_REWARD_BLITZ, REFERRER_REWARD_BLITZ, type RewardSummary } from '@blitz/contract';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';

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
      <Typography color="text.secondary">
        {t('rewards.referral.howItWorks', { referrer: REFERRER_REWARD_BLITZ, referred: REFERRED_REWARD_BLITZ })}
      </Typography>
      <TextField
        label={t('rewards.referral.linkLabel')}
        value={link}
        size="small"
        fullWidth
        slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'referral-link' } }}
        onFocus={(event) => event.target.select()}
      />
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button variant="contained" size="small" startIcon={<ContentCopyRounded />} onClick={() => void copy()}>
          {t('rewards.referral.copy')}
        </Button>
        {canShare ? (
          <Button
            size="small"
            variant="outlined"
            startIcon={<IosShareRounded />}
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
              startIcon={<WhatsApp />}
              href={`https://wa.me/?text=${encodeURIComponent(message)}`}
              target="_blank"
              rel="noopener noreferrer"
            >
              WhatsApp
            </Button>
            <Button size="small" variant="outlined" startIcon={<SmsOutlined />} href={`sms:?&body=${encodeURIComponent(message)}`}>
              {t('rewards.referral.sms')}
            </Button>
            <Button
              size="small"
              variant="outlined"
              startIcon={<EmailOutlined />}
              href={`mailto:?subject=${encodeURIComponent(t('rewards.referral.shareTitle'))}&body=${encodeURIComponent(message)}`}
            >
              {t('rewards.referral.email')}
            </Button>
          </>
        )}
      </Stack>
      <Typography role="status" variant="body2" color={copied === false ? 'error' : 'success.main'} sx={{ minHeight: '1.5em' }}>
        {copied === true ? t('rewards.referral.copied') : copied === false ? t('rewards.referral.copyFailed') : ''}
      </Typography>
      <Typography data-testid="referral-counts">
        {t('rewards.referral.counts', { joined: referral.joined, bought: referral.bought })}
      </Typography>
    </Stack>
  );
}
