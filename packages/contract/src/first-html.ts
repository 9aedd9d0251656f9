/**
 * The shop's built index.html carries a prerendered first HTML (issue 15) whose home-page part
 * (banner and card placeholders) sits between these comments; the server leaves that part out
 * of every other page it answers with index.html.
 */
export const HOME_SHELL_START = '<!--home-shell-->';
export const HOME_SHELL_END = '<!--/home-shell-->';

/** `html` without its home-page part (unchanged when it has none). */
export function withoutHomeShell(html: string): string {
  const start = html.indexOf(HOME_SHELL_START);
  const end = html.indexOf(HOME_SHELL_END);
  if (start < 0 || end < start) return html;
  return html.slice(0, start) + html.slice(end + HOME_SHELL_END.length);
}
