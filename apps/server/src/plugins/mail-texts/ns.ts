/** Account emails in Sepedi (Sesotho sa Leboa). */
import type { LanguageTexts } from './types';

export const ns: LanguageTexts = {
  linkHint: 'Ge e ba konopo e sa šome, kopiša kgokagano ye o e tsenye sefetlekong sa gago sa inthanete:',
  setup: {
    subject: 'Fetša go hloma akhaonte ya gago go {product}',
    heading: 'O amogetšwe go {product}!',
    intro: 'Re a leboga ge o ingwadišitše. Kgetha leina leo ba bangwe ba tlago go le bona le phasewete ya gago gore o thome go bida.',
    button: 'Hloma akhaonte ya ka',
    expiry: 'Kgokagano ye e šoma gatee fela gomme e fela ka morago ga diiri tše 24.',
    ignore: 'Ge e ba ga se wa ingwadiša, o ka hlokomologa imeile ye.',
  },
  reset: {
    subject: 'Bea phasewete ya gago leswa go {product}',
    heading: 'Bea phasewete ya gago leswa',
    intro: 'Motho yo mongwe (re holofela gore ke wena) o kgopetše go bea leswa phasewete ya akhaonte ya gago go {product}.',
    button: 'Kgetha phasewete ye mpsha',
    expiry:
      'Kgokagano ye e šoma gatee fela gomme e fela ka morago ga iri e 1. Go bea phasewete leswa go tla go ntšha mafelong a mangwe ka moka.',
    ignore: 'Ge e ba ga se wa kgopela se, o ka hlokomologa imeile ye: phasewete ya gago e tla dula e le yona.',
  },
  'magic-link': {
    subject: 'Kgokagano ya gago ya go tsena go {product}',
    heading: 'Tsena go {product}',
    intro: 'Šomiša konopo ye e lego ka fase go tsena ntle le phasewete ya gago.',
    button: 'Tsena bjale',
    expiry: 'Kgokagano ye e šoma gatee fela gomme e fela ka morago ga metsotso ye 15.',
    ignore: 'Ge e ba ga se wa kgopela se, o ka hlokomologa imeile ye.',
  },
};
