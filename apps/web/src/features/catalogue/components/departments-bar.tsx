// The departments menu (SPEC.md section 3, Department): one button per department opening a menu
// of its categories. A department leads to /search?dep={id} and a category to /search?cat={id};
// SPEC.md's route list has no department or category page, so the search page lists them.
// The departments' buttons render in a transition once the first answer is in
// (useDeferredFirstAnswer), a few milliseconds at a time: React renders a query's change in one task, and a dozen of MUI's
// buttons made that task long on a phone (issue 15).
import KeyboardArrowDownRounded from '@mui/icons-material/KeyboardArrowDownRounded?plain';
import type { Department } from '@blitz/contract';
import { Suspense, useMemo, useState, type MouseEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useOpenedOnce } from '../../../components/opened-once';
import { lazyWithReload } from '../../../lib/chunk-reload';
import { useDeferredFirstAnswer } from '../../../lib/use-deferred-answer';
import { useDepartments } from '../api/get-departments';
import { SkeletonBlock } from '../../../components/skeleton-block';
import { PageContainer } from '../../../components/page-container';
import { PlainButton } from '../../../components/plain-button';
import { createStaticClasses } from '../../../lib/static-classes';

const useClasses = createStaticClasses('departments', (theme) => ({
  placeholder: { '&&': { width: 120, height: 36, flexShrink: 0 } },
  department: { '&&': { whiteSpace: 'nowrap', flexShrink: 0, fontWeight: 600 } },
  // The bar, as MUI's Box and Container drew it from their `sx`.
  nav: { borderBottom: '1px solid', borderColor: theme.palette.divider, backgroundColor: theme.palette.background.paper },
  row: {
    '&&': {
      display: 'flex',
      gap: theme.spacing(0.5),
      overflowX: 'auto',
      paddingTop: theme.spacing(0.75),
      paddingBottom: theme.spacing(0.75),
      scrollbarWidth: 'thin',
    },
  },
}));

// The menu (and MUI's Menu with it) is fetched when a department is first opened.
const DepartmentMenuList = lazyWithReload(() => import('./department-menu-list').then((m) => ({ default: m.DepartmentMenuList })));

export function DepartmentMenu({ department }: { department: Department }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = `department-menu-${department.id}`;
  const close = () => setAnchor(null);
  const menuLoaded = useOpenedOnce(anchor !== null);
  const css = useClasses();
  return (
    <>
      <PlainButton
        color="inherit"
        endIcon={<KeyboardArrowDownRounded />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        className={css.department}
      >
        {department.department}
      </PlainButton>
      {menuLoaded && (
        <Suspense fallback={null}>
          <DepartmentMenuList id={menuId} department={department} anchor={anchor} onClose={close} />
        </Suspense>
      )}
    </>
  );
}

export function DepartmentsBar() {
  const { t } = useTranslation();
  const css = useClasses();
  const query = useDepartments();
  const answer = useDeferredFirstAnswer(query.data);
  const { data } = answer;
  const isPending = query.isPending || answer.waiting;
  // The same elements while it waits, which React skips when the answer's arrival renders the bar.
  const placeholders = useMemo(
    () => Array.from({ length: 6 }, (_, i) => <SkeletonBlock key={i} shape="rounded" className={css.placeholder} />),
    [css.placeholder],
  );
  if (!isPending && (!data || data.length === 0)) return null;
  return (
    <nav aria-label={t('catalogue.departments')} className={css.nav}>
      <PageContainer maxWidth="xl" className={css.row}>
        {isPending ? placeholders : data?.map((department) => <DepartmentMenu key={department.id} department={department} />)}
      </PageContainer>
    </nav>
  );
}
