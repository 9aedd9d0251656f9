// The search page's filter panel: department, categories, price range, availability, rating,
// bid type and status. Every change is a new search state (so a new URL); the options come from
// the last search answer, and choices already made stay listed even when the answer lacks them.
import { AUCTION_STATUSES, BID_TYPES, type AuctionStatus, type BidType, type SearchFilterOptions } from '@blitz/contract';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../ui/button';
import { Rating } from '../../../ui/rating';
import { Select } from '../../../ui/select';
import { Stack } from '../../../ui/stack';
import { Text } from '../../../ui/text';
import { clearFilters, countActiveFilters, type SearchState } from '../hooks/search-url';
import { FilterSection } from './filter-section';
import { PriceRange } from './price-range';
import styles from './filter-panel.module.css';

export interface FilterLabels {
  department: (id: number) => string;
  category: (id: number) => string;
  status: (status: AuctionStatus) => string;
  bidType: (bidType: BidType) => string;
}

export interface FilterPanelProps {
  state: SearchState;
  onChange: (next: SearchState) => void;
  options?: SearchFilterOptions;
  departmentIds: number[];
  labels: FilterLabels;
}

function union<T>(offered: readonly T[] | undefined, chosen: readonly T[] | undefined): T[] {
  return [...new Set([...(offered ?? []), ...(chosen ?? [])])];
}

export function FilterPanel({ state, onChange, options, departmentIds, labels }: FilterPanelProps) {
  const { t } = useTranslation();
  const { filter } = state;
  const set = (patch: Partial<SearchState['filter']>) => onChange({ ...state, filter: { ...filter, ...patch } });

  const categories = union(options?.category, filter.categories);
  const availability = union(options?.available, filter.availability);
  // The server's availability values are English words (SPEC.md's search filters): shown in the
  // shop's language through the labels the shop already has for them; an unknown one as it came.
  const availabilityLabel = (value: string) =>
    value === 'Buy Now' ? t('product.buyNow') : value === 'Bid Buddy' ? t('bidBuddy.title') : value;
  const ratings = union(
    options?.rating.map((r) => Math.round(r)),
    filter.ratings,
  ).sort((a, b) => b - a);
  const active = countActiveFilters(state);
  // The chosen department stays listed, so the select shows it even when the shop no longer lists it.
  const departmentOptions = union(departmentIds, state.departmentID === undefined ? undefined : [state.departmentID]);

  return (
    <section aria-label={t('search.filters')} className={styles.panel}>
      <Stack direction="row" align="center" justify="between">
        <Text variant="h6" component="h2">
          {t('search.filters')}
        </Text>
        <Button size="small" onClick={() => onChange(clearFilters(state))} disabled={active === 0}>
          {t('search.clearFilters')}
        </Button>
      </Stack>
      {departmentIds.length > 0 && (
        <Select
          size="small"
          fullWidth
          label={t('search.department')}
          value={state.departmentID === undefined ? '' : String(state.departmentID)}
          onChange={(value) => {
            const id = Number(value);
            const next: SearchState = { filter: { ...filter, categories: undefined } };
            onChange(id > 0 ? { ...next, departmentID: id } : next);
          }}
        >
          <option value="">{t('search.allDepartments')}</option>
          {departmentOptions.map((id) => (
            <option key={id} value={id}>
              {labels.department(id)}
            </option>
          ))}
        </Select>
      )}
      <FilterSection
        title={t('search.categories')}
        options={categories.map((id) => ({ value: id, label: labels.category(id) }))}
        selected={filter.categories}
        onChange={(next) => set({ categories: next })}
      />
      <PriceRange
        min={filter.priceMin}
        max={filter.priceMax}
        ceiling={options?.price}
        onChange={(priceMin, priceMax) => set({ priceMin, priceMax })}
      />
      <FilterSection
        title={t('search.availability')}
        options={availability.map((value) => ({ value, label: availabilityLabel(value) }))}
        selected={filter.availability}
        onChange={(next) => set({ availability: next })}
      />
      <FilterSection
        title={t('search.rating')}
        options={ratings.map((value) => ({
          value,
          label: (
            <Stack component="span" direction="row" spacing={0.75} align="center">
              <Rating value={value} />
              <span>{t('search.stars', { count: value })}</span>
            </Stack>
          ),
        }))}
        selected={filter.ratings}
        onChange={(next) => set({ ratings: next })}
      />
      <FilterSection
        title={t('search.bidType')}
        options={BID_TYPES.map((value) => ({ value, label: labels.bidType(value) }))}
        selected={filter.bidTypes}
        onChange={(next) => set({ bidTypes: next })}
      />
      <FilterSection
        title={t('search.status')}
        options={AUCTION_STATUSES.map((value) => ({ value, label: labels.status(value) }))}
        selected={filter.statuses}
        onChange={(next) => set({ statuses: next })}
      />
    </section>
  );
}
