// The order-history filter form: status, paid or not, days left to pay, courier and tracking
// number. Typing does not reload the list; Apply (or Enter) does, and a bad value is refused with
// a message. Folded away until opened, unless a filter is already active.
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import TuneRounded from '@mui/icons-material/TuneRounded';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { draftOf, parseDraft, type OrdersDraft } from '../hooks/orders-draft';
import { hasOrdersFilters, type OrdersFilter } from '../hooks/orders-url';
import { statusLabel } from './order-status';

export interface OrderFiltersProps {
  filter: OrdersFilter;
  /** [value, label] pairs of the statuses the user's orders have. */
  statusOptions: [string, string][];
  onApply: (filter: OrdersFilter) => void;
}

export function OrderFilters({ filter, statusOptions, onApply }: OrderFiltersProps) {
  const { t } = useTranslation();
  const summaryId = useId();
  const [draft, setDraft] = useState<OrdersDraft>(() => draftOf(filter));
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const active = hasOrdersFilters(filter);
  const [expanded, setExpanded] = useState(active);

  // The URL may change by Back or by Clear: the form follows it.
  useEffect(() => setDraft(draftOf(filter)), [filter]);

  const field = (name: keyof OrdersDraft) => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) => setDraft((current) => ({ ...current, [name]: event.target.value })),
    size: 'small' as const,
    fullWidth: true,
  });

  // The chosen status stays selectable even when the server no longer lists it.
  const options = draft.status && !statusOptions.some(([value]) => value === draft.status) ? [...statusOptions, [draft.status, draft.status] as [string, string]] : statusOptions;

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const result = parseDraft(draft, filter.sort);
    if (!result.ok) return setErrorKey(result.errorKey);
    setErrorKey(null);
    onApply(result.filter);
  };

  return (
    <Accordion expanded={expanded} onChange={(_event, open) => setExpanded(open)} disableGutters variant="outlined" sx={{ borderRadius: 2, '&::before': { display: 'none' } }}>
      <AccordionSummary expandIcon={<ExpandMoreRounded />} id={summaryId}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <TuneRounded fontSize="small" aria-hidden />
          <Typography sx={{ fontWeight: 700 }}>{active ? t('orders.filtersActive') : t('orders.filters')}</Typography>
        </Stack>
      </AccordionSummary>
      <AccordionDetails>
        <Box component="form" onSubmit={apply} noValidate aria-labelledby={summaryId}>
          <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(5, minmax(0, 1fr))' } }}>
            <TextField select label={t('orders.statusLabel')} {...field('status')}>
              <MenuItem value="">{t('orders.anyStatus')}</MenuItem>
              {options.map(([value, label]) => (
                <MenuItem key={value} value={value}>
                  {statusLabel(t, value, label)}
                </MenuItem>
              ))}
            </TextField>
            <TextField select label={t('orders.paidLabel')} {...field('paid')}>
              <MenuItem value="">{t('orders.paidAny')}</MenuItem>
              <MenuItem value="paid">{t('orders.paidOnly')}</MenuItem>
              <MenuItem value="unpaid">{t('orders.unpaidOnly')}</MenuItem>
            </TextField>
            <TextField label={t('orders.daysLeftLabel')} helperText={t('orders.daysLeftHint')} slotProps={{ htmlInput: { inputMode: 'numeric' } }} {...field('daysLeft')} />
            <TextField label={t('orders.courierLabel')} {...field('courier')} />
            <TextField label={t('orders.trackingLabel')} {...field('tracking')} />
          </Box>
          {errorKey && (
            <Typography role="alert" variant="body2" sx={{ color: 'error.main', mt: 1.5, fontWeight: 600 }}>
              {t(errorKey)}
            </Typography>
          )}
          <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
            <Button
              onClick={() => {
                setErrorKey(null);
                onApply({ sort: filter.sort });
              }}
              disabled={!active}
            >
              {t('orders.clear')}
            </Button>
            <Button type="submit" variant="contained">
              {t('orders.apply')}
            </Button>
          </Stack>
        </Box>
      </AccordionDetails>
    </Accordion>
  );
}
