/** The sandbox gateway's hosted payment page read as a browser submits it: its form's action and hidden fields. */

const unescapeHtml = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The hidden fields of the page's form, in order, unescaped. */
export function hiddenFields(html: string): [string, string][] {
  return [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m): [string, string] => [
    unescapeHtml(m[1]!),
    unescapeHtml(m[2]!),
  ]);
}

/** The hidden fields and the action of the page's form. */
export function formOf(html: string): { action: string; fields: [string, string][] } {
  const action = unescapeHtml(/<form method="post" action="([^"]+)"/.exec(html)![1]!);
  return { action, fields: hiddenFields(html) };
}
