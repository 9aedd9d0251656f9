/**
 * The shape of one language's account-email texts. `{product}` in a text stands for the product
 * name (PRODUCT_NAME); every translation keeps the placeholders of the English text it renders.
 */
import type { ShopEmailKind } from '../../modules/mail-port';

export interface EmailTexts {
  subject: string;
  heading: string;
  intro: string;
  /** The button's label, also written before the link in the text part. */
  button: string;
  expiry: string;
  ignore: string;
}

export interface LanguageTexts extends Record<ShopEmailKind, EmailTexts> {
  /** Shown above the written-out link in the HTML part, for mail apps that hide the button. */
  linkHint: string;
}
