/** Tshivenḓa. Passages without a translation here are answered in English. */
import * as facts from './facts';
import type { LanguageKnowledge } from './types';
import { bidRow, cartRow, glossed, headed, listOr, orderRow } from './join-list';

export const VE: LanguageKnowledge = {
  passages: [
    {
      id: 'how-it-works',
      title: 'Nḓila ine fandisi ya shuma ngayo',
      keywords: 'shuma thoma ṱalutshedza fandisi u thoma muswa',
      text: `Rengani Blitz (khiredithi dza u bida) nga phakhethe, ni kone u shumisa Blitz ya ${facts.BID_COST_BLITZ} kha bid iṅwe na iṅwe kha fandisi i re khagala. Bidi iṅwe na iṅwe i gonyisa mutengo nga dzisenthe dzi si gathi nahone i engedza sekondo dza ${facts.TIMER} kha tshifhinga. Musi tshifhinga tshi tshi swika kha ziro, mubidi wa u fhedzisela u wana pfanelo ya u renga tshithu nga mutengo wa u fhedzisela.`,
    },
    {
      id: 'blitz',
      title: 'Blitz ndi mini',
      keywords: 'blitz khiredithi mini mahala rengiwaho',
      text: `Blitz ndi khiredithi dza u bida dza vhengele: bid iṅwe na iṅwe i ḓura Blitz ya ${facts.BID_COST_BLITZ}. Blitz ndi khiredithi dza u bida dzine dza rengwa nga phakhethe kana dza wanala sa pfufho. Tshelede yo badelwaho Blitz a i vhuedzedzwi, nahone Blitz a i shandukiswi tshelede. Ya mahala i shumiswa u thoma, nga nnḓa ha kha fandisi dza "Paid Blitz only". Blitz a i vhuedzedzwi tshelede (non-refundable).`,
    },
    {
      id: 'bidding',
      title: 'U bida',
      keywords: 'bid bida vhea gonya mutengo tshiṱoko sekondo ndi bida hani',
      text: `Kwamani Bid kha fandisi yo vulea: i ḓura Blitz ya ${facts.BID_COST_BLITZ}, i gonya mutengo nga khwiniso yo dzudzanywaho nahone i vhuedzedza sekondo dza ${facts.TIMER} kha tshiṱoko. A ni nga bidi hafhu musi bid yaṋu i tshi kha ḓi vha phanḓa. Bidi iṅwe na iṅwe i gonyisa mutengo nga dzisenthe dzi si gathi nahone i engedza sekondo dza ${facts.TIMER} kha tshifhinga.`,
    },
    {
      id: 'auction-end',
      title: 'Musi fandisi i tshi fhela',
      keywords: 'fhela fhelaho lini vala fhedza kunda mukundi',
      text: `Bidi iṅwe na iṅwe i engedza sekondo dza ${facts.TIMER} kha tshifhinga tsha fandisi. Fandisi i fhela musi tshifhinga tshayo tshi tshi swika kha ziro, kana musi dzibidi dzi tshi swika ${facts.END_PCT}% ya mutengo wa vhengele. Mubidi wa u fhedzisela u wana pfanelo ya u renga tshithu nga mutengo wa bidi ya u fhedzisela — fhedzi ha kombetshedzwi u tshi renga. Mubidi wa u fhedzisela musi tshifhinga tshi tshi fhela u a kunda. Fandisi i si na bidi i valwa i si na mukundi (Yo valwa i si na dzibidi, Closed).`,
    },
    {
      id: 'winning',
      title: 'Nga murahu ha u kunda',
      keywords: 'kunda kundaho badela mbadelo ḓuvha ḽa u fhedzisela maḓuvha',
      text: `U kunda hu ni ṋea pfanelo, fhedzi hu si khombekhombe, ya u renga tshithu. Mukundi u na maḓuvha a ${facts.WINNER_PAYMENT_DAYS} a u badelela tshithu tshe a tshi kunda; nga murahu ha zwenezwo oda i a xela (Yo xela, Forfeited). Zwithu zwe na zwi kunda zwi lindela kha Cart yaṋu u swikela ni tshi badela. Musi tshifhinga tshi tshi swika kha ziro, mubidi wa u fhedzisela u wana pfanelo ya u renga tshithu nga mutengo wa u fhedzisela.`,
    },
    {
      id: 'bidbuddy',
      title: 'BidBuddy, mubidi wa u ḓiitela',
      keywords: 'bidbuddy ḓiitela mubidi vhulunga vhetshelwaho',
      text: `BidBuddy i ni bidela kha sekondo dza u fhedzisela musi muṅwe a tshi ranga phanḓa, i tshi shumisa Blitz ye na i vhea thungo. I khanseleni u itela u vhuedzedzelwa Blitz yo salaho. Nangani uri i nga shumisa Blitz nngana: dzi vhetshelwa thungo kha bulantsi yaṋu nga u ṱavhanya. Musi ni tshi i dzima kana fandisi i tshi fhela, ni vhuedzedzwa Blitz dzi songo shumiswaho.`,
    },
    {
      id: 'bid-types',
      title: 'Tshaka dza bid',
      keywords: 'tshaka lushaka standard beginner locked paid',
      text: `Ya misi yoṱhe (Standard): Muṅwe na muṅwe a re na Blitz a nga bida. Ya vhathomi (Beginner): Ndi ya vhabidi vha songo vhuya vha kunda fandisi fhedzi. Blitz yo badelwaho fhedzi (Paid Blitz only): Hafha hu shumiswa Blitz yo badelwaho fhedzi, hu si Blitz ya mahala. Yo khiyiwa (Locked): Musi mutengo wo no fhira tshiimo tsha u khiya, ndi vhabidi vho no bida fhedzi vhane vha nga bvela phanḓa.`,
    },
    {
      id: 'buy-now',
      title: 'Rengani zwino',
      keywords: 'renga zwino buy now nga u ṱavhanya mutengo wa vhengele vhuedzedza',
      text: `Buy now i rengisa tshithu nga mutengo wa vhengele musi fandisi i sa athu thoma kana yo vulea, na kha vhoṱhe vho bidaho lwa awara dza ${facts.BUY_NOW_AFTER_END_HOURS} nga murahu ha musi yo fhela. Musi ni tshi badelela buy now, ni vhuedzedzwa Blitz yoṱhe ye na i shumisa kha yeneyo fandisi sa Blitz ya mahala.`,
    },
    {
      id: 'rewards',
      title: 'Blitz ya mahala na zwiṋeṋo',
      keywords: 'mahala zwiṋeṋo tshiṋeṋo wana check-in ḓuvha ḽiṅwe na ḽiṅwe khonani phurofaela',
      text: `Blitz ya mahala i bva kha zwiṋeṋo: ${facts.PROFILE_COMPLETION_REWARD_BLITZ} Blitz lunwe musi ni tshi fhedzisa phurofaela yaṋu, ${facts.DAILY_CHECK_IN_REWARD_BLITZ} Blitz ya check-in ya ḓuvha ḽiṅwe na ḽiṅwe, na ${facts.REFERRER_REWARD_BLITZ} Blitz musi khonani ye na i ramba i tshi renga phakhethe yayo ya u thoma. Wanani Blitz mahala: dzhenani ḓuvha ḽiṅwe na ḽiṅwe, fhedzisani profaiḽi yaṋu nahone ni rambe khonani.`,
    },
    {
      id: 'payments',
      title: 'U badela',
      keywords: 'badela mbadelo garaṱa eft amex payfast ndi badela hani',
      text: `Mbadelo dzi fhira nga PayFast: garaṱa dza bannga, instant EFT na AMEX. Blitz a i vhuedzedzwi tshelede. Mbadelo dzo tsireledzeaho nga garaṱa, EFT ya u ṱavhanya na AMEX.`,
    },
    {
      id: 'shipping',
      title: 'U rumelwa',
      keywords: 'rumelwa rumela courier tshifhinga tshingafhani maḓuvha mahala mbadelo',
      text: `U rumelwa ndi mahala huṅwe na huṅwe Afurika Tshipembe. U ḓiswa hu dzhia maḓuvha a mushumo a ${facts.SHIPPING_DAYS_MIN} u swika kha ${facts.SHIPPING_DAYS_MAX}. Musi oda yo no rumelwa, ḓivhazwakale ya oda dzaṋu i sumbedza courier na nomboro ya u tevhela.`,
    },
    {
      id: 'returns',
      title: 'U vhuedzedza',
      keywords: 'vhuedzedza vhuisa ṱhukhukhe tshinyalea shandukisa',
      text: `U vhuedzedza zwo tendelwa nga ngomu ha maḓuvha a ${facts.RETURNS_DAYS}. Khumbelo ya u vhuedzedza i fanela u itwa nga ngomu ha maḓuvha a ${facts.RETURN_REQUEST_DAYS} nga murahu ha u wana tshithu: kwamani Contact Support ni na nomboro ya oda yaṋu.`,
    },
    {
      id: 'eligibility',
      title: 'Ndi nnyi ane a nga bida',
      keywords: 'nnyi nga bida miṅwaha shango afurika tshipembe',
      text: `Ni fanela u vha na miṅwaha ya ${facts.MIN_BIDDER_AGE} u ya nṱha nahone ni dzula Afurika Tshipembe u itela u ḓiṅwalisa, u bida kana u renga. Ri rumela Afurika Tshipembe fhedzi, mahala.`,
    },
    {
      id: 'terms',
      title: 'Milayo na zwiimo',
      keywords: 'milayo zwiimo mulayo khwiniswa',
      text: `Milayo na zwiimo zwo khwiniswa lwa u fhedzisela nga ${facts.TERMS_DATE_TEXT}.`,
    },
    {
      id: 'support',
      title: 'Kwamani thikhedzo',
      keywords: 'kwama thikhedzo thuso thaidzo vhiga mbilaelo',
      text: `Muṅwe na muṅwe a nga rumela "Vhigani thaidzo" (Report a problem), o dzhena kana a songo dzhena: i voleni kha menyu kana kha siaṱari ḽa u kwama, tshigwada tshashu tsha thikhedzo tshi ḓo fhindula nga imeiḽi. Hu na zwine zwa sa shume? Ri vhudzeni zwo iteaho, tshigwada tshashu tsha thikhedzo tshi do fhindula nga imeili.`,
    },
    {
      id: 'language',
      title: `Nyambo`,
      keywords: `luambo nyambo ${facts.LANGUAGE_KEYWORDS}`,
      text: `Vhengele ḽi wanala nga nyambo dza fumi na nthihi (11): ${facts.languageNames(' na ')}. Khethani luambo lwaṋu nga bathini ya Luambo. Mitengo nga randa, thikhedzo nga nyambo dza fumi na nthihi, na mbadelo dzo tsireledzeaho nga garaṱa na EFT ya u ṱavhanya.`,
    },
  ],
  liveKeywords: {
    balance: 'blitz nngana ndi nadzo bulantsi yanga yo salaho',
    checkIn: 'ndo ita check-in ṋamusi',
    bids: 'fandisi dzanga ndi phanḓa ndo bida',
    buddies: 'bidbuddy yanga',
    wins: 'ndo kunda mini zwine nda fanela u zwi badela maḓuvha o salaho',
    cart: 'cart yanga hu na mini',
    orders: 'oda yanga i ngafhi nomboro ya u tevhela courier',
    packs: 'phakhethe mutengo ndi ngafhani',
  },
  phrases: {
    unknown: `A thi na vhungoho nga zwenezwo nahone a thi ṱoḓi u humbulela. Ri humbela ni shumise "Vhigani thaidzo" (Report a problem) kana ni vhale Tsumbandila; tshigwada tshashu tshi ḓo ni thusa.`,
    signInFirst: `Ri humbela ni dzhena (Dzhenani, log in) u thoma, uri ndi kone u sedza zwenezwo kha akhaunthu yaṋu.`,
    fromGuide: headed,
    balance: (f) => `Ni na Blitz dza ${f.freeBlitz + f.paidBlitz}: ${f.freeBlitz} dza mahala na ${f.paidBlitz} dzo rengiwaho.`,
    checkIn: (f) =>
      f.checkedInToday
        ? `${glossed('No dzhena ṋamusi', 'checkedIn')}! Vhuyani matshelo ni wane iṅwe Blitz ya mahala.`
        : `${glossed('A no ngo dzhena ṋamusi: dzhiani Blitz yaṋu ya mahala', 'notCheckedIn')}.`,
    bids: (f) =>
      listOr(
        f.bids,
        `${glossed('A ni athu bida kha fandisi iṅwe na iṅwe i kha ḓi bvela phanḓa', 'noBids')}.`,
        glossed('Fandisi dze na bida khadzo', 'bids'),
        bidRow('ni phanḓa', 'muṅwe u phanḓa'),
      ),
    buddies: (f) =>
      listOr(
        f.buddies,
        'A ni na BidBuddy i shumaho.',
        'Dzi-BidBuddy dzaṋu',
        (b) => `${b.title}: ${b.remaining} kha ${b.reserved} dza Blitz dzo vhetshelwaho dzo sala`,
      ),
    wins: (f) =>
      listOr(
        f.wins,
        `${glossed('A hu na zwithu zwe na zwi kunda zwi lindelaho mbadelo', 'noWins')}.`,
        glossed('Zwithu zwe na zwi kunda zwi lindelaho mbadelo', 'wins'),
        (w) => `${w.title} nga ${w.price}, maḓuvha o salaho: ${w.daysLeft}`,
      ),
    cart: (f) => listOr(f.cart, 'Cart yaṋu a i na tshithu.', 'Kha cart yaṋu', cartRow),
    orders: (f) =>
      listOr(
        f.orders,
        'A ni athu vha na oda.',
        'Oda dzaṋu dza zwino-zwino',
        orderRow({ order: 'oda', courier: 'courier', tracking: 'nomboro ya u tevhela' }),
      ),
    packs: (packs) =>
      listOr(
        packs,
        'A hu na phakhethe dza bid dzi rengiswaho zwino.',
        'Phakhethe dza bid dzi rengiswaho zwino',
        (p) => `${p.bids} Blitz nga ${p.price}`,
      ),
  },
};
