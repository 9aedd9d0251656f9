/** Sepedi (Sesotho sa Leboa). Passages without a translation here are answered in English. */
import * as facts from './facts';
import type { LanguageKnowledge } from './types';
import { bidRow, cartRow, glossed, headed, listOr, orderRow } from './join-list';

export const NS: LanguageKnowledge = {
  passages: [
    {
      id: 'how-it-works',
      title: 'Ka fao fantisi e šomago ka gona',
      keywords: 'šoma šomago thoma hlaloša fantisi la mathomo moswa',
      text: `Reka Blitz (dikhredite tša go bida) ka diphuthelwana, ke moka o diriše Blitz e ${facts.BID_COST_BLITZ} go bid ye nngwe le ye nngwe fantising ye e phelago. Bidi ye nngwe le ye nngwe e godiša theko ka disente tše mmalwa gomme e oketša metsotswana ye ${facts.TIMER} go sešupanako. Ge sešupanako se fihla go lefela, yo a bidilego la mafelelo o thopa tokelo ya go reka selo ka theko ya mafelelo.`,
    },
    {
      id: 'blitz',
      title: 'Blitz ke eng',
      keywords: 'blitz dikhredite khredite mahala rekilwego',
      text: `Blitz ke dikhredite tša go bida tša lebenkele: bid ye nngwe le ye nngwe e ja Blitz e ${facts.BID_COST_BLITZ}. Blitz ke dikhrediti tša go bida tšeo di rekwago ka diphuthelwana goba di hwetšwago bjalo ka meputso. Blitz ga e bušetšwe ka tšhelete ebile ga e na boleng bja tšhelete. Ya mahala e dirišwa pele, ntle le difantising tša "Paid Blitz only". Blitz ga e bušetšwe tšhelete (non-refundable).`,
    },
    {
      id: 'bidding',
      title: 'Go bida',
      keywords: 'bid bida bea oketša theko sešupanako metsotswana',
      text: `Kgotla Bid fantising ye e bulegilego: e ja Blitz e ${facts.BID_COST_BLITZ}, e oketša theko ka kgato ye e tiilego gomme e bušetša metsotswana ye ${facts.TIMER} sešupanakong. O ka se bide gape ge bid ya gago e sa eteletše pele. Bidi ye nngwe le ye nngwe e godiša theko ka disente tše mmalwa gomme e oketša metsotswana ye ${facts.TIMER} go sešupanako.`,
    },
    {
      id: 'auction-end',
      title: 'Ge fantisi e fela',
      keywords: 'fela felago neng tswalela fenya mofenyi',
      text: `Bidi ye nngwe le ye nngwe e oketša metsotswana ye ${facts.TIMER} go sešupanako sa fantisi. Fantisi e fela ge sešupanako se fihla go lefela, goba ge dibidi di fihla go ${facts.END_PCT}% ya theko ya lebenkele. Yo a bidilego la mafelelo o thopa tokelo, eupša e sego tlamego, ya go reka selo ka theko ya bidi ya mafelelo. Yo a bidilego la mafelelo ge nako e fela o a thopa. Fantisi ye e se nago bidi e tswalelwa ka ntle le mofenyi (E tswaletšwe ntle le dibidi, Closed).`,
    },
    {
      id: 'winning',
      title: 'Ka morago ga go fenya',
      keywords: 'fentše fenya lefa tefo letšatši la mafelelo matšatši',
      text: `Go thopa go go fa tokelo, eupša e sego tlamego, ya go reka selo. Mofenyi o na le matšatši a ${facts.WINNER_PAYMENT_DAYS} go lefela selo seo a se fentšego; ka morago ga moo otara e a lahlega (E lahlegile, Forfeited). Dilo tšeo o di fentšego di emetše go Cart ya gago go fihlela o lefa. Ge sešupanako se fihla go lefela, yo a bidilego la mafelelo o thopa tokelo ya go reka selo ka theko ya mafelelo.`,
    },
    {
      id: 'bidbuddy',
      title: 'BidBuddy, mmidi wa go itiriša',
      keywords: 'bidbuddy itiriša mmidi boloka beeletšwego',
      text: `BidBuddy e go bidela metsotswaneng ya mafelelo ge motho yo mongwe a eta pele, e šomiša Blitz yeo o e beilego ka thoko. E khansele gore o bušetšwe Blitz ye e sa šomišwago. Kgetha gore e ka diriša Blitz tše kae: di beelwa ka thoko balanseng ya gago gateetee. Ge o e tima goba fantisi e fela, o bušetšwa Blitz tšeo di sa dirišwago.`,
    },
    {
      id: 'bid-types',
      title: 'Mehuta ya dibid',
      keywords: 'mehuta mohuta standard beginner locked paid',
      text: `Ye e tlwaelegilego (Standard): Mang le mang yo a nago le Blitz a ka bida. Ba ba thomago (Beginner): Ke ya bao ba sa hlwago ba fenya fantisi fela. Blitz ye e lefetšwego fela (Paid Blitz only): Go ka šomišwa Blitz ye e lefetšwego fela mo, e sego Blitz ya mahala. E notletšwe (Locked): Ge theko e feta ntlha ya yona ya go notlela, ke bao ba šetšego ba bidile fela bao ba ka tšwelago pele.`,
    },
    {
      id: 'buy-now',
      title: 'Reka bjale',
      keywords: 'reka bjale buy now gateetee theko ya lebenkele bušetša',
      text: `Buy now e rekiša selo ka theko ya lebenkele ge fantisi e sešo ya thoma goba e bulegile, le go bohle bao ba bidilego ka diiri tše ${facts.BUY_NOW_AFTER_END_HOURS} ka morago ga ge e fedile. Ge o lefela buy now, o bušetšwa Blitz ka moka yeo o e dirišitšego fantising yeo bjalo ka Blitz ya mahala.`,
    },
    {
      id: 'rewards',
      title: 'Blitz ya mahala le meputso',
      keywords: 'mahala meputso moputso hwetša check-in letšatši le lengwe le le lengwe mogwera profaele',
      text: `Blitz ya mahala e tšwa meputsong: ${facts.PROFILE_COMPLETION_REWARD_BLITZ} Blitz gatee ge o feleletša profaele ya gago, ${facts.DAILY_CHECK_IN_REWARD_BLITZ} Blitz ya check-in ya letšatši le lengwe le le lengwe, le ${facts.REFERRER_REWARD_BLITZ} Blitz ge mogwera yo o mo laleditšego a reka sephuthelwana sa gagwe sa mathomo. Hwetša Blitz ya mahala: tsena letšatši le lengwe le le lengwe, feleletša profaele ya gago gomme o laletše bagwera.`,
    },
    {
      id: 'payments',
      title: 'Go lefa',
      keywords: 'lefa tefo karata eft amex payfast ke lefa bjang',
      text: `Ditefo di feta ka PayFast: dikarata tša panka, instant EFT le AMEX. Blitz ga e bušetšwe tšhelete. Ditefo tše di šireletšegilego ka karata, EFT ya ka pela le AMEX.`,
    },
    {
      id: 'shipping',
      title: 'Go romelwa',
      keywords: 'romelwa romela courier nako ye kae matšatši mahala ditshenyagalelo',
      text: `Thomelo ke ya mahala kae goba kae Afrika Borwa. Go fihla go tšea matšatši a mošomo a ${facts.SHIPPING_DAYS_MIN} go fihla go a ${facts.SHIPPING_DAYS_MAX}. Ge otara e šetše e romilwe, histori ya diotara tša gago e bontšha courier le nomoro ya go latedišiša.`,
    },
    {
      id: 'returns',
      title: 'Go bušetša',
      keywords: 'bušetša busetsa robegile senyegile fetoša',
      text: `Go bušetša go dumeletšwe ka gare ga matšatši a ${facts.RETURNS_DAYS}. Kgopelo ya go bušetša e swanetše go dirwa ka gare ga matšatši a ${facts.RETURN_REQUEST_DAYS} ka morago ga go amogela selo: ikgokaganye le Contact Support ka nomoro ya otara ya gago.`,
    },
    {
      id: 'eligibility',
      title: 'Ke mang yo a ka bidago',
      keywords: 'mang yo ka bida bidago mengwaga naga afrika borwa',
      text: `O swanetše go ba le mengwaga ye ${facts.MIN_BIDDER_AGE} goba go feta le go dula Afrika Borwa gore o ingwadiše, o bide goba o reke. Re romela ka gare ga Afrika Borwa fela, ka mahala.`,
    },
    {
      id: 'terms',
      title: 'Mabaka le dipeelo',
      keywords: 'mabaka dipeelo melao mpshafaditšwe',
      text: `Mabaka le dipeelo di mpshafaditšwe la mafelelo ka ${facts.TERMS_DATE_TEXT}.`,
    },
    {
      id: 'support',
      title: 'Ikgokaganye le thekgo',
      keywords: 'ikgokaganye thekgo thušo bothata bega ngongorego',
      text: `Mang le mang a ka romela "Bega bothata" (Report a problem), a tsene goba a sa tsena: e bule go menyu goba letlakaleng la go ikgokaganya, sehlopha sa rena sa thekgo se tla araba ka imeile. Na go na le selo seo se sa šomego? Re botše seo se diragetšego, sehlopha sa rena sa thekgo se tla araba ka imeile.`,
    },
    {
      id: 'language',
      title: `Dipolelo`,
      keywords: `polelo dipolelo ${facts.LANGUAGE_KEYWORDS}`,
      text: `Lebenkele le hwetšagala ka dipolelo tše lesometee (11): ${facts.languageNames(' le ')}. Kgetha polelo ya gago ka konope ya Polelo. Ditheko ka diranta, thekgo ka dipolelo tše lesometee, le ditefo tše di šireletšegilego ka karata le EFT ya ka pela.`,
    },
  ],
  liveKeywords: {
    balance: 'blitz tše kae ke na le tšona balanse ya ka šetšego',
    checkIn: 'ke dirile check-in lehono',
    bids: 'difantisi tša ka ke eteletše pele ke bidile',
    buddies: 'bidbuddy ya ka',
    wins: 'ke fentše eng tšeo ke swanetšego go di lefela matšatši ao a šetšego',
    cart: 'cart ya ka go na le eng',
    orders: 'otara ya ka e kae nomoro ya go latedišiša courier',
    packs: 'diphuthelwana sephuthelwana theko bokae',
  },
  phrases: {
    unknown: `Ga ke na bonnete ka seo gomme ga ke nyake go akanya. Hle diriša "Bega bothata" (Report a problem) goba o bale Tlhahlo; sehlopha sa rena se tla go thuša.`,
    signInFirst: `Hle tsena pele (Tsena, log in), gore ke kgone go lebelela seo akhaonteng ya gago.`,
    fromGuide: headed,
    balance: (f) =>
      `O na le Blitz tše ${f.freeBlitz + f.paidBlitz}: tše ${f.freeBlitz} tša mahala le tše ${f.paidBlitz} tšeo di rekilwego.`,
    checkIn: (f) =>
      f.checkedInToday
        ? `${glossed('O tsene lehono', 'checkedIn')}! Boa gosasa go hwetša Blitz ye nngwe ya mahala.`
        : `${glossed('Ga o so tsene lehono: tšea Blitz ya gago ya mahala', 'notCheckedIn')}.`,
    bids: (f) =>
      listOr(
        f.bids,
        `${glossed('Ga se wa bida fantising efe goba efe yeo e sa tšwelago pele', 'noBids')}.`,
        glossed('Difantisi tšeo o bidilego go tšona', 'bids'),
        bidRow('o eteletše pele', 'yo mongwe o eteletše pele'),
      ),
    buddies: (f) =>
      listOr(
        f.buddies,
        'Ga o na BidBuddy yeo e šomago.',
        'Di-BidBuddy tša gago',
        (b) => `${b.title}: ${b.remaining} go tše ${b.reserved} tša Blitz tšeo di beeletšwego ka thoko di šetše`,
      ),
    wins: (f) =>
      listOr(
        f.wins,
        `${glossed('Ga go na dilo tšeo o di fentšego tšeo di emetšego tefo', 'noWins')}.`,
        glossed('Dilo tšeo o di fentšego tšeo di emetšego tefo', 'wins'),
        (w) => `${w.title} ka ${w.price}, matšatši ao a šetšego: ${w.daysLeft}`,
      ),
    cart: (f) => listOr(f.cart, 'Cart ya gago ga e na selo.', 'Go cart ya gago', cartRow),
    orders: (f) =>
      listOr(
        f.orders,
        'Ga o na diotara ga bjale.',
        'Diotara tša gago tša morago bjale',
        orderRow({ order: 'otara', courier: 'courier', tracking: 'nomoro ya go latedišiša' }),
      ),
    packs: (packs) =>
      listOr(
        packs,
        'Ga go na diphuthelwana tša dibid tšeo di rekišwago bjale.',
        'Diphuthelwana tša dibid tšeo di rekišwago bjale',
        (p) => `${p.bids} Blitz ka ${p.price}`,
      ),
  },
};
