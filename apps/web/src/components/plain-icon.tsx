// An icon of MUI's set drawn as MUI's SvgIcon draws it, without MUI (issue 15): the first screens
// import an icon as `@mui/icons-material/Name?plain`, and the build (src/build/plain-icons.ts)
// makes the module from the icon's shapes, so the home page's first JavaScript carries each icon's
// path and not MUI's SvgIcon, its styled() machinery and its theme. Props as SvgIcon's that the
// shop uses: fontSize, color, className and titleAccess.
import { createElement } from 'react';
import { classes, createStaticClasses } from '../lib/static-classes';
import { paletteColors } from './palette-colors';

/** The icon's shapes: an SVG element's tag and attributes each. */
export type IconShapes = ReadonlyArray<readonly [tag: string, attributes: Readonly<Record<string, string>>]>;

type IconColor = 'inherit' | 'primary' | 'secondary' | 'error' | 'success' | 'warning' | 'info' | 'action' | 'disabled';

export interface PlainIconProps {
  fontSize?: 'inherit' | 'small' | 'medium' | 'large';
  color?: IconColor;
  className?: string;
  /** A name for assistive technology; without it the icon is decoration, hidden from it. */
  titleAccess?: string;
  'aria-hidden'?: boolean;
}

export type PlainIcon = ((props: PlainIconProps) => React.JSX.Element) & { displayName: string };

const useIconClasses = createStaticClasses('icon', (theme) => ({
  root: {
    userSelect: 'none',
    width: '1em',
    height: '1em',
    display: 'inline-block',
    flexShrink: 0,
    fill: 'currentColor',
    transition: theme.transitions.create('fill', { duration: theme.transitions.duration.shorter }),
  },
  inherit: { fontSize: 'inherit' },
  small: { fontSize: theme.typography.pxToRem(20) },
  medium: { fontSize: theme.typography.pxToRem(24) },
  large: { fontSize: theme.typography.pxToRem(35) },
  ...paletteColors(theme),
  action: { color: theme.palette.action.active },
  disabled: { color: theme.palette.action.disabled },
}));

/** The component of an icon of `shapes`, named `name` (its test id is `${name}Icon`, as MUI's). */
export function plainIcon(shapes: IconShapes, name: string): PlainIcon {
  function Icon({ fontSize = 'medium', color = 'inherit', className, titleAccess, 'aria-hidden': ariaHidden }: PlainIconProps) {
    const css = useIconClasses();
    return (
      <svg
        className={classes(css.root, css[fontSize], color !== 'inherit' && css[color], className)}
        focusable="false"
        aria-hidden={titleAccess ? ariaHidden : true}
        role={titleAccess ? 'img' : undefined}
        viewBox="0 0 24 24"
        data-testid={`${name}Icon`}
      >
        {shapes.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
        {titleAccess ? <title>{titleAccess}</title> : null}
      </svg>
    );
  }
  Icon.displayName = `${name}Icon`;
  return Icon;
}
