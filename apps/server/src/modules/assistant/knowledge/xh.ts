/** isiXhosa. Passages without a translation here are answered in English. */
import * as facts from './facts';
import type { LanguageKnowledge } from './types';
import { bidRow, cartRow, glossed, headed, listOr, orderRow } from './join-list';

export const XH: LanguageKnowledge = {
  passages: [
    {
      id: 'how-it-works',
      title: 'Indlela ifandesi esebenza ngayo',
      keywords: 'isebenza njani qala chaza ifandesi fandesi okokuqala mtsha',
      text: `Thenga ii-Blitz (iikhredithi zokubhida) ngeepakethi, uze usebenzise i-Blitz e-${facts.BID_COST_BLITZ} kwibhidi nganye kwifandesi ebukhoma. Ibhidi nganye inyusa ixabiso ngeesenti ezimbalwa kwaye yongeza imizuzwana eli-${facts.TIMER} kwiwotshi. Xa iwotshi ifika kuziro, obhide okokugqibela ufumana ilungelo lokuthenga into ngexabiso lokugqibela.`,
    },
    {
      id: 'blitz',
      title: 'Yintoni i-Blitz',
      keywords: 'blitz iikhredithi khredithi yintoni simahla ezithengiweyo',
      text: `Ii-Blitz ziikhredithi zokubhida zevenkile: ibhidi nganye ibiza i-Blitz e-${facts.BID_COST_BLITZ}. I-Blitz ziikhredithi zokubhida ezithengwa ngeepakethi okanye ezifunyanwa njengemivuzo. Imali ehlawulelwe i-Blitz ayibuyiswa, kwaye i-Blitz ayinakutshintshwa ibe yimali. Ezasimahla zisetyenziswa kuqala, ngaphandle kwiifandesi ze-"Paid Blitz only". I-Blitz ayibuyiselwa mali (non-refundable).`,
    },
    {
      id: 'bidding',
      title: 'Ukubeka ibhidi',
      keywords: 'ibhidi bhida ukubhida beka nyusa ixabiso iwotshi imizuzwana ndibhida njani',
      text: `Cofa u-Bid kwifandesi evulekileyo: kubiza i-Blitz e-${facts.BID_COST_BLITZ}, kunyusa ixabiso ngesixa esimiselweyo kwaye kubuyisela imizuzwana eli-${facts.TIMER} kwiwotshi. Awunakuphinda ubhide ngelixa ibhidi yakho isaphambili. Ibhidi nganye inyusa ixabiso ngeesenti ezimbalwa kwaye yongeza imizuzwana eli-${facts.TIMER} kwiwotshi.`,
    },
    {
      id: 'auction-end',
      title: 'Xa ifandesi iphela',
      keywords: 'iphela phela nini ivala gqiba uphumelela ophumeleleyo',
      text: `Ibhidi nganye yongeza imizuzwana eli-${facts.TIMER} kwixesha lefandesi. Ifandesi iyaphela xa ixesha layo lifika kuziro, okanye xa amabhidi efikelela kwi-${facts.END_PCT}% yexabiso lasevenkileni. Obhide okokugqibela ufumana ilungelo lokuthenga into ngexabiso lebhidi yokugqibela — kodwa akanyanzelekanga ukuyithenga. Obhide okokugqibela xa ixesha liphela uyaphumelela. Ifandesi engenabhidi ivalwa ingenaphumeleleyo (Ivaliwe ngaphandle kweebhidi, Closed).`,
    },
    {
      id: 'winning',
      title: 'Emva kokuphumelela',
      keywords: 'ndiphumelele phumelela hlawula intlawulo umhla wokugqibela iintsuku',
      text: `Ukuphumelela kukunika ilungelo, kodwa hayi isinyanzelo, lokuthenga into. Ophumeleleyo uneentsuku ezi-${facts.WINNER_PAYMENT_DAYS} zokuhlawulela into ayiphumeleleyo; emva koko i-odolo iyalahleka (Ilahlekile, Forfeited). Izinto oziphumeleleyo zilinda kwi-Cart yakho de uhlawule. Xa iwotshi ifika kuziro, obhide okokugqibela ufumana ilungelo lokuthenga into ngexabiso lokugqibela.`,
    },
    {
      id: 'bidbuddy',
      title: 'I-BidBuddy, umbhidi ozenzekelayo',
      keywords: 'bidbuddy ozenzekelayo umbhidi gcina ebekiweyo',
      text: `I-BidBuddy ikubhidela kwimizuzwana yokugqibela xa omnye umntu ephambili, isebenzisa i-Blitz oyibekele bucala. Yirhoxise ukuze ubuyiselwe i-Blitz engasetyenziswanga. Khetha ukuba zingaphi ii-Blitz enokuzisebenzisa: zibekelwa bucala kwibhalansi yakho ngoko nangoko. Xa uyicima okanye ifandesi iphela, ufumana ii-Blitz ezingasetyenziswanga.`,
    },
    {
      id: 'bid-types',
      title: 'Iintlobo zeebhidi',
      keywords: 'iintlobo uhlobo standard beginner locked paid',
      text: `Eqhelekileyo (Standard): Nabani na one-Blitz angabhida. Abaqalayo (Beginner): Yenzelwe kuphela ababhidi abangazange baphumelele fandesi. I-Blitz ehlawulelweyo kuphela (Paid Blitz only): Apha kungasetyenziswa i-Blitz ehlawulelweyo kuphela, hayi i-Blitz yasimahla. Itshixiwe (Locked): Xa ixabiso sele lidlule kwinqanaba lokutshixa, kuphela ababhidi asele bebhidile abanokuqhubeka.`,
    },
    {
      id: 'buy-now',
      title: 'Thenga ngoku',
      keywords: 'thenga ngoku buy now ngoko nangoko ixabiso lasevenkileni buyisela',
      text: `I-Buy now ithengisa into ngexabiso lasevenkileni ngelixa ifandesi ingekaqali okanye ivulekile, nakubo bonke ababhidileyo kangangeeyure ezi-${facts.BUY_NOW_AFTER_END_HOURS} emva kokuphela kwayo. Xa uhlawula i-buy now, ufumana zonke ii-Blitz owazisebenzisa kuloo fandesi njengee-Blitz zasimahla.`,
    },
    {
      id: 'rewards',
      title: 'Ii-Blitz zasimahla nemivuzo',
      keywords: 'simahla mivuzo umvuzo fumana check-in yonke imihla mhlobo profayile',
      text: `Ii-Blitz zasimahla zivela kwimivuzo: ${facts.PROFILE_COMPLETION_REWARD_BLITZ} Blitz kanye xa ugqibezela iprofayile yakho, ${facts.DAILY_CHECK_IN_REWARD_BLITZ} Blitz kwi-check-in yemihla ngemihla, kunye ne-${facts.REFERRER_REWARD_BLITZ} Blitz xa umhlobo omthumeleyo ethenga ipakethi yakhe yokuqala. Fumana i-Blitz simahla: ngena yonke imihla, gqibezela iprofayile yakho kwaye umeme abahlobo.`,
    },
    {
      id: 'payments',
      title: 'Ukuhlawula',
      keywords: 'hlawula intlawulo ikhadi eft amex payfast ndihlawula njani',
      text: `Iintlawulo zihamba nge-PayFast: amakhadi ebhanki, i-instant EFT kunye ne-AMEX. I-Blitz ayibuyiselwa mali. Iintlawulo ezikhuselekileyo ngekhadi, nge-EFT ekhawulezayo nange-AMEX.`,
    },
    {
      id: 'shipping',
      title: 'Ukuhanjiswa',
      keywords: 'ukuhanjiswa hambisa thumela courier ixesha lide kangakanani iintsuku simahla iindleko',
      text: `Ukuthunyelwa kusimahla naphi na eMzantsi Afrika. Ukuhanjiswa kuthatha iintsuku zokusebenza ezi-${facts.SHIPPING_DAYS_MIN} ukuya kwezi-${facts.SHIPPING_DAYS_MAX}. Xa i-odolo ithunyelwe, imbali yee-odolo zakho ibonisa i-courier nenombolo yokulandelela.`,
    },
    {
      id: 'returns',
      title: 'Ukubuyisela',
      keywords: 'buyisela ukubuyisela ndingabuyisela ndingayibuyisela imbuyekezo yaphukileyo yonakele tshintsha',
      text: `Ukubuyisela kuvumelekile kwiintsuku ezi-${facts.RETURNS_DAYS}. Isicelo sokubuyisela kufuneka senziwe kwiintsuku ezi-${facts.RETURN_REQUEST_DAYS} emva kokufumana into: qhagamshelana no-Contact Support unenombolo ye-odolo yakho.`,
    },
    {
      id: 'eligibility',
      title: 'Ngubani onokubhida',
      keywords: 'ngubani onokubhida ubudala iminyaka ilizwe mzantsi afrika',
      text: `Kufuneka ube neminyaka eli-${facts.MIN_BIDDER_AGE} nangaphezulu kwaye uhlale eMzantsi Afrika ukuze ubhalise, ubhide okanye uthenge. Sihambisa eMzantsi Afrika kuphela, simahla.`,
    },
    {
      id: 'terms',
      title: 'Imiqathango',
      keywords: 'imiqathango imigaqo ihlaziyiwe',
      text: `Imiqathango yagqibela ukuhlaziywa ngomhla we-${facts.TERMS_DATE_TEXT}.`,
    },
    {
      id: 'support',
      title: 'Qhagamshelana nenkxaso',
      keywords: 'qhagamshelana nkxaso uncedo ingxaki xela isikhalazo',
      text: `Nabani na angathumela u-"Xela ingxaki" (Report a problem), engenile okanye engangenanga: kuvule kwimenyu okanye kwiphepha loqhagamshelwano, iqela lethu lenkxaso liza kuphendula nge-imeyile. Ingaba kukho into engasebenziyo? Sixelele okwenzekileyo, iqela lethu lenkxaso liza kuphendula nge-imeyile.`,
    },
    {
      id: 'language',
      title: `Iilwimi`,
      keywords: `ulwimi iilwimi ${facts.LANGUAGE_KEYWORDS}`,
      text: `Ivenkile ikhona ngeelwimi ezilishumi elinanye (11): ${facts.languageNames(' ne-')}. Khetha ulwimi lwakho ngeqhosha elithi Ulwimi. Amaxabiso ngeerandi, inkxaso ngeelwimi ezilishumi elinanye, neentlawulo ezikhuselekileyo ngekhadi nange-EFT ekhawulezayo.`,
    },
  ],
  liveKeywords: {
    balance: 'zingaphi ii-blitz ndinazo ibhalansi yam eziseleyo',
    checkIn: 'ndenze check-in namhlanje ndingenile',
    bids: 'iifandesi zam ndiphambili ndibhidile',
    buddies: 'bidbuddy yam',
    wins: 'ndiphumelele ntoni ekufuneka ndihlawule iintsuku eziseleyo',
    cart: 'i-cart yam kukho ntoni',
    orders: 'iphi i-odolo yam inombolo yokulandelela courier',
    packs: 'iipakethi ipakethi ixabiso malini',
  },
  phrases: {
    unknown: `Andiqinisekanga ngaloo nto kwaye andifuni kuqikelela. Nceda usebenzise u-"Xela ingxaki" (Report a problem) okanye ufunde iSikhokelo; iqela lethu liza kukunceda.`,
    signInFirst: `Nceda ucofe u-Ngena (log in) kuqala, ukuze ndikwazi ukujonga oko kwi-akhawunti yakho.`,
    fromGuide: headed,
    balance: (f) => `Unee-Blitz ezi-${f.freeBlitz + f.paidBlitz}: ${f.freeBlitz} zasimahla kunye ne-${f.paidBlitz} ezithengiweyo.`,
    checkIn: (f) =>
      f.checkedInToday
        ? `${glossed('Ungenile namhlanje', 'checkedIn')}! Buya ngomso ufumane enye i-Blitz yasimahla.`
        : `${glossed('Awukangeni namhlanje: thatha i-Blitz yakho yasimahla', 'notCheckedIn')}.`,
    bids: (f) =>
      listOr(
        f.bids,
        `${glossed('Awukabhidi kuyo nayiphi na ifandesi esaqhubekayo', 'noBids')}.`,
        glossed('Iifandesi obhide kuzo', 'bids'),
        bidRow('uphambili', 'omnye uphambili'),
      ),
    buddies: (f) =>
      listOr(
        f.buddies,
        'Awunayo i-BidBuddy esebenzayo.',
        'Ii-BidBuddy zakho',
        (b) => `${b.title}: ${b.remaining} kwezi-${b.reserved} zee-Blitz ezibekiweyo zisele`,
      ),
    wins: (f) =>
      listOr(
        f.wins,
        `${glossed('Akukho zinto uziphumeleleyo ezilinde ukuhlawulwa', 'noWins')}.`,
        glossed('Izinto oziphumeleleyo ezilinde ukuhlawulwa', 'wins'),
        (w) => `${w.title} nge-${w.price}, iintsuku eziseleyo: ${w.daysLeft}`,
      ),
    cart: (f) => listOr(f.cart, 'I-cart yakho ayinanto.', 'Kwi-cart yakho', cartRow),
    orders: (f) =>
      listOr(
        f.orders,
        'Akukabikho ma-odolo.',
        'Ii-odolo zakho zamva nje',
        orderRow({ order: 'i-odolo', courier: 'courier', tracking: 'inombolo yokulandelela' }),
      ),
    packs: (packs) =>
      listOr(
        packs,
        'Akukho zipakethi zeebhidi zithengiswayo ngoku.',
        'Iipakethi zeebhidi ezithengiswayo ngoku',
        (p) => `${p.bids} Blitz nge-${p.price}`,
      ),
  },
};
