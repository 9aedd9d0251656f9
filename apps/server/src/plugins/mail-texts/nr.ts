/** Account emails in isiNdebele (Southern Ndebele). */
import type { LanguageTexts } from './types';

export const nr: LanguageTexts = {
  linkHint: 'Nengabe ikinobho ayisebenzi, kopa isihlanganisi lesi usifake esipheqululini sakho:',
  setup: {
    subject: 'Qedela ukwakha i-akhawunti yakho ku-{product}',
    heading: 'Wamukelekile ku-{product}!',
    intro: 'Siyathokoza ngokutlolisa. Khetha ibizo elizokubonwa ngabanye nephasiwedi yakho bona uthome ukubhida.',
    button: 'Yakha i-akhawunti yami',
    expiry: 'Isihlanganisi lesi sisebenza kanye kwaphela begodu siphelelwa sikhathi emahoreni ama-24.',
    ignore: 'Nengabe awutlolisanga, ungayitjhiya i-imeyili le.',
  },
  reset: {
    subject: 'Beka iphasiwedi etja ku-{product}',
    heading: 'Beka iphasiwedi etja',
    intro: 'Othileko (sithemba bona nguwe) ubawe ukubeka iphasiwedi etja ye-akhawunti yakho ku-{product}.',
    button: 'Khetha iphasiwedi etja',
    expiry:
      'Isihlanganisi lesi sisebenza kanye kwaphela begodu siphelelwa sikhathi ngehora eli-1. Ukubeka iphasiwedi etja kuzokukhupha kiwo woke amanye amadawo.',
    ignore: 'Nengabe awukubawanga lokhu, ungayitjhiya i-imeyili le: iphasiwedi yakho izokuhlala injalo.',
  },
  'magic-link': {
    subject: 'Isihlanganisi sakho sokungena ku-{product}',
    heading: 'Ngena ku-{product}',
    intro: 'Sebenzisa ikinobho engenzasi bona ungene ngaphandle kwephasiwedi yakho.',
    button: 'Ngena nje',
    expiry: 'Isihlanganisi lesi sisebenza kanye kwaphela begodu siphelelwa sikhathi emizuzwini eli-15.',
    ignore: 'Nengabe awukubawanga lokhu, ungayitjhiya i-imeyili le.',
  },
};
