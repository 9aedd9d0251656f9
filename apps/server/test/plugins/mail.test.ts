import { Writable } from 'node:stream';
import { LANGUAGE_ISOS } from '@blitz/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { loggerOptions } from '../../src/http/log-redaction';
import { EMAIL_TEXTS, emailLanguage, HTML_LANG, renderEmail, type EmailTexts } from '../../src/plugins/mail-templates';
import type { ShopEmailKind } from '../../src/modules/mail-port';
import { buildTestApp, postApi, type TestApp } from '../helpers/build-test-app';
import { useTestApp } from '../helpers/use-test-app';
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
  const t = useTestApp({ seed: false, env: { PUBLIC_URL: 'https://outbox.example.test' } });

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
    // The outbox keeps the email without the link's live token (issue 46).
    const token = linkIn(mail, 'https://mail.example.test').pathname.split('/').pop()!;
    expect(token.length).toBeGreaterThan(20);
    for (const body of [row?.text_body, row?.html_body]) {
      expect(body).not.toContain(token);
      expect(body).toContain('https://mail.example.test/setup-account/[redacted]?email=delivered%40example.co.za');
    }
  });

  it('keeps no token of a staff setup link or a magic link either, however the link is made', async () => {
    const staffSecret = 'StaffSetupSecret0123456789abcdefghij';
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJlLXNlY3JldA';
    const staffLink = `https://console.example.test/staff/setup/${staffSecret}?email=owner%40example.co.za`;
    await t.app.mailer.send({ kind: 'staff-setup', to: 'owner@example.co.za', lanIso: 'en', linkPath: '', linkUrl: staffLink });
    await t.app.mailer.send({ kind: 'magic-link', to: 'magic@example.co.za', lanIso: 'zu', linkPath: `/auth/${jwt}` });
    expect((await smtp.next('owner@example.co.za')).text).toContain(`https://console.example.test/staff/setup/${staffSecret}?email=`);
    expect((await smtp.next('magic@example.co.za')).text).toContain(`/auth/${jwt}`);
    const rows = [...(await outbox(t, 'owner@example.co.za')), ...(await outbox(t, 'magic@example.co.za'))];
    expect(rows.map((row) => row.status)).toEqual(['sent', 'sent']);
    const stored = rows.map((row) => `${row.text_body}${row.html_body}`).join('');
    expect(stored).not.toContain(staffSecret);
    expect(stored).not.toContain('eyJ');
    expect(stored).toContain('https://console.example.test/staff/setup/[redacted]');
    expect(stored).toContain('https://mail.example.test/auth/[redacted]');
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
    // Nothing retries it: the outbox keeps the email without the link's token.
    expect(row?.text_body).toMatch(/\/setup-account\/\[redacted\]\?email=bounced%40example\.co\.za/);
    expect(`${row?.text_body}${row?.html_body}`).not.toMatch(/\/setup-account\/[\w-]{20,}/);
  });
});

describe('mail without SMTP_URL in a production test shop (ALLOW_TEST_SHOP=true)', () => {
  const SECRET = 'ResetSecret0123456789abcdefghijklmn';
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    t = await buildTestApp({
      seed: false,
      env: { NODE_ENV: 'production', ALLOW_TEST_SHOP: 'true', PUBLIC_URL: 'https://test-shop.example.test' },
      logger: { ...loggerOptions('info'), stream },
    });
  });
  afterAll(() => t?.close());

  it('logs that the email was not sent, with no link, and the outbox keeps no token', async () => {
    expect((await postApi(t.app, '/auth/register', { email: 'no-smtp@example.co.za' })).statusCode).toBe(200);
    await t.app.mailer.send({ kind: 'reset', to: 'reset@example.co.za', lanIso: 'en', linkPath: `/reset-password/${SECRET}?email=x` });
    const log = lines.join('');
    expect(log.match(/the email was not sent/g)).toHaveLength(2);
    expect(log).not.toContain(SECRET);
    expect(log).not.toMatch(/setup-account\/(?!\[redacted\])/);
    expect(log).not.toContain('"link"');
    // An operator's log names no one: the recipients' addresses stay in the outbox.
    expect(log).not.toContain('no-smtp@example.co.za');
    expect(log).not.toContain('reset@example.co.za');
    const rows = [...(await outbox(t, 'no-smtp@example.co.za')), ...(await outbox(t, 'reset@example.co.za'))];
    expect(rows.map((row) => row.status)).toEqual(['pending', 'pending']);
    const stored = rows.map((row) => `${row.text_body}${row.html_body}`).join('');
    expect(stored).not.toContain(SECRET);
    expect(stored).not.toMatch(/\/setup-account\/[\w-]{20,}/);
    expect(stored).toContain('https://test-shop.example.test/reset-password/[redacted]?email=x');
  });
});
