// The small round picture beside a card's leader or winner, drawn like MUI's Avatar: the bidder's
// profile picture, else the first letter of their nickname, else (no bids yet) a person outline.
// Plain elements with class names made once per theme (lib/static-classes.ts): twenty on a listing.
import type { ShortProduct } from '@blitz/contract';
import { RoundAvatar } from '../../../components/round-avatar';
import { classes, createStaticClasses } from '../../../lib/static-classes';

type Bidder = NonNullable<ShortProduct['winner']>;

const useClasses = createStaticClasses('bidder-avatar', (theme) => ({
  // Doubled: they size and colour a RoundAvatar, whose own class may come later in the page.
  root: {
    '&&': {
      width: 22,
      height: 22,
      fontSize: '0.7rem',
      color: theme.palette.background.default,
      backgroundColor: theme.palette.action.disabledBackground,
    },
  },
  known: { '&&': { backgroundColor: theme.palette.primary.main } },
  // High-contrast modes drop backgrounds: an outline keeps the letter's or the icon's circle.
  drawn: { '@media (forced-colors: active)': { border: '1px solid ButtonBorder' } },
  person: { width: '75%', height: '75%', fill: 'currentColor' },
}));

export function BidderAvatar({ bidder }: { bidder: Pick<Bidder, 'nickname' | 'profileImage'> | null }) {
  const css = useClasses();
  return (
    <RoundAvatar src={bidder?.profileImage} className={classes(css.root, bidder && css.known)} fallbackClassName={css.drawn}>
      {bidder?.nickname ? (
        bidder.nickname.charAt(0).toUpperCase()
      ) : (
        <svg viewBox="0 0 24 24" focusable="false" className={css.person}>
          <path d="M12 12c2.21 0 4-1.79 4-4s-1.79-4-4-4-4 1.79-4 4 1.79 4 4 4zm0 2c-2.67 0-8 1.34-8 4v2h16v-2c0-2.66-5.33-4-8-4z" />
        </svg>
      )}
    </RoundAvatar>
  );
}
