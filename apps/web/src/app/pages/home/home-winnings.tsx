// The home page's recent winnings (SPEC.md sections 1 and 2; issue 15): the photos winners shared
// and the latest won auctions, with the way to /winners, below the product list. Far below it on
// any screen as the page opens, so they are asked for once the section nears the screen: a phone
// opening the shop does not fetch, check and render them with its first cards.
import { useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { PageContainer } from '../../../components/page-container';
import { PlainButton } from '../../../components/plain-button';
import { PlainText } from '../../../components/plain-text';
import { createStaticClasses } from '../../../lib/static-classes';
import { ProductGrid, ProductGridSkeleton } from '../../../features/catalogue/components/product-grid';
import { useRecentWinnings } from '../../../features/winners/api/get-recent-winnings';
import { WinnerPhotos } from '../../../features/winners/components/winner-photos';
import { useDeferredAnswer } from '../../../lib/use-deferred-answer';
import { useOnScreen } from '../../../lib/use-on-screen';

/** How many won auctions the home page shows; /winners has them all. */
export const HOME_WINNINGS_COUNT = 4;
/** How far ahead of the screen the section asks for its winnings: about a phone screen's height. */
const ASK_AHEAD = '800px';

// The section's layout, as MUI's Container and Stack drew it from their props and `sx` (issue 15).
const useClasses = createStaticClasses('home-winnings', (theme) => ({
  container: {
    '&&': {
      paddingTop: theme.spacing(4),
      paddingBottom: theme.spacing(4),
      [theme.breakpoints.up('md')]: { paddingTop: theme.spacing(6), paddingBottom: theme.spacing(6) },
    },
  },
  heading: {
    display: 'flex',
    flexDirection: 'row',
    alignItems: 'baseline',
    justifyContent: 'space-between',
    marginBottom: theme.spacing(2),
    gap: theme.spacing(2),
  },
  content: { display: 'flex', flexDirection: 'column', gap: theme.spacing(3) },
}));

export function HomeWinnings() {
  const { t } = useTranslation();
  const css = useClasses();
  const section = useRef<HTMLElement>(null);
  const near = useOnScreen(section, ASK_AHEAD);
  const [wanted, setWanted] = useState(near);
  if (near && !wanted) setWanted(true);
  const query = useRecentWinnings(HOME_WINNINGS_COUNT, { enabled: wanted });
  const answer = useDeferredAnswer(query.data);
  const first = answer.data?.pages[0];
  let content;
  if (query.isPending || answer.waiting) content = <ProductGridSkeleton count={HOME_WINNINGS_COUNT} label={t('winners.loading')} />;
  else if (query.isError && !first) content = <PlainText color="text.secondary">{t('winners.error')}</PlainText>;
  else if (!first || (first.products.length === 0 && (first.winnerImages ?? []).length === 0)) {
    content = <PlainText color="text.secondary">{t('winners.empty')}</PlainText>;
  } else {
    content = (
      <div className={css.content}>
        <WinnerPhotos images={first.winnerImages ?? []} />
        {first.products.length > 0 && <ProductGrid products={first.products} immediateCount={0} label={t('winners.recentTitle')} />}
      </div>
    );
  }
  return (
    // In the page's container, as the product list above it: its cards as wide as the card
    // pictures' sizes say, and lined up with that list's at every width.
    <PageContainer component="section" maxWidth="xl" ref={section} aria-labelledby="home-winnings-title" className={css.container}>
      <div className={css.heading}>
        <PlainText id="home-winnings-title" variant="h5" component="h2">
          {t('winners.recentTitle')}
        </PlainText>
        <PlainButton to="/winners">{t('nav.winners')}</PlainButton>
      </div>
      {content}
    </PageContainer>
  );
}
