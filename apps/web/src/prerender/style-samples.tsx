// The styles of the site footer in the first HTML, without its markup (issue 15): in every page's
// first HTML, which shows no footer; when the app rendered the footer once its chunk had come,
// emotion compiled and inserted its styles in the commit that showed it, a task that cannot be split
// (12 to 25 ms of it on a slow machine, unthrottled). Rendered here from the real component, they
// come with the first HTML instead: the browser parses them with the page, and the app's style
// cache knows them by name. The first HTML is in the dark theme, and so are the samples: with the
// light theme the app inserts its styles as before. (A listing's cards and the departments' buttons
// are drawn by CSS Modules, whose stylesheets come with the app's chunks: nothing to sample.)
import { NotificationPrompt } from '../features/navigation/components/notification-button';
import { SiteFooter } from '../features/navigation/components/site-footer';

const START = 'blitz-style-samples-start';
const END = 'blitz-style-samples-end';

export interface StyleSamplesProps {
  /** The footer, and its notification prompt. */
  footer?: boolean;
}

/** The samples between two markers; `keepSampleStyles` keeps only their styles. */
export function StyleSamples({ footer = false }: StyleSamplesProps) {
  return (
    <>
      {START}
      {footer && <SiteFooter />}
      {/* The footer shows it only where the browser can ask for notifications, which a build cannot. */}
      {footer && <NotificationPrompt onRequest={() => undefined} />}
      {END}
    </>
  );
}

/** `html` with the samples' markup left out and their style elements kept, in their order (unchanged without samples). */
export function keepSampleStyles(html: string): string {
  const start = html.indexOf(START);
  if (start < 0) return html;
  const end = html.indexOf(END, start);
  if (end < 0) throw new Error('the style samples have no end');
  const styles = html.slice(start + START.length, end).match(/<style[^>]*>[\s\S]*?<\/style>/g) ?? [];
  return html.slice(0, start) + styles.join('') + html.slice(end + END.length);
}
