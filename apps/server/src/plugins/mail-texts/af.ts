/** Account emails in Afrikaans. */
import type { LanguageTexts } from './types';

export const af: LanguageTexts = {
  linkHint: 'As die knoppie nie werk nie, kopieer hierdie skakel na jou blaaier:',
  setup: {
    subject: 'Voltooi die opstelling van jou rekening by {product}',
    heading: 'Welkom by {product}!',
    intro: 'Dankie dat jy ingeskryf het. Kies jou bynaam en wagwoord om te begin bie.',
    button: 'Stel my rekening op',
    expiry: 'Hierdie skakel werk een keer en verval oor 24 uur.',
    ignore: 'As jy nie ingeskryf het nie, kan jy hierdie e-pos ignoreer.',
  },
  reset: {
    subject: 'Stel jou wagwoord by {product} terug',
    heading: 'Stel jou wagwoord terug',
    intro: 'Iemand (hopelik jy) het gevra om die wagwoord van jou rekening by {product} terug te stel.',
    button: "Kies 'n nuwe wagwoord",
    expiry: 'Hierdie skakel werk een keer en verval oor 1 uur. As jy jou wagwoord terugstel, word jy oral elders afgemeld.',
    ignore: 'As jy nie hiervoor gevra het nie, kan jy hierdie e-pos ignoreer: jou wagwoord bly dieselfde.',
  },
  'magic-link': {
    subject: 'Jou aanmeldskakel vir {product}',
    heading: 'Meld aan by {product}',
    intro: 'Gebruik die knoppie hieronder om sonder jou wagwoord aan te meld.',
    button: 'Meld my aan',
    expiry: 'Hierdie skakel werk een keer en verval oor 15 minute.',
    ignore: 'As jy nie hiervoor gevra het nie, kan jy hierdie e-pos ignoreer.',
  },
};
