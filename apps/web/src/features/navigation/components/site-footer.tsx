// The site footer (SPEC.md section 2): every footer link, Terms and Conditions (opens the terms
// modal over the current page through router state), two social links, the free-shipping claim
// the free-Blitz mention leading to the rewards, and the Allow Notifications button.
import { useTranslation } from '../../../lib/use-translation';
import { useLocation } from 'react-router';
import { OPEN_TERMS_STATE } from '../../../lib/navigation-state';
import { useAccountDialogs } from '../../../lib/account-dialogs';
import { FacebookIcon, InstagramIcon } from '../../../ui/brand-icons';
import { IconButton } from '../../../ui/button';
import { cx } from '../../../ui/cx';
import { Container, Divider, Link } from '../../../ui/misc';
import { Text } from '../../../ui/text';
import { BrandLogo } from './brand-logo';
import { FOOTER_COLUMNS, SOCIAL_LINKS } from './footer-links';
import { NotificationButton } from './notification-button';
import { TrustStrip } from './trust-strip';
import styles from './site-footer.module.css';

export function SiteFooter() {
  const { t } = useTranslation();
  const location = useLocation();
  const dialogs = useAccountDialogs();
  const social = [
    { href: SOCIAL_LINKS.facebook, label: t('footer.facebook'), Icon: FacebookIcon },
    { href: SOCIAL_LINKS.instagram, label: t('footer.instagram'), Icon: InstagramIcon },
  ];

  return (
    <footer aria-label={t('footer.label')} className={styles.footer}>
      <TrustStrip />
      <Container maxWidth="xl" className={styles.body}>
        <div className={styles.grid}>
          <div className={styles.about}>
            <BrandLogo />
            <Text color="text.secondary" className={styles.narrow}>
              {t('footer.about')}
            </Text>
            <Link to="/dashboard?page=rewards" className={cx(styles.narrow, styles.freeBlitz)} data-testid="footer-free-blitz">
              {t('footer.freeBlitz')}
            </Link>
            <ul aria-label={t('footer.followUs')} className={styles.social}>
              {social.map(({ href, label, Icon }) => (
                <li key={href}>
                  <IconButton href={href} target="_blank" rel="noopener noreferrer" aria-label={label} className={styles.socialButton}>
                    <Icon />
                  </IconButton>
                </li>
              ))}
            </ul>
            <NotificationButton />
          </div>
          {FOOTER_COLUMNS.map((column) => (
            <nav key={column.titleKey} aria-label={t(column.titleKey)}>
              <Text variant="overline" component="h2" color="text.primary" className={styles.heading}>
                {t(column.titleKey)}
              </Text>
              <ul className={styles.links}>
                {column.links.map((link) => (
                  <li key={link.labelKey}>
                    <Link to={link.to} state={link.state} className={styles.link}>
                      {t(link.labelKey)}
                    </Link>
                  </li>
                ))}
                {column.titleKey === 'footer.help' && (
                  <li>
                    <Link
                      to={{ pathname: location.pathname, search: location.search }}
                      state={OPEN_TERMS_STATE}
                      preventScrollReset
                      className={styles.link}
                    >
                      {t('footer.terms')}
                    </Link>
                  </li>
                )}
                {column.titleKey === 'footer.help' && dialogs && (
                  <li>
                    <button type="button" onClick={dialogs.openReport} className={cx(styles.link, styles.linkButton)}>
                      {t('report.open')}
                    </button>
                  </li>
                )}
              </ul>
            </nav>
          ))}
        </div>
        <Divider className={styles.rule} />
        <div className={styles.bottom}>
          <Text variant="body2">{t('footer.copyright', { year: new Date().getFullYear() })}</Text>
          <Text variant="body2">{t('footer.secure')}</Text>
        </div>
      </Container>
    </footer>
  );
}
