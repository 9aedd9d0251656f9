// The home page's recent winnings (SPEC.md sections 1 and 2; issue 15): the photos winners shared
// and the latest won auctions, with the way to /winners, below the product list. Far below it on
// any screen as the page opens, so they are asked for once the section nears the screen: a phone
// opening the shop does not fetch, check and render them with its first cards.
import { useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { PageContainer } from '../../../components/page-container';
import { Button } from '../../../ui/button';
import { Text } from '../../../ui/text';
import { ProductGrid, ProductGridSkeleton } from '../../../features/catalogue/components/product-grid';
import { useRecentWinnings } from '../../../features/winners/api/get-recent-winnings';
import { WinnerPhotos } from '../../../features/winners/components/winner-photos';
import { useDeferredAnswer } from '../../../lib/use-deferred-answer';
import { useOnScreen } from '../../../lib/use-on-screen';
import styles from './home-winnings.module.css';

/** How many won auctions the home page shows; /winners has them all. */
export const HOME_WINNINGS_COUNT = 4;
/** How far ahead of the screen the section asks for its winnings: about a phone screen's height. */
const ASK_AHEAD = '800px';

export function HomeWinnings() {
  const { t } = useTranslation();
  const section = useRef<HTMLElement>(null);
  const near = useOnScreen(section, ASK_AHEAD);
  const [wanted, setWanted] = useState(near);
  if (near && !wanted) setWanted(true);
  const query = useRecentWinnings(HOME_WINNINGS_COUNT, { enabled: wanted });
  const answer = useDeferredAnswer(query.data);
  const first = answer.data?.pages[0];
  let content;
  if (query.isPending || answer.waiting) content = <ProductGridSkeleton count={HOME_WINNINGS_COUNT} label={t('winners.loading')} />;
  else if (query.isError && !first) content = <Text color="text.secondary">{t('winners.error')}</Text>;
  else if (!first || (first.products.length === 0 && (first.winnerImages ?? []).length === 0)) {
    content = <Text color="text.secondary">{t('winners.empty')}</Text>;
  } else {
    content = (
      <div className={styles.content}>
        <WinnerPhotos images={first.winnerImages ?? []} />
        {first.products.length > 0 && <ProductGrid products={first.products} immediateCount={0} label={t('winners.recentTitle')} />}
      </div>
    );
  }
  return (
    // In the page's container, as the product list above it: its cards as wide as the card
    // pictures' sizes say, and lined up with that list's at every width.
    <PageContainer component="section" maxWidth="xl" ref={section} aria-labelledby="home-winnings-title" className={styles.container}>
      <div className={styles.heading}>
        <Text id="home-winnings-title" variant="h5" component="h2">
          {t('winners.recentTitle')}
        </Text>
        <Button to="/winners">{t('nav.winners')}</Button>
      </div>
      {content}
    </PageContainer>
  );
}
