/** Account emails in isiZulu. */
import type { LanguageTexts } from './types';

export const zu: LanguageTexts = {
  linkHint: 'Uma inkinobho ingasebenzi, kopisha lesi sixhumanisi usifake esipheqululini sakho:',
  setup: {
    subject: 'Qedela ukusetha i-akhawunti yakho ku-{product}',
    heading: 'Siyakwamukela ku-{product}!',
    intro: 'Siyabonga ngokubhalisa. Khetha isiteketiso sakho nephasiwedi ukuze uqale ukufaka amabhidi.',
    button: 'Setha i-akhawunti yami',
    expiry: 'Lesi sixhumanisi sisebenza kanye kuphela futhi siphelelwa yisikhathi emva kwamahora angu-24.',
    ignore: 'Uma ungabhalisanga, ungayishaya indiva le imeyili.',
  },
  reset: {
    subject: 'Setha kabusha iphasiwedi yakho ku-{product}',
    heading: 'Setha kabusha iphasiwedi yakho',
    intro: 'Othile (sithemba ukuthi nguwe) ucele ukusetha kabusha iphasiwedi ye-akhawunti yakho ku-{product}.',
    button: 'Khetha iphasiwedi entsha',
    expiry:
      'Lesi sixhumanisi sisebenza kanye kuphela futhi siphelelwa yisikhathi emva kwehora eli-1. Ukusetha kabusha kuzokukhipha kuzo zonke ezinye izindawo.',
    ignore: 'Uma ungakucelanga lokhu, ungayishaya indiva le imeyili: iphasiwedi yakho izohlala injalo.',
  },
  'magic-link': {
    subject: 'Isixhumanisi sakho sokungena ku-{product}',
    heading: 'Ngena ku-{product}',
    intro: 'Sebenzisa inkinobho engezansi ukuze ungene ngaphandle kwephasiwedi yakho.',
    button: 'Ngena manje',
    expiry: 'Lesi sixhumanisi sisebenza kanye kuphela futhi siphelelwa yisikhathi emva kwemizuzu eyi-15.',
    ignore: 'Uma ungakucelanga lokhu, ungayishaya indiva le imeyili.',
  },
};
