// The bids-history filter form: price range, date range, auction numbers, status and winner, in
// the shared filter panel (Apply or Enter applies, a bad value is refused with a message).
import { AUCTION_STATUSES } from '@blitz/contract';
import { useTranslation } from '../../../lib/use-translation';
import { FilterPanel } from '../../../components/filter-panel';
import { draftOf, parseDraft } from '../hooks/history-draft';
import type { HistoryFilter } from '../hooks/history-url';
import { TextField } from '../../../ui/text-field';

export const STATUS_LABEL_KEYS = {
  'Not Started': 'product.status.notStarted',
  Open: 'product.status.open',
  Ended: 'product.status.ended',
  Closed: 'product.status.closed',
} as const;

export interface HistoryFiltersProps {
  filter: HistoryFilter;
  onApply: (filter: HistoryFilter) => void;
}

export function HistoryFilters({ filter, onApply }: HistoryFiltersProps) {
  const { t } = useTranslation();
  return (
    <FilterPanel text="bidsHistory" filter={filter} draftOf={draftOf} parseDraft={parseDraft} onApply={onApply} columns={4}>
      {(field) => (
        <>
          <TextField label={t('bidsHistory.priceMin')} inputMode="decimal" {...field('priceMin')} />
          <TextField label={t('bidsHistory.priceMax')} inputMode="decimal" {...field('priceMax')} />
          <TextField label={t('bidsHistory.dateMin')} type="date" {...field('dateMin')} />
          <TextField label={t('bidsHistory.dateMax')} type="date" {...field('dateMax')} />
          <TextField label={t('bidsHistory.auctions')} helperText={t('bidsHistory.auctionsHint')} {...field('auctions')} />
          <TextField select label={t('bidsHistory.status')} {...field('status')}>
            <option value="">{t('bidsHistory.anyStatus')}</option>
            {AUCTION_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(STATUS_LABEL_KEYS[status])}
              </option>
            ))}
          </TextField>
          <TextField label={t('bidsHistory.wonByLabel')} {...field('wonBy')} />
        </>
      )}
    </FilterPanel>
  );
}
