// The bids-history filter form: price range, date range, auction numbers, status and winner.
// Typing does not reload the list; Apply (or Enter) does, and a bad value is refused with a
// message. Folded away until opened, unless a filter is already active.
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
import { AUCTION_STATUSES } from '@blitz/contract';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { draftOf, parseDraft, type HistoryDraft } from '../hooks/history-draft';
import { hasHistoryFilters, type HistoryFilter } from '../hooks/history-url';

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
  const summaryId = useId();
  const [draft, setDraft] = useState<HistoryDraft>(() => draftOf(filter));
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const active = hasHistoryFilters(filter);
  const [expanded, setExpanded] = useState(active);

  // The URL may change by Back or by Clear: the form follows it.
  useEffect(() => setDraft(draftOf(filter)), [filter]);

  const field = (name: keyof HistoryDraft) => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) => setDraft((current) => ({ ...current, [name]: event.target.value })),
    size: 'small' as const,
    fullWidth: true,
  });

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
          <Typography sx={{ fontWeight: 700 }}>{active ? t('bidsHistory.filtersActive') : t('bidsHistory.filters')}</Typography>
        </Stack>
      </AccordionSummary>
      <AccordionDetails>
        <Box component="form" onSubmit={apply} noValidate aria-labelledby={summaryId}>
          <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' } }}>
            <TextField label={t('bidsHistory.priceMin')} slotProps={{ htmlInput: { inputMode: 'decimal' } }} {...field('priceMin')} />
            <TextField label={t('bidsHistory.priceMax')} slotProps={{ htmlInput: { inputMode: 'decimal' } }} {...field('priceMax')} />
            <TextField label={t('bidsHistory.dateMin')} type="date" slotProps={{ inputLabel: { shrink: true } }} {...field('dateMin')} />
            <TextField label={t('bidsHistory.dateMax')} type="date" slotProps={{ inputLabel: { shrink: true } }} {...field('dateMax')} />
            <TextField label={t('bidsHistory.auctions')} helperText={t('bidsHistory.auctionsHint')} {...field('auctions')} />
            <TextField select label={t('bidsHistory.status')} {...field('status')}>
              <MenuItem value="">{t('bidsHistory.anyStatus')}</MenuItem>
              {AUCTION_STATUSES.map((status) => (
                <MenuItem key={status} value={status}>
                  {t(STATUS_LABEL_KEYS[status])}
                </MenuItem>
              ))}
            </TextField>
            <TextField label={t('bidsHistory.wonByLabel')} {...field('wonBy')} />
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
              {t('bidsHistory.clear')}
            </Button>
            <Button type="submit" variant="contained">
              {t('bidsHistory.apply')}
            </Button>
          </Stack>
        </Box>
      </AccordionDetails>
    </Accordion>
  );
}
