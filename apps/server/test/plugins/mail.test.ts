import { LANGUAGE_ISOS } from '@blitz/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { EMAIL_TEXTS, emailLanguage, HTML_LANG, renderEmail, type EmailTexts } from '../../src/plugins/mail-templates';
import type { ShopEmailKind } from '../../src/plugins/mail-texts/types';
import { buildTestApp, postApi, type TestApp } from '../helpers/build-test-app';
import { linkIn, startSmtpReceiver, type SmtpReceiver } from './smtp-receiver';

type OutboxRow = {
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  kind: string;
  status: string;
  last_error: string | null;
};

const KINDS: ShopEmailKind[] = ['setup', 'reset', 'magic-link'];
const FIELDS: Array<keyof EmailTexts> = ['subject', 'heading', 'intro', 'button', 'expiry', 'ignore'];

const outbox = (t: TestApp, to: string) =>
  queryRows<OutboxRow>(t.app.db, sql`select * from email_outbox where to_address = ${to} order by id`);

const LINK = 'https://shop.test/setup-account/abc?email=a%40b.co';
const placeholders = (text: string) => text.match(/\{\w+\}/g)?.sort() ?? [];

describe('mail templates', () => {
  it('render text and HTML with the product, the link and escaped HTML', () => {
    const email = renderEmail('setup', 'en', 'Blitz <Auctions>', LINK);
    expect(email.subject).toBe('Finish setting up your Blitz <Auctions> account');
    expect(email.text).toContain(LINK);
    expect(email.html).toContain(`href="${LINK}"`);
    expect(email.html).toContain('Blitz &lt;Auctions&gt;');
    expect(email.html).not.toContain('<Auctions>');
  });

  it('exist for all eleven languages, every kind and field translated, with the placeholders of the English text', () => {
    expect(Object.keys(EMAIL_TEXTS).sort()).toEqual([...LANGUAGE_ISOS].sort());
    for (const iso of LANGUAGE_ISOS) {
      const texts = EMAIL_TEXTS[iso];
      expect(texts.linkHint.trim(), `${iso} linkHint`).not.toBe('');
      if (iso !== 'en') expect(texts.linkHint, `${iso} linkHint`).not.toBe(EMAIL_TEXTS.en.linkHint);
      for (const kind of KINDS) {
        for (const field of FIELDS) {
          const text = texts[kind][field];
          const english = EMAIL_TEXTS.en[kind][field];
          expect(text.trim(), `${iso} ${kind}.${field}`).not.toBe('');
          expect(placeholders(text), `${iso} ${kind}.${field}`).toEqual(placeholders(english));
          if (iso !== 'en') expect(text, `${iso} ${kind}.${field} is still English`).not.toBe(english);
        }
      }
    }
  });

  it.each(LANGUAGE_ISOS.map((iso) => [iso]))('%s: every email names the product and carries the link in both parts', (iso) => {
    for (const kind of KINDS) {
      const email = renderEmail(kind, iso, 'Blitz $& Co', LINK);
      expect(email.language).toBe(iso);
      expect(email.subject).toContain('Blitz $& Co');
      expect(email.subject).not.toContain('{product}');
      expect(email.text).toContain(`${EMAIL_TEXTS[iso][kind].button}: ${LINK}`);
      expect(email.text).toMatch(/- Blitz \$& Co$/);
      expect(email.html).toContain(`<html lang="${HTML_LANG[iso]}">`);
      expect(email.html).toContain(iso === 'sw' ? '<html lang="ss">' : iso === 'ns' ? '<html lang="nso">' : `<html lang="${iso}">`);
      // The button and the written-out link below the hint.
      expect(email.html.split(`href="${LINK}"`)).toHaveLength(3);
      expect(email.html).toContain('Blitz $&amp; Co');
    }
  });

  it('write Zulu for zu (any case) and fall back to English for an unknown or missing language', () => {
    const zulu = renderEmail('reset', 'ZU', 'Blitz', 'https://x.test/r');
    expect(zulu.subject).toBe('Setha kabusha iphasiwedi yakho ku-Blitz');
    expect(zulu.text).toContain('Khetha iphasiwedi entsha: https://x.test/r');
    expect(renderEmail('reset', 'xx', 'Blitz', 'https://x.test/r')).toMatchObject({ language: 'en', subject: 'Reset your Blitz password' });
    expect(renderEmail('magic-link', undefined, 'Blitz', 'https://x.test/m').html).toContain('lang="en"');
  });

  it('mark Sepedi and siSwati with their BCP 47 tags, so screen readers pick the right voice', () => {
    expect(renderEmail('setup', 'ns', 'Blitz', LINK).html).toContain('<html lang="nso">');
    expect(renderEmail('setup', 'sw', 'Blitz', LINK).html).toContain('<html lang="ss">');
  });

  it("choose the user's stored language first, then the request's, then English", () => {
    expect(emailLanguage('zu', 'af')).toBe('zu');
    expect(emailLanguage(null, 'af')).toBe('af');
    expect(emailLanguage('xx', ' VE ')).toBe('ve');
    expect(emailLanguage(undefined, 'xx')).toBe('en');
    expect(emailLanguage()).toBe('en');
  });
});

describe('mail without SMTP_URL: the outbox keeps the email', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ seed: false, env: { PUBLIC_URL: 'https://outbox.example.test' } });
  });
  afterAll(() => t?.close());

  it('register still succeeds and the outbox holds a pending email with the link', async () => {
    const response = await postApi(t.app, '/auth/register', { email: 'queued@example.co.za' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ rStatus: 'success' });
    const [row] = await outbox(t, 'queued@example.co.za');
    expect(row).toMatchObject({ kind: 'setup', status: 'pending' });
    expect(row?.text_body).toMatch(/https:\/\/outbox\.example\.test\/setup-account\/[\w-]+\?email=queued%40example\.co\.za/);
    expect(row?.html_body).toContain('https://outbox.example.test/setup-account/');
  });
});

describe('mail through SMTP_URL', () => {
  let t: TestApp;
  let smtp: SmtpReceiver;
  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    t = await buildTestApp({ seed: false, env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://mail.example.test' } });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('delivers HTML and text parts and records the email as sent', async () => {
    await postApi(t.app, '/auth/email', { email: 'delivered@example.co.za' });
    const mail = await smtp.next('delivered@example.co.za');
    expect(mail.raw).toMatch(/^From: "?Blitz Auctions"? <no-reply@mail\.example\.test>/m);
    expect(mail.text).toContain('https://mail.example.test/setup-account/');
    expect(mail.html).toContain('href="https://mail.example.test/setup-account/');
    const [row] = await outbox(t, 'delivered@example.co.za');
    expect(row).toMatchObject({ status: 'sent', kind: 'setup', subject: mail.subject });
  });

  it.each([
    ['zu', 'Qedela ukusetha i-akhawunti yakho ku-Blitz Auctions', 'Setha i-akhawunti yami'],
    ['ve', 'Fhedzisani u dzudzanya akhaunthu yaṋu kha Blitz Auctions', 'Dzudzanyani akhaunthu yanga'],
    ['xx', 'Finish setting up your Blitz Auctions account', 'Set up my account'],
  ])('lanIso %s: the email arrives in that language (English when unknown) with a working link', async (lanIso, subject, button) => {
    const address = `lang-${lanIso}@example.co.za`;
    expect((await postApi(t.app, '/auth/email', { email: address, lanIso })).statusCode).toBe(202);
    const mail = await smtp.next(address);
    expect(mail.subject).toBe(subject);
    expect(mail.html).toContain(`>${button}</a>`);
    const link = linkIn(mail, 'https://mail.example.test');
    expect(mail.text).toContain(`${button}: ${link.href}`);
    expect(link.pathname).toMatch(/^\/setup-account\/[\w-]{20,}$/);
    expect(link.searchParams.get('email')).toBe(address);
  });
});

describe('mail when SMTP refuses', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A receiver that is started and closed again leaves a loopback port nobody listens on.
    const gone = await startSmtpReceiver();
    await gone.close();
    t = await buildTestApp({ seed: false, env: { SMTP_URL: gone.url } });
  });
  afterAll(() => t?.close());

  it('records the failure and register reports it instead of success', async () => {
    const response = await postApi(t.app, '/auth/register', { email: 'bounced@example.co.za' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ rStatus: 'error', message: 'An error occurred' });
    const [row] = await outbox(t, 'bounced@example.co.za');
    expect(row?.status).toBe('failed');
    expect(row?.last_error).toBeTruthy();
  });
});
