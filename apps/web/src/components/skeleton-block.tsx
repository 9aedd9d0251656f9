// A loading placeholder drawn as MUI's Skeleton draws it (its pulse, its "on paper" colour, its
// text, rectangular and rounded shapes), as a plain element with class names made once per theme
// (lib/static-classes.ts), so the listings' loading cards keep MUI's Skeleton out of the home page's
// first JavaScript (issue 15). Its size comes from the caller's class, whose rules must be doubled
// ('&&'): this component's own class may come later in the page. It is decoration only.
import { alpha, keyframes } from '@mui/material/styles';
import { classes, createStaticClasses } from '../lib/static-classes';

const useClasses = createStaticClasses('skeleton', (theme) => {
  // Made here, in the style function, which the build leaves out with emotion.
  const pulse = keyframes`
    0% { opacity: 1; }
    50% { opacity: 0.4; }
    100% { opacity: 1; }
  `;
  const radius = Number(theme.shape.borderRadius);
  return {
    block: {
      display: 'block',
      height: '1.2em',
      backgroundColor: alpha(theme.palette.text.primary, theme.palette.mode === 'light' ? 0.11 : 0.13),
      animation: `${pulse} 2s ease-in-out 0.5s infinite`,
      '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
    },
    text: {
      marginTop: 0,
      marginBottom: 0,
      height: 'auto',
      transformOrigin: '0 55%',
      transform: 'scale(1, 0.60)',
      borderRadius: `${radius}px/${Math.round((radius / 0.6) * 10) / 10}px`,
      '&:empty:before': { content: '"\\00a0"' },
    },
    rounded: { borderRadius: radius },
  };
});

export type SkeletonShape = 'text' | 'rectangular' | 'rounded';

export function SkeletonBlock({ shape, className }: { shape: SkeletonShape; className?: string }) {
  const css = useClasses();
  // A rectangle is the block as it is.
  return <span aria-hidden className={classes(css.block, shape !== 'rectangular' && css[shape], className)} />;
}
