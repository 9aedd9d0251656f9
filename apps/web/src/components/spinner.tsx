// A spinning ring in MUI's CircularProgress's size and stroke: an arc turning, a transform only,
// which the compositor animates off the main thread (MUI's also stretches and shrinks the arc, which
// repaints on the main thread every frame: eight of them on the winners page's first HTML kept a
// phone's main thread busy before the app had even loaded). Plain elements with class names made
// once per theme (lib/static-classes.ts), so that MUI's CircularProgress stays out of the home
// page's first JavaScript (issue 15). Its colour is the text's unless `primary`.
import { keyframes } from '@mui/material/styles';
import { classes, createStaticClasses } from '../lib/static-classes';

/** The ring's box (MUI's, 44 units with a 3.6-unit stroke). */
const SIZE = 44;
const THICKNESS = 3.6;

// Keyframes are made inside the style function, which the build leaves out with emotion.
const useClasses = createStaticClasses('spinner', (theme) => ({
  root: {
    display: 'inline-block',
    animation: `${keyframes`
      0% { transform: rotate(0deg); }
      100% { transform: rotate(360deg); }
    `} 1s linear infinite`,
    '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
  },
  primary: { color: theme.palette.primary.main },
  svg: { display: 'block' },
  circle: {
    stroke: 'currentColor',
    // About two thirds of the ring (MUI's arc at its longest).
    strokeDasharray: '80px, 200px',
    strokeDashoffset: 0,
  },
}));

export interface SpinnerProps {
  /** Its width and height in pixels. */
  size: number;
  primary?: boolean;
  /** What it stands for, when it is the only sign of the wait; without one it is hidden from assistive technology. */
  label?: string;
  className?: string;
}

export function Spinner({ size, primary = false, label, className }: SpinnerProps) {
  const css = useClasses();
  return (
    <span
      className={classes(css.root, primary && css.primary, className)}
      role={label ? 'progressbar' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      {/* The ring's size is the one thing that varies: the page's policy allows no inline style, so SVG attributes carry it. */}
      <svg className={css.svg} width={size} height={size} viewBox={`${SIZE / 2} ${SIZE / 2} ${SIZE} ${SIZE}`}>
        <circle className={css.circle} cx={SIZE} cy={SIZE} r={(SIZE - THICKNESS) / 2} fill="none" strokeWidth={THICKNESS} />
      </svg>
    </span>
  );
}
