// The filter form of the dashboard's histories: folded away until opened (unless a filter is
// active), fields typed into a draft that only Apply (or Enter) turns into a filter, a bad value
// refused with a message, and Clear back to no filter but the sort.
import SlidersHorizontal from 'lucide-react/icons/sliders-horizontal';
import type { SortValue } from '@blitz/contract';
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { hasListFilters } from '../lib/list-filter-url';
import { useTranslation } from '../lib/use-translation';
import { Accordion, AccordionItem } from '../ui/accordion';
import { Button } from '../ui/button';
import { Stack } from '../ui/stack';
import { Text } from '../ui/text';
import type { HistoryText } from './paged-history';
import styles from './filter-panel.module.css';

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
  draftOf: (filter: Filter) => Draft;
  parseDraft: (draft: Draft, sort: SortValue) => { ok: true; filter: Filter } | { ok: false; errorKey: string };
  onApply: (filter: Filter) => void;
  /** Columns of the field grid on wide screens (filter-panel.module.css has a rule for each). */
  columns: 4 | 5;
  children: (field: (name: keyof Draft) => DraftField, draft: Draft) => ReactNode;
}

/** The accordion's one section. */
const PANEL = 'filters';

export function FilterPanel<Draft extends { [K in keyof Draft]: string }, Filter extends { sort: SortValue }>(
  props: FilterPanelProps<Draft, Filter>,
) {
  const { text, filter, draftOf, parseDraft, onApply } = props;
  const { t } = useTranslation();
  const active = hasListFilters(filter);
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
    <Accordion value={expanded ? [PANEL] : []} onChange={(open) => setExpanded(open.includes(PANEL))} className={styles.panel}>
      <AccordionItem
        value={PANEL}
        className={styles.item}
        title={
          <span className={styles.summary}>
            <SlidersHorizontal aria-hidden className={styles.icon} />
            <span id={summaryId}>{active ? t(`${text}.filtersActive`) : t(`${text}.filters`)}</span>
          </span>
        }
      >
        <form onSubmit={apply} noValidate aria-labelledby={summaryId}>
          <div className={styles.fields} data-columns={props.columns}>
            {props.children(field, draft)}
          </div>
          {errorKey && (
            <Text role="alert" variant="body2" color="error" className={styles.error}>
              {t(errorKey)}
            </Text>
          )}
          <Stack direction="row" spacing={1} justify="end" className={styles.actions}>
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
        </form>
      </AccordionItem>
    </Accordion>
  );
}
