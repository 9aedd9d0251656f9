/**
 * Notices: emails that tell something and link nowhere (an order shipped, a reply to a problem
 * report). Plain paragraphs as text and as HTML, escaped, under the product's name.
 */
import { escapeHtml } from '../escape-html';
import type { Notice } from '../modules/mail-port';
import { emailHtml, type RenderedEmail } from './mail-templates';

const paragraphHtml = (text: string) => `<p style="font-size:16px;line-height:1.5">${escapeHtml(text).replace(/\r?\n/g, '<br>')}</p>`;

export function renderNotice(notice: Notice, product: string): Omit<RenderedEmail, 'language'> {
  const text = [...notice.paragraphs.flatMap((p) => [p, '']), `- ${product}`].join('\n');
  const html = emailHtml(notice.language ?? 'en', notice.subject, product, notice.paragraphs.map(paragraphHtml).join('\n'));
  return { subject: notice.subject, text, html };
}
