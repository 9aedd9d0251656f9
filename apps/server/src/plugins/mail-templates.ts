/**
 * Renders the account emails (setup link, password reset, magic link) as a subject, a text part
 * and an HTML part in one of the eleven languages of SPEC.md section 1. The texts live in
 * `mail-texts/`, one module per language; `{product}` in them becomes the product name.
 */
import { cldrLanguage, LANGUAGE_ISOS, type LanguageIso } from '@blitz/contract';
import { escapeHtml } from '../escape-html';
import type { EmailKind } from '../modules/mail-port';
import { af } from './mail-texts/af';
import { en } from './mail-texts/en';
import { STAFF_SETUP_TEXTS } from './mail-texts/staff';
import { nr } from './mail-texts/nr';
import { ns } from './mail-texts/ns';
import { st } from './mail-texts/st';
import { sw } from './mail-texts/sw';
import { tn } from './mail-texts/tn';
import { ts } from './mail-texts/ts';
import type { EmailTexts, LanguageTexts } from './mail-texts/types';
import { ve } from './mail-texts/ve';
import { xh } from './mail-texts/xh';
import { zu } from './mail-texts/zu';

export type { EmailTexts, LanguageTexts } from './mail-texts/types';

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
  /** The language the email was written in (English when none of the wishes had texts). */
  language: LanguageIso;
}

export const EMAIL_TEXTS: Readonly<Record<LanguageIso, LanguageTexts>> = { en, af, nr, ns, st, sw, ts, tn, ve, xh, zu };

const FALLBACK: LanguageIso = 'en';

/** The HTML `lang` of each language: its standard tag (`sw` would make a screen reader read siSwati as Swahili). */
export const HTML_LANG: Readonly<Record<LanguageIso, string>> = Object.fromEntries(
  LANGUAGE_ISOS.map((iso) => [iso, cldrLanguage(iso)]),
) as Record<LanguageIso, string>;

const isLanguage = (value: string): value is LanguageIso => (LANGUAGE_ISOS as readonly string[]).includes(value);

/**
 * The language of an email: the first of the wishes (most important first, e.g. the user's stored
 * language, then the request's lanIso) that has texts, else English.
 */
export function emailLanguage(...wishes: Array<string | null | undefined>): LanguageIso {
  for (const wish of wishes) {
    const iso = wish?.trim().toLowerCase();
    if (iso && isLanguage(iso)) return iso;
  }
  return FALLBACK;
}

const withProduct = (text: string, product: string) => text.split('{product}').join(product);

/** The texts of one email with the product name filled in. */
export function emailTexts(kind: EmailKind, language: LanguageIso, product: string): EmailTexts & { linkHint: string } {
  const texts = EMAIL_TEXTS[language];
  const fill = (text: string) => withProduct(text, product);
  const t = kind === 'staff-setup' ? STAFF_SETUP_TEXTS : texts[kind];
  return {
    subject: fill(t.subject),
    heading: fill(t.heading),
    intro: fill(t.intro),
    button: fill(t.button),
    expiry: fill(t.expiry),
    ignore: fill(t.ignore),
    linkHint: fill(texts.linkHint),
  };
}

/** The frame of every email's HTML part: the product's name over `body`, in the language's `lang`. */
export function emailHtml(language: LanguageIso, subject: string, product: string, body: string): string {
  return `<!doctype html>
<html lang="${HTML_LANG[language]}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1b1f24">
<table role="presentation" width="100%" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<tr><td>
<p style="font-size:20px;font-weight:bold;color:#bf360c;margin:0 0 16px">${escapeHtml(product)}</p>
${body}
</td></tr></table></body></html>`;
}

/** `lanIso` is any language wish; an unknown or missing one gives the English email. */
export function renderEmail(kind: EmailKind, lanIso: string | null | undefined, product: string, link: string): RenderedEmail {
  // The staff console speaks English (issue 13), and so do its emails.
  const language = kind === 'staff-setup' ? FALLBACK : emailLanguage(lanIso);
  const t = emailTexts(kind, language, product);
  const text = [t.heading, '', t.intro, '', `${t.button}: ${link}`, '', t.expiry, t.ignore, '', `- ${product}`].join('\n');
  const href = escapeHtml(link);
  const html = emailHtml(
    language,
    t.subject,
    product,
    `<h1 style="font-size:22px;margin:0 0 12px">${escapeHtml(t.heading)}</h1>
<p style="font-size:16px;line-height:1.5">${escapeHtml(t.intro)}</p>
<p style="margin:24px 0"><a href="${href}" style="background:#bf360c;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(t.button)}</a></p>
<p style="font-size:14px;line-height:1.5">${escapeHtml(t.expiry)}</p>
<p style="font-size:14px;line-height:1.5;color:#5f6b7a">${escapeHtml(t.ignore)}</p>
<p style="font-size:12px;line-height:1.5;color:#5f6b7a;margin:16px 0 4px">${escapeHtml(t.linkHint)}</p>
<p style="font-size:12px;margin:0;word-break:break-all"><a href="${href}" style="color:#1b1f24">${href}</a></p>`,
  );
  return { subject: t.subject, text, html, language };
}
