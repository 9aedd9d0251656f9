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
}

/** `path` as an absolute address on the shop. */
function absolute(path: string, origin: string): string {
  return new URL(path, origin).href;
}

export function PageMeta({ title, description, image, previewTitle }: PageMetaProps) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const origin = useRootData()?.publicUrl ?? (typeof window === 'undefined' ? 'http://localhost' : window.location.origin);
  const text = description ?? t('banner.subtitle', { seconds: BID_TIMER_SECONDS });
  const url = absolute(pathname + search, origin);
  const picture = image ? absolute(image, origin) : absolute('/logo.svg', origin);
  const full = pageTitle(title);
  const shown = previewTitle ?? full;
  return (
    <>
      <title>{full}</title>
      <meta name="description" content={text} />
      <link rel="canonical" href={url} />
      {/* The Open Graph protocol's own type for a page that is none of its others (an article, a profile...). */}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={PRODUCT_NAME} />
      <meta property="og:title" content={shown} />
      <meta property="og:description" content={text} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={picture} />
      {image && <meta property="og:image:alt" content={title} />}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={shown} />
      <meta name="twitter:description" content={text} />
      <meta name="twitter:image" content={picture} />
    </>
  );
}
