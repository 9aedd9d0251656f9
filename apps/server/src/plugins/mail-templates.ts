/**
 * The texts of every account email, per language. English is complete; other languages fall
 * back to English until their translations arrive (add an entry to TEXTS to translate one).
 */
export type EmailKind = 'setup' | 'reset' | 'magic-link';

export interface EmailTexts {
  subject: string;
  heading: string;
  intro: string;
  button: string;
  expiry: string;
  ignore: string;
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

type Catalogue = Record<EmailKind, (product: string) => EmailTexts>;

const ENGLISH: Catalogue = {
  setup: (product) => ({
    subject: `Finish setting up your ${product} account`,
    heading: `Welcome to ${product}!`,
    intro: 'Thanks for signing up. Choose your nickname and password to start bidding.',
    button: 'Set up my account',
    expiry: 'This link works once and expires in 24 hours.',
    ignore: "If you didn't sign up, you can ignore this email.",
  }),
  reset: (product) => ({
    subject: `Reset your ${product} password`,
    heading: 'Reset your password',
    intro: `Someone (hopefully you) asked to reset the password of your ${product} account.`,
    button: 'Choose a new password',
    expiry: 'This link works once and expires in 1 hour. Resetting signs you out everywhere else.',
    ignore: "If you didn't ask for this, you can ignore this email: your password stays the same.",
  }),
  'magic-link': (product) => ({
    subject: `Your ${product} sign-in link`,
    heading: `Sign in to ${product}`,
    intro: 'Use the button below to sign in without your password.',
    button: 'Sign me in',
    expiry: 'This link works once and expires in 15 minutes.',
    ignore: "If you didn't ask for this, you can ignore this email.",
  }),
};

const TEXTS: Partial<Record<string, Catalogue>> = { en: ENGLISH };

export function emailTexts(kind: EmailKind, lanIso: string | undefined, product: string): EmailTexts {
  const catalogue = TEXTS[(lanIso ?? 'en').toLowerCase()] ?? ENGLISH;
  return catalogue[kind](product);
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

export function renderEmail(kind: EmailKind, lanIso: string | undefined, product: string, link: string): RenderedEmail {
  const t = emailTexts(kind, lanIso, product);
  const text = [t.heading, '', t.intro, '', `${t.button}: ${link}`, '', t.expiry, t.ignore, '', `- ${product}`].join('\n');
  const href = escapeHtml(link);
  const html = `<!doctype html>
<html lang="${escapeHtml((lanIso ?? 'en').toLowerCase())}"><head><meta charset="utf-8"><title>${escapeHtml(t.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1b1f24">
<table role="presentation" width="100%" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<tr><td>
<p style="font-size:20px;font-weight:bold;color:#e65100;margin:0 0 16px">${escapeHtml(product)}</p>
<h1 style="font-size:22px;margin:0 0 12px">${escapeHtml(t.heading)}</h1>
<p style="font-size:16px;line-height:1.5">${escapeHtml(t.intro)}</p>
<p style="margin:24px 0"><a href="${href}" style="background:#e65100;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(t.button)}</a></p>
<p style="font-size:14px;line-height:1.5">${escapeHtml(t.expiry)}</p>
<p style="font-size:14px;line-height:1.5;color:#5f6b7a">${escapeHtml(t.ignore)}</p>
<p style="font-size:12px;color:#5f6b7a;word-break:break-all">${href}</p>
</td></tr></table></body></html>`;
  return { subject: t.subject, text, html };
}
