// The filter form of the dashboard's histories: folded away until opened (unless a filter is
// active), fields typed into a draft that only Apply (or Enter) turns into a filter, a bad value
// refused with a message, and Clear back to no filter but the sort.
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import TuneRounded from '@mui/icons-material/TuneRounded';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SortValue } from '@blitz/contract';
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../lib/use-translation';
import type { HistoryText } from './paged-history';

/** The props that bind one text field to a draft value. */
export interface DraftField {
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  size: 'small';
  fullWidth: true;
}

export interface FilterPanelProps<Draft, Filter extends { sort: SortValue }> {
  text: HistoryText;
  filter: Filter;
  active: boolean;
  draftOf: (filter: Filter) => Draft;
  parseDraft: (draft: Draft, sort: SortValue) => { ok: true; filter: Filter } | { ok: false; errorKey: string };
  onApply: (filter: Filter) => void;
  /** Columns of the field grid on wide screens. */
  columns: number;
  children: (field: (name: keyof Draft) => DraftField, draft: Draft) => ReactNode;
}

export function FilterPanel<Draft extends { [K in keyof Draft]: string }, Filter extends { sort: SortValue }>(
  props: FilterPanelProps<Draft, Filter>,
) {
  const { text, filter, active, draftOf, parseDraft, onApply } = props;
  const { t } = useTranslation();
  const summaryId = useId();
  const [draft, setDraft] = useState<Draft>(() => draftOf(filter));
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [expanded, setExpanded] = useState(active);

  // The URL may change by Back or by Clear: the form follows it.
  useEffect(() => setDraft(draftOf(filter)), [filter, draftOf]);

  const field = (name: keyof Draft): DraftField => ({
    value: draft[name] ?? '',
    onChange: (event) => setDraft((current) => ({ ...current, [name]: event.target.value })),
    size: 'small',
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
    <Accordion
      expanded={expanded}
      onChange={(_event, open) => setExpanded(open)}
      disableGutters
      variant="outlined"
      sx={{ borderRadius: 2, '&::before': { display: 'none' } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreRounded />} id={summaryId}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <TuneRounded fontSize="small" aria-hidden />
          <Typography sx={{ fontWeight: 700 }}>{active ? t(`${text}.filtersActive`) : t(`${text}.filters`)}</Typography>
        </Stack>
      </AccordionSummary>
      <AccordionDetails>
        <Box component="form" onSubmit={apply} noValidate aria-labelledby={summaryId}>
          <Box
            sx={{
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: `repeat(${props.columns}, minmax(0, 1fr))` },
            }}
          >
            {props.children(field, draft)}
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
                onApply({ sort: filter.sort } as Filter);
              }}
              disabled={!active}
            >
              {t(`${text}.clear`)}
            </Button>
            <Button type="submit" variant="contained">
              {t(`${text}.apply`)}
            </Button>
          </Stack>
        </Box>
      </AccordionDetails>
    </Accordion>
  );
}
