/**
 * The mail plugin, the modules' mail port (modules/mail-port.ts): `app.mailer.send` renders an account email (HTML and text, in the user's
 * stored language, else the request's, else English, with an absolute link under PUBLIC_URL),
 * sends it through SMTP_URL with nodemailer and records it in the email outbox as sent or failed.
 * `app.mailer.notify` sends a notice without a link (an order shipped, a reply to a report) the same way.
 * The outbox keeps a copy of each email whose link has lost its live token (issue 46): nothing
 * sends from it again, and whoever reads the table must not be able to use the links.
 * Without SMTP_URL the email stays in the outbox as pending, and on a laptop its working link is
 * logged and kept, so a developer can still follow it; in production (a test shop, see
 * config-production.ts) the log only says the email was not sent.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';
import { emailOutbox } from '../db/schema';
import { linkWithoutSecret } from '../http/log-redaction';
import type { AccountEmail, DeliveryStatus, Mailer, Notice } from '../modules/mail-port';
import { emailLanguage, renderEmail, type RenderedEmail } from './mail-templates';
import { renderNotice } from './mail-notices';

type Email = Omit<RenderedEmail, 'language'>;

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

async function mailPlugin(app: FastifyInstance): Promise<void> {
  const { smtpUrl, publicUrl, productName, production } = app.config;
  // Only a developer's laptop keeps the working link where people other than its recipient read it.
  const keepsLiveLinks = !smtpUrl && !production;
  // The calls wait for the hand-over to SMTP, so a dead relay must fail in seconds, not minutes.
  const transport: Transporter | null = smtpUrl
    ? nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 })
    : null;
  const from = `"${productName.replace(/"/g, '')}" <no-reply@${new URL(publicUrl).hostname}>`;

  /** Sends `rendered`; the outbox keeps `kept`, the same email without its link's token. */
  async function deliver(to: string, kind: string, rendered: Email, kept: Email, link?: string): Promise<DeliveryStatus> {
    const stored = keepsLiveLinks ? rendered : kept;
    const [row] = await app.db
      .insert(emailOutbox)
      .values({ toAddress: to, subject: stored.subject, textBody: stored.text, htmlBody: stored.html, kind })
      .returning({ id: emailOutbox.id });
    if (!row) throw new Error('insert into email_outbox returned no row');
    if (!transport) {
      if (production) app.log.warn({ kind, outboxId: row.id }, 'SMTP_URL is not set: the email was not sent');
      else app.log.info({ to, kind, link }, 'SMTP_URL is not set: email kept in the outbox');
      app.metrics.emails.inc({ outcome: 'pending' });
      return 'pending';
    }
    try {
      await transport.sendMail({ from, to, subject: rendered.subject, text: rendered.text, html: rendered.html });
      app.metrics.emails.inc({ outcome: 'sent' });
      await app.db.update(emailOutbox).set({ status: 'sent', attempts: 1, sentAt: new Date() }).where(eq(emailOutbox.id, row.id));
      return 'sent';
    } catch (error) {
      app.log.error({ err: error, kind, outboxId: row.id }, 'sending an email failed');
      app.metrics.emails.inc({ outcome: 'failed' });
      const lastError = error instanceof Error ? error.message.slice(0, 500) : 'unknown error';
      await app.db.update(emailOutbox).set({ status: 'failed', attempts: 1, lastError }).where(eq(emailOutbox.id, row.id));
      return 'failed';
    }
  }

  async function send(email: AccountEmail): Promise<DeliveryStatus> {
    const link = email.linkUrl ?? `${publicUrl}${email.linkPath}`;
    const language = emailLanguage(email.userLanguage, email.lanIso);
    const rendered = renderEmail(email.kind, language, productName, link);
    return deliver(email.to, email.kind, rendered, renderEmail(email.kind, language, productName, linkWithoutSecret(link)), link);
  }

  const notify = (notice: Notice) => {
    const rendered = renderNotice(notice, productName);
    return deliver(notice.to, notice.kind, rendered, rendered);
  };

  app.decorate('mailer', { send, notify });
  app.addHook('onClose', async () => transport?.close());
}

export default fp(mailPlugin, { name: 'blitz-mail', decorators: { fastify: ['db', 'config', 'metrics'] } });
