/** Account emails in isiXhosa. */
import type { LanguageTexts } from './types';

export const xh: LanguageTexts = {
  linkHint: 'Ukuba iqhosha alisebenzi, khuphela eli khonkco ulifake kwibhrawuza yakho:',
  setup: {
    subject: 'Gqibezela ukuseta iakhawunti yakho ku-{product}',
    heading: 'Wamkelekile ku-{product}!',
    intro: 'Enkosi ngokubhalisa. Khetha igama lesiteketiso kunye nephaswedi ukuze uqalise ukubhida.',
    button: 'Seta iakhawunti yam',
    expiry: 'Eli khonkco lisebenza kanye kuphela kwaye liphelelwa lixesha emva kweeyure ezingama-24.',
    ignore: 'Ukuba awubhalisanga, ungayityeshela le imeyile.',
  },
  reset: {
    subject: 'Seta ngokutsha iphaswedi yakho ku-{product}',
    heading: 'Seta ngokutsha iphaswedi yakho',
    intro: 'Umntu othile (sinethemba ukuba nguwe) ucele ukuseta ngokutsha iphaswedi yeakhawunti yakho ku-{product}.',
    button: 'Khetha iphaswedi entsha',
    expiry:
      'Eli khonkco lisebenza kanye kuphela kwaye liphelelwa lixesha emva kweyure e-1. Ukuseta ngokutsha kuya kukukhupha kuzo zonke ezinye iindawo.',
    ignore: 'Ukuba awukucelanga oku, ungayityeshela le imeyile: iphaswedi yakho iya kuhlala injalo.',
  },
  'magic-link': {
    subject: 'Ikhonkco lakho lokungena ku-{product}',
    heading: 'Ngena ku-{product}',
    intro: 'Sebenzisa iqhosha elingezantsi ukuze ungene ngaphandle kwephaswedi yakho.',
    button: 'Ndingenise',
    expiry: 'Eli khonkco lisebenza kanye kuphela kwaye liphelelwa lixesha emva kwemizuzu eli-15.',
    ignore: 'Ukuba awukucelanga oku, ungayityeshela le imeyile.',
  },
};
