// Above the results: how many auctions were found, the sort order and, on phones, the button
// that opens the filter drawer (with the number of active filters on it).
import TuneRounded from '@mui/icons-material/TuneRounded';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SORT_VALUES, type SortValue } from '@blitz/contract';
import { NativeSelectField } from '../../../components/outlined-fields';
import { useTranslation } from '../../../lib/use-translation';

export interface SearchToolbarProps {
  total: number | null;
  sort: SortValue;
  onSortChange: (sort: SortValue) => void;
  /** Present on phones, where the filters live in a drawer. */
  onOpenFilters?: () => void;
  activeFilters: number;
}

export function SearchToolbar({ total, sort, onSortChange, onOpenFilters, activeFilters }: SearchToolbarProps) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1.5, mb: 2.5 }}>
      <Typography role="status" sx={{ flexGrow: 1, fontWeight: 600, color: 'text.secondary', minWidth: 140 }}>
        {total === null ? t('search.searching') : t('search.found', { count: total })}
      </Typography>
      {onOpenFilters && (
        <Badge badgeContent={activeFilters} color="primary">
          <Button variant="outlined" startIcon={<TuneRounded />} onClick={onOpenFilters} aria-haspopup="dialog">
            {t('search.filters')}
          </Button>
        </Badge>
      )}
      <NativeSelectField
        size="small"
        label={t('search.sort')}
        value={sort}
        onChange={(value) => onSortChange(value as SortValue)}
        sx={{ minWidth: 190 }}
      >
        {SORT_VALUES.map((value) => (
          <option key={value} value={value}>
            {t(`search.sortBy.${value}`)}
          </option>
        ))}
      </NativeSelectField>
    </Stack>
  );
}
