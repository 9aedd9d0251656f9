/**
 * The shop's built index.html carries a prerendered first HTML (issue 15) whose home-page part
 * (banner and card placeholders) sits between these comments; the server leaves that part out
 * of every other page it answers with index.html.
 */
export const HOME_SHELL_START = '<!--home-shell-->';
export const HOME_SHELL_END = '<!--/home-shell-->';

/**
 * On an element of the first HTML: the app keeps the first HTML on screen until the page itself
 * says it is ready (an auction's page, whose picture the first HTML already shows, waits for the
 * auction), instead of taking over as soon as the page has rendered its loading state.
 */
export const SHELL_WAITS_ATTRIBUTE = 'data-shell-waits';

/** `html` with `part` in place of its home-page part (unchanged when it has none). */
export function withPagePart(html: string, part: string): string {
  const start = html.indexOf(HOME_SHELL_START);
  const end = html.indexOf(HOME_SHELL_END);
  if (start < 0 || end < start) return html;
  return html.slice(0, start) + part + html.slice(end + HOME_SHELL_END.length);
}

/** `html` without its home-page part (unchanged when it has none). */
export function withoutHomeShell(html: string): string {
  return withPagePart(html, '');
}
