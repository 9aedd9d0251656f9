/** Account emails in Setswana. */
import type { LanguageTexts } from './types';

export const tn: LanguageTexts = {
  linkHint: 'Fa konopo e sa dire, kopolola kgolagano e o e tsenye mo sebatling sa gago sa inthanete:',
  setup: {
    subject: 'Konela go tlhoma akhaonto ya gago mo {product}',
    heading: 'O amogelesegile mo {product}!',
    intro: 'Re a leboga go bo o ikwadisitse. Tlhopha leina le ba bangwe ba tla le bonang le phasewete ya gago gore o simolole go bida.',
    button: 'Tlhoma akhaonto ya me',
    expiry: 'Kgolagano e e dira gangwe fela mme e fela morago ga diura di le 24.',
    ignore: 'Fa o sa ikwadisa, o ka tlhokomologa imeile e.',
  },
  reset: {
    subject: 'Baya phasewete ya gago sešwa mo {product}',
    heading: 'Baya phasewete ya gago sešwa',
    intro: 'Mongwe (re solofela gore ke wena) o kopile go baya sešwa phasewete ya akhaonto ya gago mo {product}.',
    button: 'Tlhopha phasewete e ntšhwa',
    expiry:
      'Kgolagano e e dira gangwe fela mme e fela morago ga ura e le 1. Go baya phasewete sešwa go tla go ntsha mo mafelong a mangwe otlhe.',
    ignore: 'Fa o sa kopa se, o ka tlhokomologa imeile e: phasewete ya gago e tla nna e ntse jalo.',
  },
  'magic-link': {
    subject: 'Kgolagano ya gago ya go tsena mo {product}',
    heading: 'Tsena mo {product}',
    intro: 'Dirisa konopo e e fa tlase go tsena o sa dirise phasewete ya gago.',
    button: 'Tsena jaanong',
    expiry: 'Kgolagano e e dira gangwe fela mme e fela morago ga metsotso e le 15.',
    ignore: 'Fa o sa kopa se, o ka tlhokomologa imeile e.',
  },
};
