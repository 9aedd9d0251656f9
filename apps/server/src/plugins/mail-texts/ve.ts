/** Account emails in Tshivenḓa. */
import type { LanguageTexts } from './types';

export const ve: LanguageTexts = {
  linkHint: 'Arali gunubu ḽi sa shumi, kopani linki iyi ni i dzhenise kha buraweze yaṋu:',
  setup: {
    subject: 'Fhedzisani u dzudzanya akhaunthu yaṋu kha {product}',
    heading: 'Ni a ṱanganedzwa kha {product}!',
    intro: 'Ri a livhuwa nga u ḓiṅwalisa haṋu. Khethani dzina ḽine vhaṅwe vha ḓo ḽi vhona na phasiwede yaṋu uri ni thome u bida.',
    button: 'Dzudzanyani akhaunthu yanga',
    expiry: 'Linki iyi i shuma luthihi fhedzi nahone i fhela nga murahu ha awara dza 24.',
    ignore: 'Arali ni sa ḓiṅwalisa, ni nga si dzhiele nzhele imeiḽi iyi.',
  },
  reset: {
    subject: 'Sikani phasiwede ntswa kha {product}',
    heading: 'Sikani phasiwede ntswa',
    intro: 'Muṅwe muthu (ri fulufhela uri ndi inwi) o humbela u sika phasiwede ntswa ya akhaunthu yaṋu kha {product}.',
    button: 'Khethani phasiwede ntswa',
    expiry:
      'Linki iyi i shuma luthihi fhedzi nahone i fhela nga murahu ha awara nthihi. U sika phasiwede ntswa zwi ḓo ni bvisa huṅwe huṅwe hoṱhe.',
    ignore: 'Arali ni sa humbela izwi, ni nga si dzhiele nzhele imeiḽi iyi: phasiwede yaṋu i ḓo dzula i yone.',
  },
  'magic-link': {
    subject: 'Linki yaṋu ya u dzhena kha {product}',
    heading: 'Dzhenani kha {product}',
    intro: 'Shumisani gunubu ḽi re afho fhasi u dzhena ni sa shumisi phasiwede yaṋu.',
    button: 'Dzhenani zwino',
    expiry: 'Linki iyi i shuma luthihi fhedzi nahone i fhela nga murahu ha minetse ya 15.',
    ignore: 'Arali ni sa humbela izwi, ni nga si dzhiele nzhele imeiḽi iyi.',
  },
};
