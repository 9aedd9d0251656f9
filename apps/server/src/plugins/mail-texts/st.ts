/** Account emails in Sesotho. */
import type { LanguageTexts } from './types';

export const st: LanguageTexts = {
  linkHint: 'Haeba konopo e sa sebetse, kopitsa lehokela lena o le kenye sebading sa hao sa inthanete:',
  setup: {
    subject: 'Qeta ho theha akhaonto ya hao ho {product}',
    heading: 'O amohelehile ho {product}!',
    intro: 'Re a leboha ha o ingodisitse. Kgetha lebitso leo ba bang ba tla le bona le phasewete ya hao hore o qale ho bida.',
    button: 'Theha akhaonto ya ka',
    expiry: 'Lehokela lena le sebetsa hang feela mme le fela kamora dihora tse 24.',
    ignore: 'Haeba ha o a ingodisa, o ka hlokomoloha imeile ena.',
  },
  reset: {
    subject: 'Beha phasewete ya hao botjha ho {product}',
    heading: 'Beha phasewete ya hao botjha',
    intro: 'Motho e mong (re tshepa hore ke wena) o kopile ho beha botjha phasewete ya akhaonto ya hao ho {product}.',
    button: 'Kgetha phasewete e ntjha',
    expiry:
      'Lehokela lena le sebetsa hang feela mme le fela kamora hora e le 1. Ho beha phasewete botjha ho tla o ntsha dibakeng tse ding kaofela.',
    ignore: 'Haeba ha o a kopa sena, o ka hlokomoloha imeile ena: phasewete ya hao e tla dula e le yona.',
  },
  'magic-link': {
    subject: 'Lehokela la hao la ho kena ho {product}',
    heading: 'Kena ho {product}',
    intro: 'Sebedisa konopo e ka tlase ho kena ntle le phasewete ya hao.',
    button: 'Kena jwale',
    expiry: 'Lehokela lena le sebetsa hang feela mme le fela kamora metsotso e 15.',
    ignore: 'Haeba ha o a kopa sena, o ka hlokomoloha imeile ena.',
  },
};
