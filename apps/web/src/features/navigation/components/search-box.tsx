// The header's search box (SPEC.md section 2): Enter submits the trimmed text to
// /search?s=<URL-encoded text>; text that is empty after trimming is ignored. The field is a
// native input styled as MUI's InputBase draws it, which keeps InputBase (and the form control
// machinery it brings) out of the first paint.
import SearchRounded from '@mui/icons-material/SearchRounded?plain';
import { alpha } from '@mui/material/styles';
import { useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useNavigate, useSearchParams } from 'react-router';
import { PlainIconButton } from '../../../components/plain-button';
import { classes, createStaticClasses } from '../../../lib/static-classes';

const useClasses = createStaticClasses('search-box', (theme) => ({
  form: {
    display: 'flex',
    alignItems: 'center',
    minWidth: 0,
    height: 42,
    paddingLeft: theme.spacing(1.75),
    paddingRight: theme.spacing(0.5),
    // sx's borderRadius 999: 999 times the theme's 12 px radius (a pill).
    borderRadius: 11988,
    border: `1px solid ${theme.palette.divider}`,
    backgroundColor: theme.palette.mode === 'dark' ? alpha('#ffffff', 0.05) : alpha(theme.palette.text.primary, 0.03),
    transition: theme.transitions.create(['border-color', 'box-shadow']),
    '&:focus-within': {
      borderColor: theme.palette.primary.main,
      boxShadow: `0 0 0 3px ${alpha(theme.palette.primary.main, 0.2)}`,
    },
  },
  inline: { width: 'auto', flex: '1 1 260px', maxWidth: 440 },
  fullWidth: { width: '100%' },
  /** MUI InputBase's look (root and input in one element), at the header's 0.95rem. */
  input: {
    fontFamily: theme.typography.body1.fontFamily,
    fontWeight: theme.typography.body1.fontWeight,
    letterSpacing: theme.typography.body1.letterSpacing,
    fontSize: '0.95rem',
    lineHeight: '1.4375em',
    color: theme.palette.text.primary,
    flex: 1,
    minWidth: 0,
    height: '1.4375em',
    padding: '4px 0 5px',
    margin: 0,
    // sx wrote `border: 0` so.
    border: '0px solid',
    boxSizing: 'content-box',
    background: 'none',
    WebkitTapHighlightColor: 'transparent',
    '&::placeholder': { color: 'currentColor', opacity: theme.palette.mode === 'light' ? 0.42 : 0.5 },
    '&:focus': { outline: 0 },
    '&::-webkit-search-decoration': { WebkitAppearance: 'none' },
  },
  submit: { '&&': { color: theme.palette.text.secondary } },
}));

/** The search page URL for a text, or null when there is nothing to search for. */
export function searchUrl(text: string): string | null {
  const trimmed = text.trim();
  return trimmed ? `/search?s=${encodeURIComponent(trimmed)}` : null;
}

export function SearchBox({ fullWidth = false }: { fullWidth?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const css = useClasses();
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
      className={classes(css.form, fullWidth ? css.fullWidth : css.inline)}
    >
      <input
        type="search"
        enterKeyHint="search"
        value={text}
        onChange={(event: ChangeEvent<HTMLInputElement>) => setText(event.target.value)}
        placeholder={t('nav.searchPlaceholder')}
        aria-label={t('nav.searchLabel')}
        className={css.input}
      />
      <PlainIconButton type="submit" size="small" aria-label={t('nav.search')} className={css.submit}>
        <SearchRounded fontSize="small" />
      </PlainIconButton>
    </form>
  );
}
