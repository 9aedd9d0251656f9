// The price bounds of the filter panel, in rand. Typing does not search on every key: the
// bounds apply with the button or Enter, and a bad or reversed range is refused with a message.
import Button from '@mui/material/Button';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { OutlinedTextField } from '../../../components/outlined-fields';
import { useTranslation } from '../../../lib/use-translation';

export interface PriceRangeProps {
  min?: number;
  max?: number;
  /** Highest price among the results, shown as the placeholder of the upper bound. */
  ceiling?: number;
  onChange: (min: number | undefined, max: number | undefined) => void;
}

const DECIMAL = /^\d+(\.\d{1,2})?$/;

function parseBound(text: string): number | undefined | null {
  const value = text.trim().replace(',', '.');
  if (value === '') return undefined;
  return DECIMAL.test(value) ? Number(value) : null;
}

export function PriceRange({ min, max, ceiling, onChange }: PriceRangeProps) {
  const { t } = useTranslation();
  const [minText, setMinText] = useState(min?.toString() ?? '');
  const [maxText, setMaxText] = useState(max?.toString() ?? '');
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  /** What both bounds carry while the range is refused: the error colour and its message as their description. */
  const refused = { error: error !== null, describedBy: error === null ? undefined : errorId };

  useEffect(() => setMinText(min?.toString() ?? ''), [min]);
  useEffect(() => setMaxText(max?.toString() ?? ''), [max]);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const low = parseBound(minText);
    const high = parseBound(maxText);
    if (low === null || high === null) return setError(t('search.priceInvalid'));
    if (low !== undefined && high !== undefined && low > high) return setError(t('search.priceReversed'));
    setError(null);
    onChange(low, high);
  };

  return (
    <Stack component="form" onSubmit={apply} spacing={1} aria-labelledby="price-range-label" noValidate>
      <FormLabel id="price-range-label" sx={{ fontWeight: 700, color: 'text.primary' }}>
        {t('search.price')}
      </FormLabel>
      <Stack direction="row" spacing={1}>
        <OutlinedTextField
          size="small"
          label={t('search.priceMin')}
          value={minText}
          onChange={setMinText}
          inputMode="decimal"
          {...refused}
        />
        <OutlinedTextField
          size="small"
          label={t('search.priceMax')}
          value={maxText}
          placeholder={ceiling ? String(Math.ceil(ceiling)) : undefined}
          onChange={setMaxText}
          inputMode="decimal"
          {...refused}
        />
      </Stack>
      {error && (
        <FormLabel id={errorId} error role="alert" sx={{ fontSize: '0.85rem' }}>
          {error}
        </FormLabel>
      )}
      <Button type="submit" variant="outlined" size="small">
        {t('search.applyPrice')}
      </Button>
    </Stack>
  );
}
