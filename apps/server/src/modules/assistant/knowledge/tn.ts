/** Setswana. Passages without a translation here are answered in English. */
import * as facts from './facts';
import type { LanguageKnowledge } from './types';
import { bidRow, cartRow, glossed, headed, listOr, orderRow } from './join-list';

export const TN: LanguageKnowledge = {
  passages: [
    {
      id: 'how-it-works',
      title: 'Kafa fantisi e dirang ka gone',
      keywords: 'dira dirang simolola tlhalosa fantisi lekgetlo la ntlha mosha',
      text: `Reka Blitz (dikhredite tsa go bida) ka diphuthelo, o bo o dirisa Blitz e le ${facts.BID_COST_BLITZ} go bid nngwe le nngwe mo fantising e e tshelang. Bidi nngwe le nngwe e tlhatlosa tlhwatlhwa ka disente di le mmalwa mme e oketsa metsotswana e le ${facts.TIMER} mo tshupanakong. Fa tshupanako e fitlha kwa go zero, yo o bidileng la bofelo o fenya tshwanelo ya go reka selo ka tlhwatlhwa ya bofelo.`,
    },
    {
      id: 'blitz',
      title: 'Blitz ke eng',
      keywords: 'blitz dikhredite khredite mahala rekilweng',
      text: `Blitz ke dikhredite tsa go bida tsa lebenkele: bid nngwe le nngwe e ja Blitz e le ${facts.BID_COST_BLITZ}. Blitz ke dikhredithi tsa go bida tse di rekwang ka diphuthelo kgotsa tse di bonwang jaaka dikatso. Blitz ga di busediwe madi ebile ga di na boleng jwa madi. Ya mahala e dirisiwa pele, kwa ntle ga difantisi tsa "Paid Blitz only". Blitz ga e busediwe madi (non-refundable).`,
    },
    {
      id: 'bidding',
      title: 'Go bida',
      keywords: 'bid bida baya oketsa tlhwatlhwa tshupanako metsotswana',
      text: `Tobetsa Bid mo fantising e e buletsweng: e ja Blitz e le ${facts.BID_COST_BLITZ}, e oketsa tlhwatlhwa ka kgato e e tsepameng mme e busetsa metsotswana e le ${facts.TIMER} mo tshupanakong. Ga o kitla o bida gape fa bid ya gago e sa ntse e eteletse pele. Bidi nngwe le nngwe e tlhatlosa tlhwatlhwa ka disente di le mmalwa mme e oketsa metsotswana e le ${facts.TIMER} mo tshupanakong.`,
    },
    {
      id: 'auction-end',
      title: 'Fa fantisi e fela',
      keywords: 'fela felang leng tswala konela fenya mofenyi',
      text: `Bidi nngwe le nngwe e oketsa metsotswana e le ${facts.TIMER} mo tshupanakong ya fantisi. Fantisi e fela fa tshupanako ya yone e fitlha kwa go zero, kgotsa fa dibidi di fitlha ${facts.END_PCT}% ya tlhwatlhwa ya lebenkele. Yo o bidileng la bofelo o fenya tshwanelo, mme e seng tlamego, ya go reka selo ka tlhwatlhwa ya bidi ya bofelo. Yo o bidileng la bofelo fa nako e fela, ke ene mofenyi. Fantisi e e se nang bidi e tswalwa kwa ntle ga mofenyi (E tswetswe kwa ntle ga dibidi, Closed).`,
    },
    {
      id: 'winning',
      title: 'Morago ga go fenya',
      keywords: 'fentse fenya duela tuelo letlha la bofelo malatsi',
      text: `Go fenya go go naya tshwanelo, mme e seng tlamego, ya go reka selo. Mofenyi o na le malatsi a le ${facts.WINNER_PAYMENT_DAYS} go duelela selo se a se fentseng; morago ga foo otara e a latlhega (E latlhegile, Forfeited). Dilo tse o di fentseng di emetse mo Cart ya gago go fitlha o duela. Fa tshupanako e fitlha kwa go zero, yo o bidileng la bofelo o fenya tshwanelo ya go reka selo ka tlhwatlhwa ya bofelo.`,
    },
    {
      id: 'bidbuddy',
      title: 'BidBuddy, mmidi yo o itirisang',
      keywords: 'bidbuddy itirisang mmidi boloka beeletsweng',
      text: `BidBuddy e go bidela mo metsotswaneng ya bofelo fa mongwe yo mongwe a etile pele, e dirisa Blitz e o e beileng ka thoko. E khansele go busediwa Blitz e e sa dirisiwang. Tlhopha gore e ka dirisa Blitz di le kae: di beelwa thoko mo balanseng ya gago ka bonako. Fa o e tima kgotsa fantisi e fela, o busediwa Blitz tse di sa dirisiwang.`,
    },
    {
      id: 'bid-types',
      title: 'Mefuta ya dibid',
      keywords: 'mefuta mofuta standard beginner locked paid',
      text: `E e tlwaelegileng (Standard): Mongwe le mongwe yo o nang le Blitz a ka bida. Ya basimolodi (Beginner): Ke ya babidi ba ba iseng ba fenye fantisi epe fela. Blitz tse di duelelweng fela (Paid Blitz only): Fano go dirisiwa Blitz tse di duelelweng fela, e seng Blitz ya mahala. E notletswe (Locked): Fa tlhwatlhwa e feta ntlha ya go notlela, ke fela ba ba setseng ba bidile ba ba ka tswelelang.`,
    },
    {
      id: 'buy-now',
      title: 'Reka jaanong',
      keywords: 'reka jaanong buy now ka bonako tlhwatlhwa ya lebenkele busetsa',
      text: `Buy now e rekisa selo ka tlhwatlhwa ya lebenkele fa fantisi e ise e simolole kgotsa e buletswe, le go botlhe ba ba bidileng ka diura di le ${facts.BUY_NOW_AFTER_END_HOURS} morago ga fa e fela. Fa o duelela buy now, o busediwa Blitz tsotlhe tse o di dirisitseng mo fantising eo e le Blitz ya mahala.`,
    },
    {
      id: 'rewards',
      title: 'Blitz ya mahala le dituelo',
      keywords: 'mahala dituelo tuelo bona check-in letsatsi le letsatsi tsala porofaele',
      text: `Blitz ya mahala e tswa mo dituelong: ${facts.PROFILE_COMPLETION_REWARD_BLITZ} Blitz gangwe fa o feleletsa porofaele ya gago, ${facts.DAILY_CHECK_IN_REWARD_BLITZ} Blitz ya check-in ya letsatsi le letsatsi, le ${facts.REFERRER_REWARD_BLITZ} Blitz fa tsala e o e laleditseng e reka sephuthelo sa yone sa ntlha. Bona Blitz mahala: tsena letsatsi le letsatsi, feleletsa porofaele ya gago mme o laletse ditsala.`,
    },
    {
      id: 'payments',
      title: 'Go duela',
      keywords: 'duela tuelo karata eft amex payfast ke duela jang',
      text: `Dituelo di feta ka PayFast: dikarata tsa banka, instant EFT le AMEX. Blitz ga e busediwe madi. Dituelo tse di sireletsegileng ka karata, instant EFT le AMEX.`,
    },
    {
      id: 'shipping',
      title: 'Go romelwa',
      keywords: 'romelwa romela courier lobaka lo lo kae malatsi mahala ditshenyegelo',
      text: `Thomelo ke mahala gongwe le gongwe mo Aforika Borwa. Go isiwa go tsaya malatsi a tiro a le ${facts.SHIPPING_DAYS_MIN} go ya go ${facts.SHIPPING_DAYS_MAX}. Fa otara e sena go romelwa, hisitori ya diotara tsa gago e bontsha courier le nomoro ya go sala morago.`,
    },
    {
      id: 'returns',
      title: 'Go busa',
      keywords: 'busa busetsa robegile senyegile ananya',
      text: `Go busa go letleletswe mo malatsing a le ${facts.RETURNS_DAYS}. Kopo ya go busa e tshwanetse go dirwa mo malatsing a le ${facts.RETURN_REQUEST_DAYS} morago ga go amogela selo: ikgolaganye le Contact Support ka nomoro ya otara ya gago.`,
    },
    {
      id: 'eligibility',
      title: 'Ke mang yo o ka bidang',
      keywords: 'mang yo ka bida bidang dingwaga naga aforika borwa',
      text: `O tshwanetse go nna le dingwaga tse ${facts.MIN_BIDDER_AGE} kgotsa go feta, mme o nne mo Aforika Borwa gore o ikwadise, o bide kgotsa o reke. Re romela mo Aforika Borwa fela, mahala.`,
    },
    {
      id: 'terms',
      title: 'Melawana le maemo',
      keywords: 'melawana maemo melao ntšhafaditswe',
      text: `Melawana le maemo e ntšhafaditswe la bofelo ka ${facts.TERMS_DATE_TEXT}.`,
    },
    {
      id: 'support',
      title: 'Ikgolaganye le tshegetso',
      keywords: 'ikgolaganye tshegetso thuso bothata bega ngongorego',
      text: `Mongwe le mongwe a ka romela "Bega bothata" (Report a problem), a tsene kgotsa nnyaa: e bule mo menyung kgotsa mo tsebeng ya go ikgolaganya, setlhopha sa rona sa thuso se tla araba ka imeile. A go na le sengwe se se sa direng? Re bolelele se se diragetseng, setlhopha sa rona sa tshegetso se tla araba ka imeile.`,
    },
    {
      id: 'language',
      title: `Dipuo`,
      keywords: `puo dipuo ${facts.LANGUAGE_KEYWORDS}`,
      text: `Lebenkele le bonala ka dipuo di le lesome le bongwe (11): ${facts.languageNames(' le ')}. Tlhopha puo ya gago ka konopo ya Puo. Ditlhwatlhwa ka diranta, thuso ka dipuo di le lesome le bongwe, le dituelo tse di sireletsegileng ka karata le instant EFT.`,
    },
  ],
  liveKeywords: {
    balance: 'blitz di le kae ke na le tsone balanse ya me setseng',
    checkIn: 'ke dirile check-in gompieno',
    bids: 'difantisi tsa me ke eteletse pele ke bidile',
    buddies: 'bidbuddy ya me',
    wins: 'ke fentse eng tse ke tshwanetseng go di duela malatsi a a setseng',
    cart: 'cart ya me go na le eng',
    orders: 'otara ya me e kae nomoro ya go sala morago courier',
    packs: 'diphuthelo sephuthelo tlhwatlhwa bokae',
  },
  phrases: {
    unknown: `Ga ke na bonnete ka seo mme ga ke batle go akanya. Tsweetswee dirisa "Bega bothata" (Report a problem) kgotsa o bale Kaedi; setlhopha sa rona se tla go thusa.`,
    signInFirst: `Tsweetswee tsena pele (Tsena, log in), gore ke kgone go leba seo mo akhaontong ya gago.`,
    fromGuide: headed,
    balance: (f) =>
      `O na le Blitz di le ${f.freeBlitz + f.paidBlitz}: di le ${f.freeBlitz} tsa mahala le di le ${f.paidBlitz} tse di rekilweng.`,
    checkIn: (f) =>
      f.checkedInToday
        ? `${glossed('O tsene gompieno', 'checkedIn')}! Boa kamoso go bona Blitz e nngwe ya mahala.`
        : `${glossed('Ga o ise o tsene gompieno: tsaya Blitz ya gago ya mahala', 'notCheckedIn')}.`,
    bids: (f) =>
      listOr(
        f.bids,
        `${glossed('Ga o ise o bide mo fantising epe e e sa ntseng e tswelela', 'noBids')}.`,
        glossed('Difantisi tse o bidileng mo go tsone', 'bids'),
        bidRow('o eteletse pele', 'yo mongwe o eteletse pele'),
      ),
    buddies: (f) =>
      listOr(
        f.buddies,
        'Ga o na BidBuddy e e dirang.',
        'Di-BidBuddy tsa gago',
        (b) => `${b.title}: ${b.remaining} mo go ${b.reserved} tsa Blitz tse di beeletsweng thoko di setse`,
      ),
    wins: (f) =>
      listOr(
        f.wins,
        `${glossed('Ga go na dilo tse o di fentseng tse di emetseng tuelo', 'noWins')}.`,
        glossed('Dilo tse o di fentseng tse di emetseng tuelo', 'wins'),
        (w) => `${w.title} ka ${w.price}, malatsi a a setseng: ${w.daysLeft}`,
      ),
    cart: (f) => listOr(f.cart, 'Cart ya gago ga e na sepe.', 'Mo cart ya gago', cartRow),
    orders: (f) =>
      listOr(
        f.orders,
        'Ga o ise o nne le diotara.',
        'Ditaelo (diotara) tsa gago tsa bosheng',
        orderRow({ order: 'otara', courier: 'courier', tracking: 'nomoro ya go sala morago' }),
      ),
    packs: (packs) =>
      listOr(
        packs,
        'Ga go na diphuthelo tsa dibid tse di rekisiwang jaanong.',
        'Diphuthelo tsa dibid tse di rekisiwang jaanong',
        (p) => `${p.bids} Blitz ka ${p.price}`,
      ),
  },
};
