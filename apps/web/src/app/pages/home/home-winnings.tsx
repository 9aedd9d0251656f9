// The home page's recent winnings (SPEC.md sections 1 and 2; issue 15): the photos winners shared
// and the latest won auctions, with the way to /winners, below the product list. Far below it on
// any screen as the page opens, so they are asked for once the section nears the screen: a phone
// opening the shop does not fetch, check and render them with its first cards.
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { PlainButton } from '../../../components/plain-button';
import { ProductGrid, ProductGridSkeleton } from '../../../features/catalogue/components/product-grid';
import { useRecentWinnings } from '../../../features/winners/api/get-recent-winnings';
import { WinnerPhotos } from '../../../features/winners/components/winner-photos';
import { useDeferredAnswer } from '../../../lib/use-deferred-answer';
import { useOnScreen } from '../../../lib/use-on-screen';

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
  else if (query.isError && !first) content = <Typography color="text.secondary">{t('winners.error')}</Typography>;
  else if (!first || (first.products.length === 0 && (first.winnerImages ?? []).length === 0)) {
    content = <Typography color="text.secondary">{t('winners.empty')}</Typography>;
  } else {
    content = (
      <Stack spacing={3}>
        <WinnerPhotos images={first.winnerImages ?? []} />
        {first.products.length > 0 && <ProductGrid products={first.products} immediateCount={0} label={t('winners.recentTitle')} />}
      </Stack>
    );
  }
  return (
    // In the page's container, as the product list above it: its cards as wide as the card
    // pictures' sizes say, and lined up with that list's at every width.
    <Container component="section" maxWidth="xl" ref={section} aria-labelledby="home-winnings-title" sx={{ py: { xs: 4, md: 6 } }}>
      <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', mb: 2, gap: 2 }}>
        <Typography id="home-winnings-title" variant="h5" component="h2">
          {t('winners.recentTitle')}
        </Typography>
        <PlainButton to="/winners">{t('nav.winners')}</PlainButton>
      </Stack>
      {content}
    </Container>
  );
}
