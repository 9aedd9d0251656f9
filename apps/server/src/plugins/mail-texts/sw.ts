/** Account emails in siSwati. */
import type { LanguageTexts } from './types';

export const sw: LanguageTexts = {
  linkHint: 'Nangabe inkinobho ayisebenti, kopisha lesichumanisi usifake kusiphequluli sakho:',
  setup: {
    subject: 'Cedzela kusetha i-akhawunti yakho ku-{product}',
    heading: 'Wemukelekile ku-{product}!',
    intro: 'Siyabonga ngekubhalisa. Khetsa libito lelitawubonwa ngulabanye kanye nephasiwedi yakho kute ucale kubhida.',
    button: 'Setha i-akhawunti yami',
    expiry: 'Lesichumanisi sisebenta kanye kuphela futsi siphelelwa sikhatsi emahoreni langu-24.',
    ignore: 'Nangabe awukabhalisi, ungayiyekela le imeyili.',
  },
  reset: {
    subject: 'Setha kabusha iphasiwedi yakho ku-{product}',
    heading: 'Setha kabusha iphasiwedi yakho',
    intro: 'Lotsite (sitsemba kutsi nguwe) ucele kusetha kabusha iphasiwedi ye-akhawunti yakho ku-{product}.',
    button: 'Khetsa iphasiwedi lensha',
    expiry:
      'Lesichumanisi sisebenta kanye kuphela futsi siphelelwa sikhatsi ehoreni lelingu-1. Kusetha kabusha kutakukhipha kuto tonkhe letinye tindzawo.',
    ignore: 'Nangabe awukakucela loku, ungayiyekela le imeyili: iphasiwedi yakho itawuhlala injalo.',
  },
  'magic-link': {
    subject: 'Sichumanisi sakho sekungena ku-{product}',
    heading: 'Ngena ku-{product}',
    intro: 'Sebentisa inkinobho lengentasi kute ungene ngaphandle kwephasiwedi yakho.',
    button: 'Ngena nyalo',
    expiry: 'Lesichumanisi sisebenta kanye kuphela futsi siphelelwa sikhatsi emizuzwini lengu-15.',
    ignore: 'Nangabe awukakucela loku, ungayiyekela le imeyili.',
  },
};
