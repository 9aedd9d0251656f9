// The guide: how a penny auction works, step by step, and the FAQ. The FAQ can be asked for
// from elsewhere (the footer's FAQ link), in which case the page scrolls to it.
import { useEffect } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { FAQ_SECTION_ID } from '../../../lib/navigation-state';
import { TEXT_VALUES } from '../../../lib/text-values';
import { Accordion, AccordionItem } from '../../../ui/accordion';
import { Surface } from '../../../ui/surface';
import { Text } from '../../../ui/text';
import styles from './info.module.css';

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
      <ol className={styles.steps}>
        {STEPS.map((step, index) => (
          <Surface component="li" key={step.titleKey} className={styles.card}>
            <div aria-hidden className={styles.stepNumber}>
              {index + 1}
            </div>
            <Text variant="h6" component="h2">
              {t(step.titleKey)}
            </Text>
            <Text className={styles.body}>{t(step.bodyKey, TEXT_VALUES)}</Text>
          </Surface>
        ))}
      </ol>
      <section id={FAQ_SECTION_ID} aria-labelledby="faq-title" className={styles.faq}>
        <Text id="faq-title" variant="h4" component="h2" className={styles.faqTitle}>
          {t('guide.faqTitle')}
        </Text>
        <Accordion multiple className={styles.faqList}>
          {FAQ.map((item) => (
            <AccordionItem key={item.titleKey} value={item.titleKey} title={t(item.titleKey)} className={styles.faqItem}>
              <Text color="text.secondary" className={styles.faqAnswer}>
                {t(item.bodyKey, TEXT_VALUES)}
              </Text>
            </AccordionItem>
          ))}
        </Accordion>
      </section>
    </>
  );
}
