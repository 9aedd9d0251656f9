/**
 * Real shopper questions with the fact each answer must contain, in every language with passages. Questions
 * about a user's own figures are answered against EVAL_FACTS; the rest from the shop's knowledge.
 */
import type { LiveFacts } from '../../../src/modules/assistant/knowledge/types';

export interface EvalCase {
  language: 'en' | 'af' | 'zu' | 'xh' | 'st' | 'tn' | 'ns' | 'sw' | 'ts' | 've' | 'nr';
  question: string;
  /** Text the answer must contain (case-insensitive). */
  fact: string;
  page?: string;
}

export const EVAL_FACTS: LiveFacts = {
  nickname: 'Thabo',
  freeBlitz: 7,
  paidBlitz: 42,
  checkedInToday: false,
  bids: [{ title: 'Hisense 55" TV', status: 'Open', leading: true, bidsPlaced: 3 }],
  buddies: [{ title: 'PlayStation 5', reserved: 20, remaining: 13 }],
  wins: [{ title: 'Air fryer', price: 'R45.30', daysLeft: 4 }],
  cart: [{ name: '100 Blitz', quantity: 1, amount: 'R189.00' }],
  orders: [{ id: 812, status: 'Shipped', courier: 'The Courier Guy', trackingNumber: 'TCG123456', titles: ['Kettle'] }],
};

export const EVAL_SET: EvalCase[] = [
  // English
  { language: 'en', question: 'How many Blitz do I have?', fact: '49 Blitz' },
  { language: 'en', question: "what's my balance", fact: '7 free' },
  { language: 'en', question: 'How many bids have I got left?', fact: '42 bought' },
  { language: 'en', question: 'Did I check in today?', fact: 'not checked in today' },
  { language: 'en', question: 'Am I winning the TV auction?', fact: 'you are leading' },
  { language: 'en', question: 'How much is left on my BidBuddy?', fact: '13 of 20' },
  { language: 'en', question: 'What did I win and how long do I have to pay?', fact: '4 day(s) left' },
  { language: 'en', question: "What's in my cart?", fact: '100 Blitz' },
  { language: 'en', question: 'Where is my order?', fact: 'TCG123456' },
  { language: 'en', question: 'Which courier has my parcel?', fact: 'The Courier Guy' },
  { language: 'en', question: 'How much does shipping cost?', fact: 'free' },
  { language: 'en', question: 'How long does delivery take?', fact: '3 to 14 business days' },
  { language: 'en', question: 'Can I return an item?', fact: '30 days' },
  { language: 'en', question: 'How soon must I ask for a return?', fact: 'within 3 days' },
  { language: 'en', question: 'My kettle arrived broken, what now?', fact: 'contact support' },
  { language: 'en', question: 'Can I get a refund on my Blitz?', fact: 'non-refundable' },
  { language: 'en', question: 'How do I place a bid?', fact: '10 seconds' },
  { language: 'en', question: 'When does an auction end?', fact: '90%' },
  { language: 'en', question: 'What is BidBuddy?', fact: 'reserved' },
  { language: 'en', question: 'How does the automatic bidder work?', fact: 'BidBuddy' },
  { language: 'en', question: 'What is a beginner auction?', fact: 'never won' },
  { language: 'en', question: 'What does Paid Blitz only mean?', fact: 'bought Blitz only' },
  { language: 'en', question: 'What is a locked auction?', fact: 'lock point' },
  { language: 'en', question: 'How does buy now work?', fact: 'retail price' },
  { language: 'en', question: 'Do I get my Blitz back if I buy it now?', fact: 'free Blitz' },
  { language: 'en', question: 'How do I get free Blitz?', fact: 'check-in' },
  { language: 'en', question: 'What do I get for referring a friend?', fact: '10 Blitz' },
  { language: 'en', question: 'What payment methods do you accept?', fact: 'instant EFT' },
  { language: 'en', question: 'Can I pay with AMEX?', fact: 'AMEX' },
  { language: 'en', question: 'How old do I have to be to bid?', fact: '18' },
  { language: 'en', question: 'Can I bid from Namibia?', fact: 'South Africa' },
  { language: 'en', question: 'When were the terms last updated?', fact: '15 February 2025' },
  { language: 'en', question: 'How long do I have to pay for something I won?', fact: '7 days' },
  { language: 'en', question: 'I forgot my password', fact: 'reset link' },
  { language: 'en', question: 'How much are the bid packs?', fact: '50 Blitz for R99.00' },
  { language: 'en', question: 'How do I contact a person?', fact: 'Contact Support' },
  { language: 'en', question: 'Who won the lottery in 1998?', fact: 'Report a problem' },
  { language: 'en', question: 'How does this site work?', fact: 'last bidder wins' },
  // Afrikaans
  { language: 'af', question: 'Hoeveel Blitz het ek?', fact: '49 Blitz' },
  { language: 'af', question: 'Het ek vandag ingeteken?', fact: 'nog nie vandag ingeteken' },
  { language: 'af', question: 'Wat is in my mandjie?', fact: '100 Blitz' },
  { language: 'af', question: 'Waar is my bestelling?', fact: 'TCG123456' },
  { language: 'af', question: 'Kos aflewering iets?', fact: 'gratis' },
  { language: 'af', question: 'Hoe lank neem aflewering?', fact: '3 tot 14 werksdae' },
  { language: 'af', question: 'Kan ek iets terugstuur?', fact: '30 dae' },
  { language: 'af', question: 'Wanneer eindig die veiling?', fact: '90%' },
  { language: 'af', question: 'Wat is BidBuddy?', fact: 'namens jou' },
  { language: 'af', question: 'Hoe kry ek gratis Blitz?', fact: 'daaglikse inteken' },
  { language: 'af', question: 'Hoe kan ek betaal?', fact: 'PayFast' },
  { language: 'af', question: 'Hoe oud moet ek wees om te bie?', fact: '18 jaar' },
  { language: 'af', question: 'Hoeveel kos die bodpakke?', fact: 'R99.00' },
  { language: 'af', question: 'Hoe werk koop nou?', fact: 'kleinhandelprys' },
  { language: 'af', question: 'Hoeveel dae het die wenner om te betaal?', fact: '7 dae' },
  // isiZulu
  { language: 'zu', question: 'Mangaki ama-Blitz nginawo?', fact: 'angu-49' },
  { language: 'zu', question: 'Ngingenile namuhla?', fact: 'Awukangeni' },
  { language: 'zu', question: 'Liphi i-oda lami?', fact: 'TCG123456' },
  { language: 'zu', question: 'Ukulethwa kuthatha isikhathi esingakanani?', fact: 'ezingu-3 kuya ku-14' },
  { language: 'zu', question: 'Ngingayibuyisela into?', fact: 'ezingu-30' },
  { language: 'zu', question: 'Iphela nini indali?', fact: '90%' },
  { language: 'zu', question: 'Ngithola kanjani ama-Blitz amahhala?', fact: 'mahhala' },
  { language: 'zu', question: 'Ngikhokha kanjani?', fact: 'PayFast' },
  { language: 'zu', question: 'Ngubani ongabhida?', fact: 'engu-18' },
  { language: 'zu', question: 'Ngibhida kanjani?', fact: 'imizuzwana engu-10' },
  { language: 'zu', question: 'Yini i-BidBuddy?', fact: 'ikubhidela' },
  { language: 'zu', question: 'Ngiwine ini okufanele ngikhokhe?', fact: 'Air fryer' },
  // isiXhosa
  { language: 'xh', question: 'Zingaphi ii-Blitz ndinazo?', fact: 'ezi-49' },
  { language: 'xh', question: 'Ukuhanjiswa kuthatha ixesha elingakanani?', fact: 'ezi-3 ukuya kwezi-14' },
  { language: 'xh', question: 'Ndingayibuyisela into?', fact: 'ezi-30' },
  { language: 'xh', question: 'Ndihlawula njani?', fact: 'PayFast' },
  { language: 'xh', question: 'Iphi i-odolo yam?', fact: 'TCG123456' },
  { language: 'xh', question: 'Yintoni i-BidBuddy?', fact: 'ikubhidela' },
  // Sesotho
  { language: 'st', question: 'Ke na le Blitz tse kae?', fact: 'tse 49' },
  { language: 'st', question: 'Ho romelwa ho nka nako e kae?', fact: 'a 3 ho isa ho a 14' },
  { language: 'st', question: 'Na nka kgutlisa ntho?', fact: 'a 30' },
  { language: 'st', question: 'Ke lefa jwang?', fact: 'PayFast' },
  { language: 'st', question: 'Odara ya ka e kae?', fact: 'TCG123456' },
  { language: 'st', question: 'BidBuddy ke eng?', fact: 'e o bidela' },
  // Setswana
  { language: 'tn', question: 'Ke na le Blitz di le kae?', fact: 'di le 49' },
  { language: 'tn', question: 'Go romelwa go tsaya lobaka lo lo kae?', fact: 'a le 3 go ya go 14' },
  { language: 'tn', question: 'A nka busa selo?', fact: 'a le 30' },
  { language: 'tn', question: 'Ke duela jang?', fact: 'PayFast' },
  { language: 'tn', question: 'Otara ya me e kae?', fact: 'TCG123456' },
  // Sepedi
  { language: 'ns', question: 'Ke na le Blitz tše kae?', fact: 'tše 49' },
  { language: 'ns', question: 'Go romelwa go tšea nako ye kae?', fact: 'a 3 go fihla go a 14' },
  { language: 'ns', question: 'Na nka bušetša selo?', fact: 'a 30' },
  { language: 'ns', question: 'Ke lefa bjang?', fact: 'PayFast' },
  { language: 'ns', question: 'Otara ya ka e kae?', fact: 'TCG123456' },
  // siSwati
  { language: 'sw', question: 'Mangakhi ema-Blitz nginawo?', fact: 'langu-49' },
  { language: 'sw', question: 'Kulethwa kutsatsa sikhatsi lesingakanani?', fact: 'langu-3 kuya ku-14' },
  { language: 'sw', question: 'Ngingayibuyisela intfo?', fact: 'langu-30' },
  { language: 'sw', question: 'Ngikhokha njani?', fact: 'PayFast' },
  { language: 'sw', question: 'Iphi i-oda yami?', fact: 'TCG123456' },
  // isiNdebele
  { language: 'nr', question: 'Mangaki ama-Blitz nginawo?', fact: 'ali-49' },
  { language: 'nr', question: 'Ukulethwa kuthatha isikhathi esingangani?', fact: 'ali-3 ukuya ku-14' },
  { language: 'nr', question: 'Ngingayibuyisela into?', fact: 'ama-30' },
  { language: 'nr', question: 'Ngibhadela njani?', fact: 'PayFast' },
  { language: 'nr', question: 'Iphi i-oda yami?', fact: 'TCG123456' },
  // Xitsonga
  { language: 'ts', question: 'Ndzi na Blitz yingani?', fact: 'ya 49' },
  { language: 'ts', question: 'Ku rhumeriwa swi teka nkarhi wo tani hi wihi?', fact: 'ya 3 ku ya eka 14' },
  { language: 'ts', question: 'Xana ndzi nga tlherisela nchumu?', fact: 'ya 30' },
  { language: 'ts', question: 'Ndzi hakela njhani?', fact: 'PayFast' },
  { language: 'ts', question: 'Yi kwihi odara ya mina?', fact: 'TCG123456' },
  // Tshivenda
  { language: 've', question: 'Ndi na Blitz nngana?', fact: 'dza 49' },
  { language: 've', question: 'U rumelwa hu dzhia tshifhinga tshingafhani?', fact: 'a 3 u swika kha 14' },
  { language: 've', question: 'Ndi nga vhuedzedza tshithu?', fact: 'a 30' },
  { language: 've', question: 'Ndi badela hani?', fact: 'PayFast' },
  { language: 've', question: 'Oda yanga i ngafhi?', fact: 'TCG123456' },
];
