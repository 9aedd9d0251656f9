// The header's main links (SPEC.md section 2): Home, Winners, Guide, About.
import { useTranslation } from '../../../lib/use-translation';
import { NavLink } from 'react-router';
import { useButtonClass } from '../../../components/plain-button';
import { classes, createStaticClasses } from '../../../lib/static-classes';

const useClasses = createStaticClasses('nav-links', (theme) => ({
  list: { display: 'flex', alignItems: 'center', gap: theme.spacing(0.5), listStyle: 'none', margin: 0, padding: 0 },
  denseList: { gap: 0 },
  link: {
    '&&': { paddingInline: theme.spacing(1.5), fontWeight: 600, color: theme.palette.text.secondary, whiteSpace: 'nowrap' },
    '&&:hover': { color: theme.palette.text.primary, backgroundColor: theme.palette.action.hover },
    '&&.active': { color: theme.palette.text.primary, boxShadow: `inset 0 -2px 0 ${theme.palette.primary.main}`, borderRadius: 0 },
  },
  dense: { '&&': { paddingInline: theme.spacing(1.25) } },
}));

export const NAV_LINKS = [
  { to: '/', labelKey: 'nav.home', end: true },
  { to: '/winners', labelKey: 'nav.winners', end: false },
  { to: '/guide', labelKey: 'nav.guide', end: false },
  { to: '/about', labelKey: 'nav.about', end: false },
] as const;

export function NavLinks({ dense = false }: { dense?: boolean }) {
  const { t } = useTranslation();
  const css = useClasses();
  const button = useButtonClass({ color: 'inherit', size: dense ? 'small' : 'medium' });
  return (
    <ul className={classes(css.list, dense && css.denseList)}>
      {NAV_LINKS.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} end={link.end} className={classes(button, css.link, dense && css.dense)}>
            {t(link.labelKey)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
