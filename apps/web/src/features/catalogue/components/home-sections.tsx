// The pieces of the home product list that have no data logic: section headings, the loading,
// empty and error panels (drawn as MUI's outlined paper, with a class made once per theme, so that
// MUI's Paper stays out of the home page's first JavaScript) and the note of a failed next page.
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded?plain';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined?plain';
import RefreshRounded from '@mui/icons-material/RefreshRounded?plain';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { darken, lighten } from '@mui/material/styles';
import { createStaticClasses } from '../../../lib/static-classes';
import { PlainButton } from '../../../components/plain-button';
import { PlainText } from '../../../components/plain-text';

const useClasses = createStaticClasses('home-sections', (theme) => {
  const light = theme.palette.mode === 'light';
  const error = theme.palette.error;
  const { breakpoints } = theme;
  return {
    // The heading's and the panel's layout, as MUI's Stack, Box and Typography drew it from their props and `sx`.
    heading: {
      display: 'flex',
      flexDirection: 'column',
      gap: theme.spacing(1),
      justifyContent: 'space-between',
      alignItems: 'flex-start',
      marginBottom: theme.spacing(2),
      [breakpoints.up('sm')]: { flexDirection: 'row', alignItems: 'flex-end' },
      [breakpoints.up('md')]: { marginBottom: theme.spacing(3) },
    },
    headingTitle: { '&&': { fontWeight: 800, fontSize: '1.25rem', [breakpoints.up('md')]: { fontSize: '1.5rem' } } },
    headingSubtitle: { '&&': { color: theme.palette.text.secondary, marginTop: theme.spacing(0.5) } },
    panelBody: {
      display: 'flex',
      flexDirection: 'column',
      gap: theme.spacing(1.5),
      alignItems: 'center',
      maxWidth: 420,
      marginLeft: 'auto',
      marginRight: 'auto',
    },
    panelIcon: { color: theme.palette.text.secondary, '& svg': { fontSize: 48 } },
    panelTitle: { '&&': { fontWeight: 700 } },
    panelText: { '&&': { color: theme.palette.text.secondary } },
    panelAction: { paddingTop: theme.spacing(1) },
    panel: {
      boxSizing: 'border-box',
      color: theme.palette.text.primary,
      backgroundColor: theme.palette.background.paper,
      border: `1px solid ${theme.palette.divider}`,
      borderRadius: '16px',
      padding: theme.spacing(6, 3),
      textAlign: 'center',
      [theme.breakpoints.up('md')]: { paddingTop: theme.spacing(8), paddingBottom: theme.spacing(8) },
    },
    // MUI's standard error alert.
    note: {
      fontFamily: theme.typography.body2.fontFamily,
      fontWeight: theme.typography.body2.fontWeight,
      fontSize: theme.typography.body2.fontSize,
      lineHeight: theme.typography.body2.lineHeight,
      letterSpacing: theme.typography.body2.letterSpacing,
      display: 'flex',
      boxSizing: 'border-box',
      width: '100%',
      maxWidth: 520,
      padding: '6px 16px',
      borderRadius: theme.shape.borderRadius,
      color: light ? darken(error.light, 0.6) : lighten(error.light, 0.6),
      backgroundColor: light ? lighten(error.light, 0.9) : darken(error.light, 0.9),
    },
    noteIcon: { display: 'flex', marginRight: 12, padding: '7px 0', fontSize: 22, opacity: 0.9, color: error.main },
    noteText: { padding: '8px 0', minWidth: 0, overflow: 'auto' },
  };
});

/** A short error under a list (MUI's standard error alert's look), announced as it appears. */
export function ErrorNote({ children }: { children: ReactNode }) {
  const css = useClasses();
  return (
    <div role="alert" className={css.note}>
      <span className={css.noteIcon}>
        <ErrorOutlineRounded fontSize="inherit" />
      </span>
      <span className={css.noteText}>{children}</span>
    </div>
  );
}

export function SectionHeading({ id, title, subtitle, aside }: { id: string; title: string; subtitle?: string; aside?: ReactNode }) {
  const css = useClasses();
  return (
    <div className={css.heading}>
      <div>
        <PlainText id={id} component="h2" variant="h5" className={css.headingTitle}>
          {title}
        </PlainText>
        {subtitle && (
          <PlainText variant="body2" className={css.headingSubtitle}>
            {subtitle}
          </PlainText>
        )}
      </div>
      {aside}
    </div>
  );
}

function Panel({ icon, title, body, action, role }: { icon: ReactNode; title: string; body: string; action?: ReactNode; role?: string }) {
  const css = useClasses();
  return (
    <div role={role} className={css.panel}>
      <div className={css.panelBody}>
        <div className={css.panelIcon}>{icon}</div>
        <PlainText component="h2" variant="h6" className={css.panelTitle}>
          {title}
        </PlainText>
        <PlainText className={css.panelText}>{body}</PlainText>
        {action && <div className={css.panelAction}>{action}</div>}
      </div>
    </div>
  );
}

export function EmptyProducts() {
  const { t } = useTranslation();
  return <Panel icon={<Inventory2Outlined />} title={t('home.emptyTitle')} body={t('home.emptyBody')} />;
}

export function ProductsError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <Panel
      role="alert"
      icon={<ErrorOutlineRounded color="error" />}
      title={t('home.errorTitle')}
      body={t('home.errorBody')}
      action={
        <PlainButton variant="contained" startIcon={<RefreshRounded />} onClick={onRetry} loading={retrying}>
          {t('home.retry')}
        </PlainButton>
      }
    />
  );
}
