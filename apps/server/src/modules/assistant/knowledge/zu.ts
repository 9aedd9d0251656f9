/** isiZulu. Passages without a translation here are answered in English. */
import * as facts from './facts';
import type { LanguageKnowledge } from './types';
import { bidRow, cartRow, glossed, headed, listOr, orderRow } from './join-list';

export const ZU: LanguageKnowledge = {
  passages: [
    {
      id: 'how-it-works',
      title: 'Indlela indali esebenza ngayo',
      keywords: 'isebenza kanjani qala chaza indali okokuqala',
      text: `Thenga ama-Blitz ngamaphakethe, bese usebenzisa i-Blitz engu-${facts.BID_COST_BLITZ} ngebhidi ngayinye endalini ebukhoma. Ibhidi ngalinye linyusa intengo ngamasenti ambalwa futhi lengeza imizuzwana engu-${facts.TIMER} ewashini. Uma iwashi lifika kuziro, obhide wokugcina uthola ilungelo lokuthenga into ngentengo yokugcina.`,
    },
    {
      id: 'blitz',
      title: 'Ayini ama-Blitz',
      keywords: 'yini blitz amakhredithi mahhala athengiwe',
      text: `Ama-Blitz angamakhredithi okubhida: ibhidi ngayinye ibiza i-Blitz engu-${facts.BID_COST_BLITZ}. I-Blitz ngamakhredithi okubhida athengwa ngamaphakethe noma atholwa njengemiklomelo. Imali ekhokhelwe i-Blitz ayibuyiswa, futhi i-Blitz ayinakushintshwa ibe yimali. Amahhala asetshenziswa kuqala, ngaphandle kwezindali ze-"Paid Blitz only". Ama-Blitz awabuyiselwa imali (non-refundable).`,
    },
    {
      id: 'bidding',
      title: 'Ukubhida',
      keywords: 'bhida ibhidi ngibhida kanjani intengo iwashi imizuzwana',
      text: `Cindezela u-Bid endalini evulekile: kubiza i-Blitz engu-${facts.BID_COST_BLITZ}, kunyusa intengo futhi kubuyisela imizuzwana engu-${facts.TIMER} ewashini. Awukwazi ukubhida futhi ngesikhathi ibhidi yakho ihamba phambili. Ibhidi ngalinye linyusa intengo ngamasenti ambalwa futhi lengeza imizuzwana engu-${facts.TIMER} ewashini.`,
    },
    {
      id: 'auction-end',
      title: 'Iphela nini indali',
      keywords: 'iphela nini phela vala iwashi zero wina owinile',
      text: `Ibhidi ngalinye lengeza imizuzwana engu-${facts.TIMER} esikhathini sendali. Indali iphela lapho isikhathi sayo sifika kuziro, noma lapho amabhidi efika ku-${facts.END_PCT}% wentengo yasezitolo. Obhide wokugcina uthola ilungelo lokuthenga into ngenani lebhidi lokugcina — kodwa akaphoqelekile ukuyithenga. Obhide wokugcina lapho isikhathi siphela uyanqoba. Indali engenayo ibhidi ivalwa ingenaye owinile (Ivaliwe ngaphandle kwamabhidi, Closed).`,
    },
    {
      id: 'winning',
      title: 'Emva kokuwina',
      keywords: 'ngiwinile wina khokha inkokhelo izinsuku',
      text: `Ukuwina kukunika ilungelo, hhayi isibopho, lokuthenga into. Owinile unezinsuku ezingu-${facts.WINNER_PAYMENT_DAYS} zokukhokhela into ayiwinile; emva kwalokho i-oda liyalahleka (Kulahlekile, Forfeited). Izinto eziwinile zilinda ku-Cart yakho. Uma iwashi lifika kuziro, obhide wokugcina uthola ilungelo lokuthenga into ngentengo yokugcina.`,
    },
    {
      id: 'bidbuddy',
      title: 'I-BidBuddy',
      keywords: 'bidbuddy ozenzakalelayo bhida ngokuzenzakalela gcina',
      text: `I-BidBuddy ikubhidela emizuzwaneni yokugcina lapho omunye umuntu ehola phambili, isebenzisa i-Blitz oyibekele eceleni. Yikhansele ukuze ubuyiselwe i-Blitz engasetshenzisiwe. Khetha ukuthi mangaki ama-Blitz engawasebenzisa: agcinwa ngokushesha ebhalansini yakho. Uma uyicisha noma indali iphela, ama-Blitz angasetshenziswanga ayabuya.`,
    },
    {
      id: 'bid-types',
      title: 'Izinhlobo zebhidi',
      keywords: 'uhlobo izinhlobo evamile abaqalayo ekhokhelwe kuphela ikhiyiwe',
      text: `Evamile (Standard): Noma ubani one-Blitz angabhida. Abaqalayo (Beginner): Eyababhidi kuphela abangakaze banqobe indali. I-Blitz ekhokhelwe kuphela (Paid Blitz only): Lapha kungasetshenziswa i-Blitz ekhokhelwe kuphela, hhayi i-Blitz yamahhala. Ikhiyiwe (Locked): Uma intengo isidlule iphuzu lokukhiya, kungaqhubeka kuphela ababhidi asebevele bebhidile.`,
    },
    {
      id: 'buy-now',
      title: 'Thenga manje (Buy now)',
      keywords: 'thenga manje buy now intengo yesitolo blitz buyiselwa',
      text: `I-Buy now ithengisa into ngentengo yasesitolo: ivulekele wonke umuntu ngesikhathi indali ingakaqali noma ivulekile, futhi kubo bonke ababhide kuyo amahora angu-${facts.BUY_NOW_AFTER_END_HOURS} ngemva kokuphela kwayo. Uma ukhokhela i-buy now, ubuyiselwa wonke ama-Blitz owasebenzise kuleyo ndali njengama-Blitz amahhala.`,
    },
    {
      id: 'rewards',
      title: 'Ama-Blitz amahhala nemivuzo',
      keywords: 'mahhala umvuzo imivuzo thola ngena nsuku zonke mngane iphrofayili',
      text: `Ama-Blitz amahhala avela emivuzweni: angu-${facts.PROFILE_COMPLETION_REWARD_BLITZ} kanye uma uqedela iphrofayili, angu-${facts.DAILY_CHECK_IN_REWARD_BLITZ} ngokungena kwansuku zonke (check-in), nangu-${facts.REFERRER_REWARD_BLITZ} uma umngane wakho omthumele ethenga iphakethe lokuqala. Thola i-Blitz mahhala: ngena nsuku zonke, qedela iphrofayela yakho futhi umeme abangane.`,
    },
    {
      id: 'payments',
      title: 'Ukukhokha',
      keywords: 'khokha ngikhokha ukukhokha inkokhelo ikhadi eft amex payfast',
      text: `Izinkokhelo zidlula ku-PayFast: amakhadi asebhange, i-instant EFT ne-AMEX. Ama-Blitz awabuyiselwa imali. Izinkokhelo ezivikelekile ngekhadi, nge-EFT esheshayo nange-AMEX.`,
    },
    {
      id: 'shipping',
      title: 'Ukulethwa',
      keywords: 'ukulethwa lethwa thumela courier kuthatha isikhathi esingakanani izinsuku mahhala',
      text: `Ukuthunyelwa kumahhala noma kuphi eNingizimu Afrika. Ukulethwa kuthatha izinsuku zokusebenza ezingu-${facts.SHIPPING_DAYS_MIN} kuya ku-${facts.SHIPPING_DAYS_MAX}. I-oda lapho selithunyelwe, umlando wama-oda ukhombisa i-courier nenombolo yokulandelela.`,
    },
    {
      id: 'returns',
      title: 'Ukubuyisela',
      keywords: 'buyisela ukubuyisela imali yephukile onakele',
      text: `Ukubuyisela kuvunyelwe phakathi nezinsuku ezingu-${facts.RETURNS_DAYS}. Isicelo sokubuyisela kumele senziwe phakathi nezinsuku ezingu-${facts.RETURN_REQUEST_DAYS} ngemva kokuthola into.`,
    },
    {
      id: 'eligibility',
      title: 'Ngubani ongabhida',
      keywords: 'ngubani ongabhida iminyaka ubudala izwe ningizimu afrika',
      text: `Kumele ube neminyaka engu-${facts.MIN_BIDDER_AGE} noma ngaphezulu futhi uhlale eNingizimu Afrika ukuze ubhalise, ubhide noma uthenge. Siletha eNingizimu Afrika kuphela, mahhala.`,
    },
    {
      id: 'terms',
      title: 'Imigomo nemibandela',
      keywords: 'imigomo imibandela imithetho',
      text: `Imigomo nemibandela yagcina ukubuyekezwa ngo-${facts.TERMS_DATE_TEXT}.`,
    },
    {
      id: 'support',
      title: 'Xhumana nosizo',
      keywords: 'xhumana usizo inkinga bika',
      text: `Noma ubani angathumela u-"Bika inkinga" (Report a problem), engenile noma engangenanga: kuvule kumenyu noma ekhasini lokuxhumana, ithimba lethu losizo lizophendula nge-imeyili. Kukhona okungasebenzi? Sitshele ukuthi kwenzekeni, ithimba lethu losizo lizophendula nge-imeyili.`,
    },
    {
      id: 'language',
      title: `Izilimi`,
      keywords: `ulimi izilimi ${facts.LANGUAGE_KEYWORDS}`,
      text: `Isitolo sikhona ngezilimi eziyishumi nanye (11): ${facts.languageNames(' ne-')}. Khetha ulimi lwakho ngenkinobho ethi Ulimi. Amanani ngamarandi, usizo ngezilimi eziyishumi nanye, nezinkokhelo ezivikelekile ngekhadi nange-EFT esheshayo.`,
    },
  ],
  liveKeywords: {
    balance: 'mangaki ama-blitz nginawo ibhalansi yami asele',
    checkIn: 'ngingenile namuhla check-in',
    bids: 'izindali zami ngihamba phambili ngibhide',
    buddies: 'bidbuddy yami',
    wins: 'ngiwine ini okufanele ngikhokhe izinsuku ezisele',
    cart: 'inqola yami kukhona ini ku-cart',
    orders: 'liphi i-oda lami inombolo yokulandelela courier',
    packs: 'amaphakethe intengo malini',
  },
  phrases: {
    unknown: `Angiqiniseki ngalokho futhi angifuni ukuqagela. Sicela usebenzise u-"Bika inkinga" (Report a problem) noma ufunde uMhlahlandlela; ithimba lethu lizokusiza.`,
    signInFirst: `Sicela ucindezele u-Ngena (log in) kuqala, bese ngiyakwazi ukubheka lokho ku-akhawunti yakho.`,
    fromGuide: headed,
    balance: (f) => `Unama-Blitz angu-${f.freeBlitz + f.paidBlitz}: angu-${f.freeBlitz} amahhala nangu-${f.paidBlitz} athengiwe.`,
    checkIn: (f) =>
      f.checkedInToday
        ? `${glossed('Ungenile namuhla', 'checkedIn')}! Buya kusasa uthole enye i-Blitz yamahhala.`
        : `${glossed('Awukangeni namuhla: thatha i-Blitz yakho yamahhala', 'notCheckedIn')}.`,
    bids: (f) =>
      listOr(
        f.bids,
        `${glossed('Awukabhidi kunoma iyiphi indali esaqhubeka', 'noBids')}.`,
        glossed('Izindali obhide kuzo', 'bids'),
        bidRow('uhamba phambili', 'kuhamba phambili omunye'),
      ),
    buddies: (f) =>
      listOr(f.buddies, 'Awunayo i-BidBuddy esebenzayo.', 'Ama-BidBuddy akho', (b) => `${b.title}: ${b.remaining} kwangu-${b.reserved}`),
    wins: (f) =>
      listOr(
        f.wins,
        `${glossed('Azikho izinto owaziwinile ezilinde ukukhokhelwa', 'noWins')}.`,
        glossed('Izinto okufanele uzikhokhele', 'wins'),
        (w) => `${w.title} ngo-${w.price}, izinsuku ezisele: ${w.daysLeft}`,
      ),
    cart: (f) => listOr(f.cart, 'I-cart yakho ayinalutho.', 'Ku-cart yakho', cartRow),
    orders: (f) =>
      listOr(
        f.orders,
        'Awunawo ama-oda okwamanje.',
        'Ama-oda akho',
        orderRow({ order: 'i-oda', courier: 'courier', tracking: 'inombolo yokulandelela' }),
      ),
    packs: (packs) =>
      listOr(packs, 'Awekho amaphakethe athengiswayo manje.', 'Amaphakethe', (p) => `ama-Blitz angu-${p.bids} ngo-${p.price}`),
  },
};
