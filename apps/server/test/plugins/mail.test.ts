import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { renderEmail } from '../../src/plugins/mail-templates';
import { buildTestApp, postApi, type TestApp } from '../helpers/build-test-app';
import { startSmtpReceiver, type SmtpReceiver } from './smtp-receiver';

type OutboxRow = {
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  kind: string;
  status: string;
  last_error: string | null;
};

const outbox = (t: TestApp, to: string) =>
  queryRows<OutboxRow>(t.app.db, sql`select * from email_outbox where to_address = ${to} order by id`);

describe('mail templates', () => {
  it('render text and HTML with the product, the link and escaped HTML', () => {
    const email = renderEmail('setup', 'en', 'Blitz <Auctions>', 'https://shop.test/setup-account/abc?email=a%40b.co');
    expect(email.subject).toBe('Finish setting up your Blitz <Auctions> account');
    expect(email.text).toContain('https://shop.test/setup-account/abc?email=a%40b.co');
    expect(email.html).toContain('href="https://shop.test/setup-account/abc?email=a%40b.co"');
    expect(email.html).toContain('Blitz &lt;Auctions&gt;');
    expect(email.html).not.toContain('<Auctions>');
  });

  it('fall back to English for a language without texts yet', () => {
    expect(renderEmail('reset', 'zu', 'Blitz', 'https://x.test/r').subject).toBe(renderEmail('reset', 'en', 'Blitz', 'https://x.test/r').subject);
    expect(renderEmail('magic-link', undefined, 'Blitz', 'https://x.test/m').html).toContain('lang="en"');
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
