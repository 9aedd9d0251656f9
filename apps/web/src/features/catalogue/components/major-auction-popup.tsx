// The next-major-auction popup (SPEC.md section 2, Overlays): on the home page, once per browser
// session, a card in the corner that does not block the page, the earliest major auction still to start, with its start countdown and a link to it.
// The auction is also stored under the contract's key (SPEC.md section 4).
// It comes in and goes out with CSS animations of its own: MUI's transition (Grow) made the browser
// lay the whole page out at once as it started, a long task on a phone (issue 15).
import CloseRounded from '@mui/icons-material/CloseRounded';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { keyframes } from '@mui/material/styles';
import { formatMoney } from '@blitz/contract';
import { startTransition, useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { AuctionCountdown } from '../../../components/countdown/auction-countdown';
import { ImageWidget } from '../../../components/image-widget';
import { useMajorAuctions } from '../api/get-major-auctions';
import { findNextMajorAuction, useStoreNextMajorAuction } from '../hooks/use-next-major-auction';
import { createStaticClasses } from '../../../lib/static-classes';

/** The product's picture: doubled ('&&'), as the image widget's own class sets its width. */
const useClasses = createStaticClasses('major-popup-image', () => ({
  image: { '&&': { width: 72, flexShrink: 0, borderRadius: '24px' } },
}));

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

const comeIn = keyframes`from { opacity: 0; transform: scale(0.75); } to { opacity: 1; transform: none; }`;
const goOut = keyframes`from { opacity: 1; transform: none; } to { opacity: 0; transform: scale(0.75); }`;
const ANIMATION_MS = 225;

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

export function MajorAuctionPopup() {
  const { t } = useTranslation();
  const { data } = useMajorAuctions();
  const products = useMemo(() => data ?? [], [data]);
  useStoreNextMajorAuction(products);
  const next = useMemo(() => findNextMajorAuction(products), [products]);
  const [state, setState] = useState<'hidden' | 'open' | 'leaving'>('hidden');
  const css = useClasses();

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

  if (!next || state === 'hidden') return null;
  const close = () => setState(reducedMotion() ? 'hidden' : 'leaving');
  return (
    <Snackbar
      open
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      // Only Escape and the buttons close it; clicks elsewhere on the page leave it be.
      onClose={(_event, reason) => reason !== 'clickaway' && close()}
      // Mounted open, without MUI's transition: the card's animations instead.
      slotProps={{ transition: { appear: false } }}
      sx={{ zIndex: (theme) => theme.zIndex.drawer }}
    >
      <Card
        component="aside"
        aria-labelledby="major-popup-title"
        elevation={8}
        sx={{
          width: { xs: '100%', sm: 360 },
          borderRadius: 4,
          position: 'relative',
          animation: `${state === 'leaving' ? goOut : comeIn} ${ANIMATION_MS}ms ease-out forwards`,
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        }}
      >
        <IconButton onClick={close} aria-label={t('majorPopup.close')} size="small" sx={{ position: 'absolute', right: 6, top: 6 }}>
          <CloseRounded fontSize="small" />
        </IconButton>
        <Stack direction="row" spacing={1.5} sx={{ p: 2, pr: 5, alignItems: 'center' }}>
          <ImageWidget src={next.mainImage?.thumb ?? next.mainImage?.full ?? null} alt="" frame="light" eager className={css.image} />
          <div>
            <Typography
              id="major-popup-title"
              variant="overline"
              component="h2"
              sx={{ color: 'primary.main', fontWeight: 800, lineHeight: 1.4 }}
            >
              {t('majorPopup.title')}
            </Typography>
            <Typography sx={{ fontWeight: 700, lineHeight: 1.3 }}>{next.title}</Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('majorPopup.worth', { price: formatMoney(next.buyNowPrice) })}
            </Typography>
          </div>
        </Stack>
        <Stack spacing={1.5} sx={{ px: 2, pb: 2 }}>
          <AuctionCountdown product={next} />
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={close}>{t('majorPopup.notNow')}</Button>
            <Button component={RouterLink} to={`/item/${next.id}`} variant="contained" onClick={close}>
              {t('majorPopup.view')}
            </Button>
          </Stack>
        </Stack>
      </Card>
    </Snackbar>
  );
}
