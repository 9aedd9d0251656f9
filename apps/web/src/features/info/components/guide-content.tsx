// The guide: how a penny auction works, step by step, and the FAQ. The FAQ can be asked for
// from elsewhere (the footer's FAQ link), in which case the page scrolls to it.
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { BID_TIMER_SECONDS, RETURNS_DAYS, RETURN_REQUEST_DAYS, SHIPPING_DAYS_MAX, SHIPPING_DAYS_MIN } from '@blitz/contract';
import { FAQ_SECTION_ID } from '../../../lib/navigation-state';

const STEPS = [
  { titleKey: 'guide.stepBuyTitle', bodyKey: 'guide.stepBuy' },
  { titleKey: 'guide.stepBidTitle', bodyKey: 'guide.stepBid' },
  { titleKey: 'guide.stepWinTitle', bodyKey: 'guide.stepWin' },
  { titleKey: 'guide.stepReceiveTitle', bodyKey: 'guide.stepReceive' },
] as const;

const FAQ = [
  { titleKey: 'guide.faqBlitzQ', bodyKey: 'guide.faqBlitzA' },
  { titleKey: 'guide.faqEndQ', bodyKey: 'guide.faqEndA' },
  { titleKey: 'guide.faqDeliveryQ', bodyKey: 'guide.faqDeliveryA' },
  { titleKey: 'guide.faqReturnsQ', bodyKey: 'guide.faqReturnsA' },
  { titleKey: 'guide.faqWhoQ', bodyKey: 'guide.faqWhoA' },
] as const;

/** Numbers the texts interpolate, all from the contract. */
const TEXT_VALUES = {
  seconds: BID_TIMER_SECONDS,
  minDays: SHIPPING_DAYS_MIN,
  maxDays: SHIPPING_DAYS_MAX,
  returnDays: RETURNS_DAYS,
  requestDays: RETURN_REQUEST_DAYS,
};

export interface GuideContentProps {
  /** Changes whenever a visit asks for the FAQ; null when it does not. */
  faqRequest: string | null;
}

export function GuideContent({ faqRequest }: GuideContentProps) {
  const { t } = useTranslation();

  useEffect(() => {
    if (faqRequest === null) return;
    document.getElementById(FAQ_SECTION_ID)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [faqRequest]);

  return (
    <>
      <Box
        component="ol"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' },
          gap: 2.5,
        }}
      >
        {STEPS.map((step, index) => (
          <Paper component="li" variant="outlined" key={step.titleKey} sx={{ p: 3 }}>
            <Box
              aria-hidden
              sx={{
                width: 40,
                height: 40,
                borderRadius: 2.5,
                display: 'grid',
                placeItems: 'center',
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
                fontWeight: 800,
                mb: 2,
              }}
            >
              {index + 1}
            </Box>
            <Typography variant="h6" component="h2">
              {t(step.titleKey)}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {t(step.bodyKey, TEXT_VALUES)}
            </Typography>
          </Paper>
        ))}
      </Box>
      <Box
        component="section"
        id={FAQ_SECTION_ID}
        aria-labelledby="faq-title"
        sx={{ mt: { xs: 6, md: 9 }, scrollMarginTop: 140, maxWidth: 860 }}
      >
        <Typography id="faq-title" variant="h4" component="h2" sx={{ mb: 3 }}>
          {t('guide.faqTitle')}
        </Typography>
        {FAQ.map((item) => (
          <Accordion key={item.titleKey} disableGutters variant="outlined" sx={{ '&:not(:last-of-type)': { borderBottom: 0 } }}>
            <AccordionSummary expandIcon={<ExpandMoreRounded />}>
              <Typography sx={{ fontWeight: 700 }}>{t(item.titleKey)}</Typography>
            </AccordionSummary>
            <AccordionDetails>
              <Typography color="text.secondary">{t(item.bodyKey, TEXT_VALUES)}</Typography>
            </AccordionDetails>
          </Accordion>
        ))}
      </Box>
    </>
  );
}
