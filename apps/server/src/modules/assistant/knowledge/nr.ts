/** isiNdebele. Passages without a translation here are answered in English. */
import * as facts from './facts';
import type { LanguageKnowledge } from './types';
import { bidRow, cartRow, glossed, headed, listOr, orderRow } from './join-list';

export const NR: LanguageKnowledge = {
  passages: [
    {
      id: 'how-it-works',
      title: 'Indlela indali esebenza ngayo',
      keywords: 'isebenza njani thoma hlathulula indali kokuthoma umutjha',
      text: `Thenga ama-Blitz (amakhredithi wokubhida) ngamaphakethe, ngemva kwalokho usebenzise i-Blitz e-${facts.BID_COST_BLITZ} ebhidini ngalinye endalini ephilako. Ibhidi ngayinye ikhuphula intengo ngamasenti ambalwa begodu yengeza imizuzwana eli-${facts.TIMER} ewatjhini. Lokha iwatjhi ifika ku-zero, obhide kokugcina uwina ilungelo lokuthenga into ngentengo yokugcina.`,
    },
    {
      id: 'blitz',
      title: 'Yini i-Blitz',
      keywords: 'blitz amakhredithi khredithi yini mahala athengiweko',
      text: `Ama-Blitz makhredithi wokubhida wesitolo: ibhidi ngalinye libiza i-Blitz e-${facts.BID_COST_BLITZ}. I-Blitz ngamakhredithi wokubhida athengwa ngamaphakethe namkha afunyanwa njengemiklomelo. I-Blitz ayibuyiselwa ngemali, begodu ayinalo inani lemali. Wamahala asetjenziswa kuqala, ngaphandle kweendalini ze-"Paid Blitz only". I-Blitz ayibuyiselwa imali (non-refundable).`,
    },
    {
      id: 'bidding',
      title: 'Ukubeka ibhidi',
      keywords: 'ibhidi bhida ukubhida beka nyusa intengo iwatjhi imizuzwana ngibhida njani',
      text: `Gandelela u-Bid endalini evulekileko: kubiza i-Blitz e-${facts.BID_COST_BLITZ}, kunyusa intengo ngegadango elinganatjhugukiko begodu kubuyisela imizuzwana eli-${facts.TIMER} ewatjhini. Awukghoni ukubhida godu nange ibhidi lakho lisarhola phambili. Ibhidi ngayinye ikhuphula intengo ngamasenti ambalwa begodu yengeza imizuzwana eli-${facts.TIMER} ewatjhini.`,
    },
    {
      id: 'auction-end',
      title: 'Nange indali iphela',
      keywords: 'iphela phela nini vala gcina thumba othumbileko',
      text: `Ibhidi ngayinye yengeza imizuzwana eli-${facts.TIMER} esikhathini sendali. Indali iphela lokha isikhathi sifika ku-zero, namkha lokha amabhidi afika ku-${facts.END_PCT}% wentengo yesitolo. Obhide kokugcina uwina ilungelo, kodwana akusi sibopho, sokuthenga into ngentengo yebhidi yokugcina. Obhide kokugcina lokha isikhathi siphela nguye owinako. Indali engenabhidi ivalwa ingenamthumbi (Ivaliwe ngaphandle kwamabhidi, Closed).`,
    },
    {
      id: 'winning',
      title: 'Ngemva kokuthumba',
      keywords: 'ngithumbile thumba bhadela ibhadelo ilanga lokugcina amalanga',
      text: `Ukuthumba kukunikela ilungelo, kodwana ingasi isibopho, lokuthenga into. Othumbileko unamalanga ali-${facts.WINNER_PAYMENT_DAYS} wokubhadelela into ayithumbileko; ngemva kwalokho i-oda iyalahleka (Kulahlekile, Forfeited). Izinto ozithumbileko zilinde ku-Cart yakho bewubhadele. Lokha iwatjhi ifika ku-zero, obhide kokugcina uwina ilungelo lokuthenga into ngentengo yokugcina.`,
    },
    {
      id: 'bidbuddy',
      title: 'I-BidBuddy, umbhidi ozenzakalako',
      keywords: 'bidbuddy ozenzakalako umbhidi gcina ebekiweko',
      text: `I-BidBuddy ikubhidela emizuzwaneni yokugcina lokha omunye umuntu aphambili, isebenzisa i-Blitz oyibekele eqadi. Yikhansele bona ubuyiselwe i-Blitz engakasetjenziswa. Khetha bona ingasebenzisa ama-Blitz amangaki: abekelwa eqadi ebhalansini yakho msinyana. Nange uyicima namkha indali iphela, ubuyiselwa ama-Blitz angakasetjenziswa.`,
    },
    {
      id: 'bid-types',
      title: 'Imihlobo yamabhidi',
      keywords: 'imihlobo umhlobo standard beginner locked paid',
      text: `Ejayelekileko (Standard): Nanyana ngubani one-Blitz angabhida. Abathomako (Beginner): Ngeyabantu kwaphela abangazange bawine indali. I-Blitz ebhadelweko kwaphela (Paid Blitz only): Kungasetjenziswa kwaphela i-Blitz ebhadelweko lapha, hayi i-Blitz yamahala. Ikhiyiwe (Locked): Lokha intengo sele idlule iphuzu layo lokukhiya, kwaphela abantu ababhide ngaphambili abangaragela phambili.`,
    },
    {
      id: 'buy-now',
      title: 'Thenga nje',
      keywords: 'thenga nje buy now msinyana intengo yesitolo buyisela',
      text: `I-Buy now ithengisa into ngentengo yesitolo nange indali ingakathomi namkha ivulekile, nakibo boke ababhidileko emahoreni ali-${facts.BUY_NOW_AFTER_END_HOURS} ngemva kokuphela kwayo. Nawubhadelela i-buy now, ubuyiselwa woke ama-Blitz owasebenzisa kileyo ndali njengama-Blitz wamahala.`,
    },
    {
      id: 'rewards',
      title: 'Ama-Blitz wamahala nemiklomelo',
      keywords: 'mahala imiklomelo umklomelo fumana check-in qobe langa umngane iphrofayili',
      text: `Ama-Blitz wamahala avela emiklomelweni: ${facts.PROFILE_COMPLETION_REWARD_BLITZ} Blitz kanye nawuqedelela iphrofayili yakho, ${facts.DAILY_CHECK_IN_REWARD_BLITZ} Blitz nge-check-in yaqobe langa, nama-Blitz ali-${facts.REFERRER_REWARD_BLITZ} nange umngane omenyileko athenga iphakethe lakhe lokuthoma. Thola i-Blitz simahla: ngena qobe langa, qedela iphrofayela yakho bewumeme abangani.`,
    },
    {
      id: 'payments',
      title: 'Ukubhadela',
      keywords: 'bhadela ibhadelo ikarada eft amex payfast ngibhadela njani',
      text: `Amabhadelo adlula nge-PayFast: amakarada webhanga, i-instant EFT ne-AMEX. I-Blitz ayibuyiselwa imali. Iimbhadelo eziphephileko ngekhadi, nge-EFT etjhetjhako nange-AMEX.`,
    },
    {
      id: 'shipping',
      title: 'Ukulethwa',
      keywords: 'ukulethwa letha thumela courier isikhathi esingangani amalanga mahala iindleko',
      text: `Ukuthunyelwa kumahala nanyana kukuphi eSewula Afrika. Ukuletha kuthatha amalanga wokusebenza ali-${facts.SHIPPING_DAYS_MIN} ukuya ku-${facts.SHIPPING_DAYS_MAX}. Nange i-oda seyithunyelwe, umlando wama-oda wakho utjengisa i-courier nenomboro yokulandelela.`,
    },
    {
      id: 'returns',
      title: 'Ukubuyisela',
      keywords: 'buyisela ukubuyisela ngingabuyisela ngingayibuyisela ephukileko eyonakeleko tjhentjha',
      text: `Ukubuyisela kuvumelekile phakathi kwamalanga ama-${facts.RETURNS_DAYS}. Isibawo sokubuyisela kufanele senziwe phakathi kwamalanga ama-${facts.RETURN_REQUEST_DAYS} ngemva kokufumana into: thintana ne-Contact Support unenomboro ye-oda yakho.`,
    },
    {
      id: 'eligibility',
      title: 'Ngubani ongabhida',
      keywords: 'ngubani ongabhida iminyaka inarha sewula afrika',
      text: `Kufuze ube neminyaka eli-${facts.MIN_BIDDER_AGE} namkha ngaphezulu begodu uhlale eSewula Afrika bona utlolise, ubhide namkha uthenge. Siletha eSewula Afrika kwaphela, mahala.`,
    },
    {
      id: 'terms',
      title: 'Imibandela',
      keywords: 'imibandela imithetho buyekeziwe',
      text: `Imibandela yagcina ukubuyekezwa ngomhla ka-${facts.TERMS_DATE_TEXT}.`,
    },
    {
      id: 'support',
      title: 'Thintana nesekelo',
      keywords: 'thintana isekelo isizo umraro bika isililo',
      text: `Nanyana ngubani angathumela u-"Bika umraro" (Report a problem), angene namkha angangeni: kuvule kumenyu namkha ekhasini lokuthintana, isiqhema sethu sesizo sizokuphendula nge-imeyili. Kukhona okungasebenziko? Sitjele bona kwenzekeni, isiqhema sethu sokusiza sizokuphendula nge-imeyili.`,
    },
    {
      id: 'language',
      title: `Amalimi`,
      keywords: `ilimi amalimi ${facts.LANGUAGE_KEYWORDS}`,
      text: `Isitolo sikhona ngamalimi alitjhumi nanye (11): ${facts.languageNames(' ne-')}. Khetha ilimi lakho ngekunubhu ethi Ilimi. Iintengo ngamarandi, isizo ngamalimi alitjhumi nanye, neembhadelo eziphephileko ngekhadi nange-EFT etjhetjhako.`,
    },
  ],
  liveKeywords: {
    balance: 'mangaki ama-blitz nginawo ibhalansi yami aseleko',
    checkIn: 'ngenze i-check-in namhlanje',
    bids: 'iindali zami ngirhola phambili ngibhidile',
    buddies: 'bidbuddy yami',
    wins: 'ngithumbe ini okufanele ngikubhadele amalanga aseleko',
    cart: 'i-cart yami kunani',
    orders: 'iphi i-oda yami inomboro yokulandelela courier',
    packs: 'amaphakethe iphakethe intengo malini',
  },
  phrases: {
    unknown: `Angiqiniseki ngalokho begodu angifuni ukuqagela. Ngiyabawa usebenzise u-"Bika umraro" (Report a problem) namkha ufunde uMhlahlandlela; isiqhema sethu sizokusiza.`,
    signInFirst: `Ngiyabawa ucindezele u-Ngena (log in) kuqala, bona ngikghone ukuqala lokho ku-akhawunti yakho.`,
    fromGuide: headed,
    balance: (f) => `Unama-Blitz ali-${f.freeBlitz + f.paidBlitz}: ali-${f.freeBlitz} wamahala nali-${f.paidBlitz} athengiweko.`,
    checkIn: (f) =>
      f.checkedInToday
        ? `${glossed('Ungenile namhlanje', 'checkedIn')}! Buya kusasa uthole enye i-Blitz yesimahla.`
        : `${glossed('Awukangeni namhlanje: thatha i-Blitz yakho yesimahla', 'notCheckedIn')}.`,
    bids: (f) =>
      listOr(
        f.bids,
        `${glossed('Awukabhidi kinanyana ngiyiphi indali esaragela phambili', 'noBids')}.`,
        glossed('Iindali obhide kizo', 'bids'),
        bidRow('urhola phambili', 'omunye urhola phambili'),
      ),
    buddies: (f) =>
      listOr(
        f.buddies,
        'Awunayo i-BidBuddy esebenzako.',
        'Ama-BidBuddy wakho',
        (b) => `${b.title}: ${b.remaining} kwali-${b.reserved} ama-Blitz abekiweko aseleko`,
      ),
    wins: (f) =>
      listOr(
        f.wins,
        `${glossed('Azikho izinto ozithumbileko ezilinde ukubhadelwa', 'noWins')}.`,
        glossed('Izinto ozithumbileko ezilinde ukubhadelwa', 'wins'),
        (w) => `${w.title} nge-${w.price}, amalanga aseleko: ${w.daysLeft}`,
      ),
    cart: (f) => listOr(f.cart, 'I-cart yakho ayinalitho.', 'Ku-cart yakho', cartRow),
    orders: (f) =>
      listOr(
        f.orders,
        'Awukabi nama-oda.',
        'Ama-oda wakho wakutjhanje',
        orderRow({ order: 'i-oda', courier: 'courier', tracking: 'inomboro yokulandelela' }),
      ),
    packs: (packs) =>
      listOr(
        packs,
        'Awekho amaphakethe wamabhidi athengiswako nje.',
        'Amaphakethe wamabhidi athengiswako nje',
        (p) => `${p.bids} Blitz nge-${p.price}`,
      ),
  },
};
