// The header's search box (SPEC.md section 2): Enter submits the trimmed text to
// /search?s=<URL-encoded text>; text that is empty after trimming is ignored. The field is a
// native input in a pill-shaped frame.
import Search from 'lucide-react/icons/search';
import { useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useNavigate, useSearchParams } from 'react-router';
import { IconButton } from '../../../ui/button';
import { cx } from '../../../ui/cx';
import styles from './search-box.module.css';

/** The search page URL for a text, or null when there is nothing to search for. */
export function searchUrl(text: string): string | null {
  const trimmed = text.trim();
  return trimmed ? `/search?s=${encodeURIComponent(trimmed)}` : null;
}

export function SearchBox({ fullWidth = false }: { fullWidth?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [text, setText] = useState(() => params.get('s') ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const url = searchUrl(text);
    if (url) void navigate(url);
  };

  return (
    <form
      role="search"
      aria-label={t('nav.search')}
      onSubmit={submit}
      className={cx(styles.form, fullWidth ? styles.fullWidth : styles.inline)}
    >
      <input
        type="search"
        enterKeyHint="search"
        value={text}
        onChange={(event: ChangeEvent<HTMLInputElement>) => setText(event.target.value)}
        placeholder={t('nav.searchPlaceholder')}
        aria-label={t('nav.searchLabel')}
        className={styles.input}
      />
      <IconButton type="submit" size="small" aria-label={t('nav.search')} className={styles.submit}>
        <Search aria-hidden />
      </IconButton>
    </form>
  );
}
