// The price bounds of the filter panel, in rand. Typing does not search on every key: the
// bounds apply with the button or Enter, and a bad or reversed range is refused with a message.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../ui/button';
import { Stack } from '../../../ui/stack';
import { Text } from '../../../ui/text';
import { TextField } from '../../../ui/text-field';
import styles from './price-range.module.css';

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
  const refused = { error: error !== null, 'aria-describedby': error === null ? undefined : errorId };

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
      <Text id="price-range-label" className={styles.title}>
        {t('search.price')}
      </Text>
      <Stack direction="row" spacing={1}>
        <TextField
          size="small"
          label={t('search.priceMin')}
          value={minText}
          onChange={(event) => setMinText(event.target.value)}
          inputMode="decimal"
          {...refused}
        />
        <TextField
          size="small"
          label={t('search.priceMax')}
          value={maxText}
          placeholder={ceiling ? String(Math.ceil(ceiling)) : undefined}
          onChange={(event) => setMaxText(event.target.value)}
          inputMode="decimal"
          {...refused}
        />
      </Stack>
      {error && (
        <Text id={errorId} role="alert" variant="body2" color="error">
          {error}
        </Text>
      )}
      <Button type="submit" variant="outlined" size="small">
        {t('search.applyPrice')}
      </Button>
    </Stack>
  );
}
