// Above the results: how many auctions were found, the sort order and, on phones, the button
// that opens the filter drawer (with the number of active filters on it).
import SlidersHorizontal from 'lucide-react/icons/sliders-horizontal';
import { SORT_VALUES, type SortValue } from '@blitz/contract';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../ui/button';
import { Badge } from '../../../ui/misc';
import { Select } from '../../../ui/select';
import { Spinner } from '../../../ui/spinner';
import { Stack } from '../../../ui/stack';
import { Text } from '../../../ui/text';
import styles from './search-toolbar.module.css';

export interface SearchToolbarProps {
  total: number | null;
  sort: SortValue;
  onSortChange: (sort: SortValue) => void;
  /** Present on phones, where the filters live in a drawer. */
  onOpenFilters?: () => void;
  /** The button shown by CSS on phones only (before hydration, when the page does not know the screen). */
  filtersOnPhonesOnly?: boolean;
  /** The drawer was asked for and its code is still on its way: a spinner on the button, which stays focusable. */
  filtersLoading?: boolean;
  activeFilters: number;
}

export function SearchToolbar({
  total,
  sort,
  onSortChange,
  onOpenFilters,
  filtersOnPhonesOnly,
  filtersLoading = false,
  activeFilters,
}: SearchToolbarProps) {
  const { t } = useTranslation();
  const filters = (open: () => void) => (
    <Badge count={activeFilters}>
      <Button
        variant="outlined"
        startIcon={filtersLoading ? <Spinner size={16} /> : <SlidersHorizontal aria-hidden />}
        onClick={open}
        aria-haspopup="dialog"
        aria-busy={filtersLoading || undefined}
      >
        {t('search.filters')}
      </Button>
    </Badge>
  );
  return (
    <Stack direction="row" spacing={1.5} align="end" wrap className={styles.toolbar}>
      <Text role="status" color="text.secondary" className={styles.count}>
        {total === null ? t('search.searching') : t('search.found', { count: total })}
      </Text>
      {onOpenFilters &&
        (filtersOnPhonesOnly ? <span className={styles.phonesOnly}>{filters(onOpenFilters)}</span> : filters(onOpenFilters))}
      <Select
        size="small"
        label={t('search.sort')}
        value={sort}
        onChange={(value) => onSortChange(value as SortValue)}
        className={styles.sort}
      >
        {SORT_VALUES.map((value) => (
          <option key={value} value={value}>
            {t(`search.sortBy.${value}`)}
          </option>
        ))}
      </Select>
    </Stack>
  );
}
