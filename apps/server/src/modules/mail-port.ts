/**
 * Mail as the domain modules see it (a port): an account email with a link (setup, reset, magic
 * link, a staff setup) or a notice without one (an order shipped, a reply to a report), and what
 * became of it. plugins/mail.ts implements it (rendering, SMTP, the outbox); the modules never
 * import the plugin.
 */
import type { LanguageIso } from '@blitz/contract';

/** The shoppers' emails, written in all eleven languages. */
export type ShopEmailKind = 'setup' | 'reset' | 'magic-link';
/** Every account email: the shoppers' ones and the staff console's (English only, issue 13). */
export type EmailKind = ShopEmailKind | 'staff-setup';

export interface AccountEmail {
  kind: EmailKind;
  to: string;
  /** The language of the request (its `lanIso`). */
  lanIso: string | undefined;
  /** The recipient's stored language, when the account exists; it wins over `lanIso`. */
  userLanguage?: string | null;
  /** Path of the link inside the shop, e.g. `/setup-account/{token}`. */
  linkPath: string;
  /** An absolute link that replaces PUBLIC_URL + linkPath (the staff console lives at ADMIN_URL). */
  linkUrl?: string;
}

export interface Notice {
  /** Kept in the outbox, e.g. `order-shipped`, `report-reply`. */
  kind: string;
  to: string;
  subject: string;
  paragraphs: string[];
  /** The language the paragraphs are written in (the HTML's `lang`); English when absent. */
  language?: LanguageIso;
}

/** What happened to an email: handed to SMTP, SMTP refused it, or kept in the outbox only. */
export type DeliveryStatus = 'sent' | 'failed' | 'pending';

export interface Mailer {
  send(email: AccountEmail): Promise<DeliveryStatus>;
  /** A notice without a link (order shipped, a reply to a report). */
  notify(notice: Notice): Promise<DeliveryStatus>;
}
