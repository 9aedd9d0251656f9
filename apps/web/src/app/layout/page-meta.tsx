// A page's title and what machines read of it (issue 48): its description, canonical address, and
// the Open Graph and Twitter card tags a link preview draws from (a shared auction shows its
// picture, title and price). Rendered with the page, so React puts them in the document's head,
// on the server too, where crawlers and link previews read them (SPEC.md section 1: the title is
// `{page name} | {product name}`).
import { BID_TIMER_SECONDS, PRODUCT_NAME } from '@blitz/contract';
import { useLocation } from 'react-router';
import { useTranslation } from '../../lib/use-translation';
import { pageTitle } from '../hooks/use-page-title';
import { useRootData } from '../root-data';

export interface PageMetaProps {
  /** The page's name (the title's first part). */
  title: string;
  /** What the page is about; the shop's own line by default. */
  description?: string;
  /** The page's picture: an address on the shop or absolute. */
  image?: string | null;
  /** What a link preview shows as the title, when not the page's title (an invitation). */
  previewTitle?: string;
  /**
   * A page for one visitor (a sign-in, a token's page, the dashboard, a payment's return, a page
   * not found): search engines leave it out, and it names no address of its own (a token or an
   * email in its address stays out of the tags).
   */
  noindex?: boolean;
}

const DEFAULT_PICTURE = { path: '/link-preview.png', width: 1200, height: 630 };

/** The query keys that change what a page shows to everyone (the search text); others (a referral code) do not. */
const CANONICAL_KEYS = ['s'];

/** `path` (a path on the shop, or an absolute address) as an absolute address on the shop. */
function absolute(path: string, origin: string): string {
  const base = new URL(origin);
  const target = new URL(path, base);
  return target.origin === base.origin ? target.href : base.href;
}

/** The page's own address: its path and only the query keys that make it another page. */
function canonical(pathname: string, search: string, origin: string): string {
  const address = new URL(origin);
  address.pathname = pathname;
  const given = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const key of CANONICAL_KEYS) for (const value of given.getAll(key)) kept.append(key, value);
  address.search = kept.toString();
  return address.href;
}

export function PageMeta({ title, description, image, previewTitle, noindex = false }: PageMetaProps) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const origin = useRootData()?.publicUrl ?? (typeof window === 'undefined' ? 'http://localhost' : window.location.origin);
  const text = description ?? t('banner.subtitle', { seconds: BID_TIMER_SECONDS });
  const url = noindex ? null : canonical(pathname, search, origin);
  // The shop's own picture (the logo on a 1200 x 630 card, public/link-preview.png) when the page
  // has none: link previews take PNG and JPEG, not SVG.
  const picture = absolute(image ?? DEFAULT_PICTURE.path, origin);
  const full = pageTitle(title);
  const shown = previewTitle ?? full;
  return (
    <>
      <title>{full}</title>
      <meta name="description" content={text} />
      {noindex && <meta name="robots" content="noindex" />}
      {url && <link rel="canonical" href={url} />}
      {/* The Open Graph protocol's own type for a page that is none of its others (an article, a profile...). */}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={PRODUCT_NAME} />
      <meta property="og:title" content={shown} />
      <meta property="og:description" content={text} />
      {url && <meta property="og:url" content={url} />}
      <meta property="og:image" content={picture} />
      {image ? (
        <meta property="og:image:alt" content={title} />
      ) : (
        <>
          <meta property="og:image:type" content="image/png" />
          <meta property="og:image:width" content={String(DEFAULT_PICTURE.width)} />
          <meta property="og:image:height" content={String(DEFAULT_PICTURE.height)} />
          <meta property="og:image:alt" content={PRODUCT_NAME} />
        </>
      )}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={shown} />
      <meta name="twitter:description" content={text} />
      <meta name="twitter:image" content={picture} />
    </>
  );
}
