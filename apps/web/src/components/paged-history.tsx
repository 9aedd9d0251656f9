// The frame of the dashboard's paged histories (bids history and order history): the count and
// sort bar, one page of results with loading, error and empty states, and the pager. Both use the
// same text keys under their own prefix.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SORT_VALUES, type SortValue } from '@blitz/contract';
import type { SvgIconComponent } from '@mui/icons-material';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../lib/use-translation';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from './empty-state';

/** The translation prefix whose keys (loading, count, sort, sortBy.*, pager.*...) the frame uses. */
export type HistoryText = 'bidsHistory' | 'orders';

function Empty({ text, icon, filtered, onClear }: { text: HistoryText; icon: SvgIconComponent; filtered: boolean; onClear: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={icon}
      title={filtered ? t(`${text}.noMatchTitle`) : t(`${text}.emptyTitle`)}
      body={filtered ? t(`${text}.noMatchBody`) : t(`${text}.emptyBody`)}
    >
      {filtered ? (
        <Button variant="contained" onClick={onClear}>
          {t(`${text}.clear`)}
        </Button>
      ) : (
        <Button component={RouterLink} to="/" variant="contained">
          {t(`${text}.browse`)}
        </Button>
      )}
    </EmptyState>
  );
}

interface PagedResultsProps<Page, Item> {
  text: HistoryText;
  /** The query of one page (1-based); a hook, called on every render. */
  usePage: (pageNumber: number) => UseQueryResult<Page>;
  pageSize: number;
  total: (page: Page) => number;
  items: (page: Page) => Item[];
  renderItems: (items: Item[]) => ReactNode;
  emptyIcon: SvgIconComponent;
  /** Whether filters narrow the list (the empty state then offers to clear them). */
  filtered: boolean;
  onClear: () => void;
}

/** Page numbers belong to one filter: render it with a key per filter so a new filter starts at page 1. */
export function PagedResults<Page, Item>(props: PagedResultsProps<Page, Item>) {
  const { text } = props;
  const { t } = useTranslation();
  const [pageNumber, setPageNumber] = useState(1);
  const query = props.usePage(pageNumber);
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(props.total(data) / props.pageSize)) : 1;

  if (query.isPending) return <Skeleton variant="rounded" height={240} aria-label={t(`${text}.loading`)} />;
  if (query.isError && !data) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void query.refetch()}>
            {t(`${text}.retry`)}
          </Button>
        }
      >
        {t(`${text}.error`)}
      </Alert>
    );
  }
  const items = data ? props.items(data) : [];
  if (items.length === 0) return <Empty text={text} icon={props.emptyIcon} filtered={props.filtered} onClear={props.onClear} />;
  return (
    <Stack spacing={2} sx={{ opacity: query.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }} aria-busy={query.isPlaceholderData}>
      {props.renderItems(items)}
      {pages > 1 && (
        <Pagination
          count={pages}
          page={Math.min(pageNumber, pages)}
          onChange={(_event, page) => setPageNumber(page)}
          color="primary"
          siblingCount={0}
          sx={{ alignSelf: 'center' }}
          getItemAriaLabel={(type, page, selected) =>
            type === 'page' ? t(selected ? `${text}.currentPage` : `${text}.goToPage`, { page }) : t(`${text}.pager.${type}`)
          }
        />
      )}
    </Stack>
  );
}

/** The live count of matching entries beside the sort menu. */
export function HistoryToolbar({
  text,
  total,
  sort,
  onSort,
}: {
  text: HistoryText;
  total: number | undefined;
  sort: SortValue;
  onSort: (sort: SortValue) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography role="status" sx={{ flexGrow: 1, fontWeight: 600, color: 'text.secondary', minWidth: 140 }}>
        {total === undefined ? t(`${text}.loading`) : t(`${text}.count`, { count: total })}
      </Typography>
      <TextField
        select
        size="small"
        label={t(`${text}.sort`)}
        value={sort}
        onChange={(event) => onSort(event.target.value as SortValue)}
        sx={{ minWidth: 190 }}
      >
        {SORT_VALUES.map((value) => (
          <MenuItem key={value} value={value}>
            {t(`${text}.sortBy.${value}`)}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
