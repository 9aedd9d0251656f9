// The dashboard's bids history (SPEC.md section 2, page=history): every auction the user bid
// on, filtered and sorted through the URL, ten to a page, with an empty state.
import HistoryRounded from '@mui/icons-material/HistoryRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SORT_VALUES, type SortValue } from '@blitz/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { HISTORY_PAGE_SIZE, useBidsHistory } from '../api/get-bids-history';
import { hasHistoryFilters, type HistoryFilter } from '../hooks/history-url';
import { useHistoryState } from '../hooks/use-history-state';
import { HistoryFilters } from './history-filters';
import { HistoryList } from './history-list';

function Empty({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 4, md: 6 } }}>
      <HistoryRounded sx={{ fontSize: 48, color: 'primary.main' }} aria-hidden />
      <Typography variant="h6" component="p" sx={{ mt: 1 }}>
        {filtered ? t('bidsHistory.noMatchTitle') : t('bidsHistory.emptyTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {filtered ? t('bidsHistory.noMatchBody') : t('bidsHistory.emptyBody')}
      </Typography>
      {filtered ? (
        <Button variant="contained" onClick={onClear}>
          {t('bidsHistory.clear')}
        </Button>
      ) : (
        <Button component={RouterLink} to="/" variant="contained">
          {t('bidsHistory.browse')}
        </Button>
      )}
    </Box>
  );
}

/** Page numbers belong to one filter: a new filter starts at page 1 (the key resets it). */
function HistoryResults({ filter, onChange }: { filter: HistoryFilter; onChange: (next: HistoryFilter) => void }) {
  const { t } = useTranslation();
  const [pageNumber, setPageNumber] = useState(1);
  const query = useBidsHistory(filter, pageNumber);
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.totalProducts / HISTORY_PAGE_SIZE)) : 1;

  if (query.isPending) return <Skeleton variant="rounded" height={240} aria-label={t('bidsHistory.loading')} />;
  if (query.isError && !data) {
    return (
      <Alert severity="error" action={<Button color="inherit" onClick={() => void query.refetch()}>{t('bidsHistory.retry')}</Button>}>
        {t('bidsHistory.error')}
      </Alert>
    );
  }
  if (!data || data.previousBids.length === 0) return <Empty filtered={hasHistoryFilters(filter)} onClear={() => onChange({ sort: filter.sort })} />;
  return (
    <Stack spacing={2} sx={{ opacity: query.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }} aria-busy={query.isPlaceholderData}>
      <HistoryList items={data.previousBids} label={t('bidsHistory.listLabel')} />
      {pages > 1 && (
        <Pagination
          count={pages}
          page={Math.min(pageNumber, pages)}
          onChange={(_event, page) => setPageNumber(page)}
          color="primary"
          siblingCount={0}
          sx={{ alignSelf: 'center' }}
          getItemAriaLabel={(type, page, selected) =>
            type === 'page' ? t(selected ? 'bidsHistory.currentPage' : 'bidsHistory.goToPage', { page }) : t(`bidsHistory.pager.${type}`)
          }
        />
      )}
    </Stack>
  );
}

export function BidsHistorySection() {
  const { t } = useTranslation();
  const [filter, setFilter] = useHistoryState();
  const query = useBidsHistory(filter, 1);
  const total = query.data?.totalProducts;

  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <HistoryFilters filter={filter} onApply={setFilter} />
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1.5 }}>
        <Typography role="status" sx={{ flexGrow: 1, fontWeight: 600, color: 'text.secondary', minWidth: 140 }}>
          {total === undefined ? t('bidsHistory.loading') : t('bidsHistory.count', { count: total })}
        </Typography>
        <TextField
          select
          size="small"
          label={t('bidsHistory.sort')}
          value={filter.sort}
          onChange={(event) => setFilter({ ...filter, sort: event.target.value as SortValue })}
          sx={{ minWidth: 190 }}
        >
          {SORT_VALUES.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`bidsHistory.sortBy.${value}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <HistoryResults key={JSON.stringify(filter)} filter={filter} onChange={setFilter} />
    </Stack>
  );
}
