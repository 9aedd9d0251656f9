/** Account emails in Xitsonga. */
import type { LanguageTexts } from './types';

export const ts: LanguageTexts = {
  linkHint: 'Loko bathini ri nga tirhi, kopa linki leyi u yi nghenisa eka burawuza ya wena:',
  setup: {
    subject: 'Hetisa ku simeka akhawunti ya wena eka {product}',
    heading: 'U amukeriwile eka {product}!',
    intro: 'Hi khensa ku tsarisa ka wena. Hlawula vito leri van’wana va nga ta ri vona ni phasiwedi ya wena leswaku u sungula ku bida.',
    button: 'Simeka akhawunti ya mina',
    expiry: 'Linki leyi yi tirha kan’we ntsena naswona yi hela endzhaku ka tiawara ta 24.',
    ignore: 'Loko u nga tsarisanga, u nga yi honisa imeyili leyi.',
  },
  reset: {
    subject: 'Veka phasiwedi ya wena nakambe eka {product}',
    heading: 'Veka phasiwedi ya wena nakambe',
    intro: 'Munhu un’wana (hi tshemba leswaku i wena) u kombele ku veka nakambe phasiwedi ya akhawunti ya wena eka {product}.',
    button: 'Hlawula phasiwedi leyintshwa',
    expiry:
      'Linki leyi yi tirha kan’we ntsena naswona yi hela endzhaku ka awara yin’we. Ku veka phasiwedi nakambe swi ta ku humesa kun’wana hinkwako.',
    ignore: 'Loko u nga kombelanga leswi, u nga yi honisa imeyili leyi: phasiwedi ya wena yi ta tshama yi ri tano.',
  },
  'magic-link': {
    subject: 'Linki ya wena yo nghena eka {product}',
    heading: 'Nghena eka {product}',
    intro: 'Tirhisa bathini leri nga laha hansi ku nghena handle ka phasiwedi ya wena.',
    button: 'Nghena sweswi',
    expiry: 'Linki leyi yi tirha kan’we ntsena naswona yi hela endzhaku ka timinete ta 15.',
    ignore: 'Loko u nga kombelanga leswi, u nga yi honisa imeyili leyi.',
  },
};
