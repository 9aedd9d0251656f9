/**
 * Notices: emails that tell something and link nowhere (an order shipped, a reply to a problem
 * report). Plain paragraphs as text and as HTML, escaped, under the product's name.
 */
import type { Notice } from '../modules/mail-port';
import { HTML_LANG, type RenderedEmail } from './mail-templates';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const paragraphHtml = (text: string) => `<p style="font-size:16px;line-height:1.5">${escapeHtml(text).replace(/\r?\n/g, '<br>')}</p>`;

export function renderNotice(notice: Notice, product: string): Omit<RenderedEmail, 'language'> {
  const text = [...notice.paragraphs.flatMap((p) => [p, '']), `- ${product}`].join('\n');
  const html = `<!doctype html>
<html lang="${HTML_LANG[notice.language ?? 'en']}"><head><meta charset="utf-8"><title>${escapeHtml(notice.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1b1f24">
<table role="presentation" width="100%" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<tr><td>
<p style="font-size:20px;font-weight:bold;color:#bf360c;margin:0 0 16px">${escapeHtml(product)}</p>
${notice.paragraphs.map(paragraphHtml).join('\n')}
</td></tr></table></body></html>`;
  return { subject: notice.subject, text, html };
}
