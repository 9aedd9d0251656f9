// The order-history filter form: status, paid or not, days left to pay, courier and tracking
// number, in the shared filter panel (Apply or Enter applies, a bad value is refused with a message).
import { useTranslation } from '../../../lib/use-translation';
import { FilterPanel } from '../../../components/filter-panel';
import { draftOf, parseDraft } from '../hooks/orders-draft';
import type { OrdersFilter } from '../hooks/orders-url';
import { TextField } from '../../../ui/text-field';
import { statusLabel } from './order-status';

export interface OrderFiltersProps {
  filter: OrdersFilter;
  /** [value, label] pairs of the statuses the user's orders have. */
  statusOptions: [string, string][];
  onApply: (filter: OrdersFilter) => void;
}

export function OrderFilters({ filter, statusOptions, onApply }: OrderFiltersProps) {
  const { t } = useTranslation();
  return (
    <FilterPanel text="orders" filter={filter} draftOf={draftOf} parseDraft={parseDraft} onApply={onApply} columns={5}>
      {(field, draft) => {
        // The chosen status stays selectable even when the server no longer lists it.
        const options =
          draft.status && !statusOptions.some(([value]) => value === draft.status)
            ? [...statusOptions, [draft.status, draft.status] as [string, string]]
            : statusOptions;
        return (
          <>
            <TextField select label={t('orders.statusLabel')} {...field('status')}>
              <option value="">{t('orders.anyStatus')}</option>
              {options.map(([value, label]) => (
                <option key={value} value={value}>
                  {statusLabel(t, value, label)}
                </option>
              ))}
            </TextField>
            <TextField select label={t('orders.paidLabel')} {...field('paid')}>
              <option value="">{t('orders.paidAny')}</option>
              <option value="paid">{t('orders.paidOnly')}</option>
              <option value="unpaid">{t('orders.unpaidOnly')}</option>
            </TextField>
            <TextField label={t('orders.daysLeftLabel')} helperText={t('orders.daysLeftHint')} inputMode="numeric" {...field('daysLeft')} />
            <TextField label={t('orders.courierLabel')} {...field('courier')} />
            <TextField label={t('orders.trackingLabel')} {...field('tracking')} />
          </>
        );
      }}
    </FilterPanel>
  );
}
