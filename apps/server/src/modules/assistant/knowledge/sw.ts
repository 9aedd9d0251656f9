/** siSwati. Passages without a translation here are answered in English. */
import * as facts from './facts';
import type { LanguageKnowledge } from './types';
import { bidRow, cartRow, glossed, headed, listOr, orderRow } from './join-list';

export const SW: LanguageKnowledge = {
  passages: [
    {
      id: 'how-it-works',
      title: 'Indlela indali lesebenta ngayo',
      keywords: 'isebenta njani cala chaza indali kwekucala umusha',
      text: `Tsenga ema-Blitz (emakhredithi ekubhida) ngemaphakethe, bese usebentisa i-Blitz lengu-${facts.BID_COST_BLITZ} ebhidini ngalinye endalini lebukhoma. Libhidi ngalinye lenyusa intsengo ngemasenti lambalwa futsi lengeta imizuzwana lengu-${facts.TIMER} ewashini. Nangabe liwashi lifika kuziro, lobhide wekugcina unqoba lilungelo lekutsenga lentfo ngentsengo yekugcina.`,
    },
    {
      id: 'blitz',
      title: 'Yini i-Blitz',
      keywords: 'blitz emakhredithi khredithi yini mahhala latsengiwe',
      text: `Ema-Blitz ngemakhredithi ekubhida esitolo: libhidi ngalinye libita i-Blitz lengu-${facts.BID_COST_BLITZ}. Blitz ngemakhredithi ekubhida. Utitsenga ngemaphakethe nobe utitfole njengemiklomelo. Blitz atibuyiselwa imali futsi atikwati kushintjwa tibe yimali. Emahhala asetjentiswa kucala, ngaphandle kwetindali te-"Paid Blitz only". I-Blitz ayibuyiselwa imali (non-refundable).`,
    },
    {
      id: 'bidding',
      title: 'Kubeka libhidi',
      keywords: 'libhidi bhida kubhida beka nyusa intsengo liwashi imizuzwana ngibhida njani',
      text: `Cindzetela Bid endalini levulekile: kubita i-Blitz lengu-${facts.BID_COST_BLITZ}, kunyusa intsengo ngesinyatselo lesingagucuki futsi kubuyisela imizuzwana lengu-${facts.TIMER} ewashini. Awukwati kubhida futsi ngesikhatsi libhidi lakho lisahamba embili. Libhidi ngalinye lenyusa intsengo ngemasenti lambalwa futsi lengeta imizuzwana lengu-${facts.TIMER} ewashini.`,
    },
    {
      id: 'auction-end',
      title: 'Nangabe indali iphela',
      keywords: 'iphela phela nini vala gcina wina lowinile',
      text: `Libhidi ngalinye lengeta imizuzwana lengu-${facts.TIMER} ewashini lendali. Indali iphela nangabe liwashi layo lifika kuziro, nobe nangabe emabhidi afika ku-${facts.END_PCT}% wentsengo yasesitolo. Lobhide wekugcina unqoba lilungelo, kodvwa hhayi sibopho, lekutsenga lentfo ngentsengo yelibhidi lekugcina. Lobhide wekugcina nasikhatsi siphela nguye lonqobako. Indali lete libhidi ivalwa ingenamnqobi (Ivaliwe ngaphandle kwemabhidi, Closed).`,
    },
    {
      id: 'winning',
      title: 'Ngemuva kwekuwina',
      keywords: 'ngiwine wina khokha inkhokhelo lilanga lekugcina emalanga',
      text: `Kunqoba kukunika lilungelo, kodvwa hhayi sibopho, lekutsenga intfo. Lowinile unemalanga langu-${facts.WINNER_PAYMENT_DAYS} ekukhokhela intfo layiwinile; ngemuva kwaloko i-oda iyalahleka (Kulahlekile, Forfeited). Tintfo lotiwinile tilindzile ku-Cart yakho uze ukhokhe. Nangabe liwashi lifika kuziro, lobhide wekugcina unqoba lilungelo lekutsenga lentfo ngentsengo yekugcina.`,
    },
    {
      id: 'bidbuddy',
      title: 'I-BidBuddy, umbhidi lotenteka',
      keywords: 'bidbuddy lotenteka umbhidi gcina lebekiwe',
      text: `BidBuddy ikubhidela emizuzwaneni yekugcina nangabe lomunye umuntfu uhamba embili, isebentisa Blitz loyibeke eceleni. Yikhansele kute ubuyiselwe Blitz lengakasetjentiswa. Khetsa kutsi ingasebentisa ema-Blitz langakhi: abekelwa eceleni ebhalansini yakho khona nyalo. Nangabe uyicima nobe indali iphela, ubuyiselwa ema-Blitz langakasetjentiswa.`,
    },
    {
      id: 'bid-types',
      title: 'Tinhlobo temabhidi',
      keywords: 'tinhlobo luhlobo standard beginner locked paid',
      text: `Lejwayelekile (Standard): Nobe ngubani lone-Blitz angabhida. Yalabacalako (Beginner): Ngalabangazange banqobe indali kuphela. Blitz letikhokhelwe kuphela (Paid Blitz only): Lapha kusetjentiswa Blitz letikhokhelwe kuphela, hhayi Blitz yamahhala. Ikhiyiwe (Locked): Nangabe intsengo seyendlule licophelo lekukhiya, bangachubeka kuphela labo lesebavele babhidile.`,
    },
    {
      id: 'buy-now',
      title: 'Tsenga nyalo',
      keywords: 'tsenga nyalo buy now khona nyalo intsengo yasesitolo buyisela',
      text: `I-Buy now itsengisa intfo ngentsengo yasesitolo ngesikhatsi indali ingakacali nobe ivulekile, kanye nakubo bonkhe lababhidile emahoreni langu-${facts.BUY_NOW_AFTER_END_HOURS} ngemuva kwekuphela kwayo. Nawukhokhela i-buy now, ubuyiselwa onkhe ema-Blitz lowasebentisa kuleyo ndali njengema-Blitz emahhala.`,
    },
    {
      id: 'rewards',
      title: 'Ema-Blitz emahhala nemiklomelo',
      keywords: 'mahhala imiklomelo umklomelo tfola check-in onkhe malanga umngani liphrofayili',
      text: `Ema-Blitz emahhala avela emiklomelweni: ${facts.PROFILE_COMPLETION_REWARD_BLITZ} Blitz kanye nawucedzela liphrofayili lakho, ${facts.DAILY_CHECK_IN_REWARD_BLITZ} Blitz nge-check-in yemalanga onkhe, kanye nema-Blitz langu-${facts.REFERRER_REWARD_BLITZ} nangabe umngani lomemile atsenga liphakethe lakhe lekucala. Tfola i-Blitz mahhala: ngena onkhe malanga, cedzela iphrofayili yakho futsi umeme bangani.`,
    },
    {
      id: 'payments',
      title: 'Kukhokha',
      keywords: 'khokha inkhokhelo likhadi eft amex payfast ngikhokha njani',
      text: `Tinkhokhelo tendlula nge-PayFast: emakhadi asebhange, i-instant EFT kanye ne-AMEX. I-Blitz ayibuyiselwa imali. Tinkhokhelo letiphephile ngelikhadi, nge-instant EFT kanye nange-AMEX.`,
    },
    {
      id: 'shipping',
      title: 'Kulethwa',
      keywords: 'kulethwa letsa tfumela courier sikhatsi lesingakanani emalanga mahhala tindleko',
      text: `Kutfunyelwa kumahhala noma kuphi eNingizimu Afrika. Kulethwa kutsatsa emalanga ekusebenta langu-${facts.SHIPPING_DAYS_MIN} kuya ku-${facts.SHIPPING_DAYS_MAX}. Nangabe i-oda seyitfunyelwe, umlandvo wema-oda akho ukhombisa i-courier nenombolo yekulandzelela.`,
    },
    {
      id: 'returns',
      title: 'Kubuyisela',
      keywords: 'buyisela kubuyisela ngingabuyisela ngingayibuyisela lephukile lonakele shintja',
      text: `Kubuyisela kuvumelekile kungakapheli emalanga langu-${facts.RETURNS_DAYS}. Sicelo sekubuyisela kufanele senteke kungakapheli emalanga langu-${facts.RETURN_REQUEST_DAYS} ngemuva kwekutfola intfo: tsintsana ne-Contact Support unenombolo ye-oda yakho.`,
    },
    {
      id: 'eligibility',
      title: 'Ngubani longabhida',
      keywords: 'ngubani longabhida iminyaka live ningizimu afrika',
      text: `Kufanele ube neminyaka lengu-${facts.MIN_BIDDER_AGE} nobe ngetulu futsi uhlale eNingizimu Afrika kute ubhalise, ubhide nobe utsenge. Siletsa eNingizimu Afrika kuphela, mahhala.`,
    },
    {
      id: 'terms',
      title: 'Imigomo nemibandzela',
      keywords: 'imigomo imibandzela imitsetfo buyeketiwe',
      text: `Imigomo nemibandzela yagcina kubuyeketwa nga-${facts.TERMS_DATE_TEXT}.`,
    },
    {
      id: 'support',
      title: 'Tsintsana nelusito',
      keywords: 'tsintsana lusito sito inkinga bika sikhalo',
      text: `Nobe ngubani angatfumela "Bika inkinga" (Report a problem), angenile nobe cha: kuvule kumenyu nobe ekhasini lekutsintsa, licembu letfu lelusito litakuphendvula nge-imeyili. Kukhona lokungasebenti? Sitjele kutsi kwentekeni, licembu letfu lekusita litawuphendvula nge-imeyili.`,
    },
    {
      id: 'language',
      title: `Tilwimi`,
      keywords: `lulwimi tilwimi ${facts.LANGUAGE_KEYWORDS}`,
      text: `Sitolo sikhona ngetilwimi letilishumi nakunye (11): ${facts.languageNames(' ne-')}. Khetsa lulwimi lwakho ngenkinobho letsi Lulwimi. Tintsengo ngemarandi, lusito ngetilwimi letilishumi nakunye, kanye netinkhokhelo letiphephile ngelikhadi nange-instant EFT.`,
    },
  ],
  liveKeywords: {
    balance: 'mangakhi ema-blitz nginawo ibhalansi yami lasele',
    checkIn: 'ngente check-in lamuhla',
    bids: 'tindali tami ngihamba embili ngibhidile',
    buddies: 'bidbuddy yami',
    wins: 'ngiwine ini lokufanele ngikukhokhe emalanga lasele',
    cart: 'i-cart yami kukhona ini',
    orders: 'iphi i-oda yami inombolo yekulandzelela courier',
    packs: 'emaphakethe liphakethe intsengo malini',
  },
  phrases: {
    unknown: `Angiciniseki ngaloko futsi angifuni kucagela. Ngicela usebentise "Bika inkinga" (Report a problem) nobe ufundze Umhlahlandlela; licembu letfu litakusita.`,
    signInFirst: `Ngicela ucindzetele Ngena (log in) kucala, kute ngikhone kubheka loko ku-akhawunti yakho.`,
    fromGuide: headed,
    balance: (f) => `Unema-Blitz langu-${f.freeBlitz + f.paidBlitz}: langu-${f.freeBlitz} emahhala nalangu-${f.paidBlitz} latsengiwe.`,
    checkIn: (f) =>
      f.checkedInToday
        ? `${glossed('Ungenile lamuhla', 'checkedIn')}! Buya kusasa utfole lenye i-Blitz yamahhala.`
        : `${glossed('Awukangeni lamuhla: tsatsa i-Blitz yakho yamahhala', 'notCheckedIn')}.`,
    bids: (f) =>
      listOr(
        f.bids,
        `${glossed('Awukabhidi kunoma nguyiphi indali lesachubeka', 'noBids')}.`,
        glossed('Tindali lobhide kuto', 'bids'),
        bidRow('uhamba embili', 'lomunye uhamba embili'),
      ),
    buddies: (f) =>
      listOr(
        f.buddies,
        'Awunayo i-BidBuddy lesebentako.',
        'Ema-BidBuddy akho',
        (b) => `${b.title}: ${b.remaining} kulangu-${b.reserved} ema-Blitz labekiwe lasele`,
      ),
    wins: (f) =>
      listOr(
        f.wins,
        `${glossed('Kute tintfo lotiwinile letilindze kukhokhelwa', 'noWins')}.`,
        glossed('Tintfo lotiwinile letilindze kukhokhelwa', 'wins'),
        (w) => `${w.title} nga-${w.price}, emalanga lasele: ${w.daysLeft}`,
      ),
    cart: (f) => listOr(f.cart, 'I-cart yakho ayinalutfo.', 'Ku-cart yakho', cartRow),
    orders: (f) =>
      listOr(
        f.orders,
        'Awukabi nawo ema-oda.',
        'Ema-oda akho asanda kwenteka',
        orderRow({ order: 'i-oda', courier: 'courier', tracking: 'inombolo yekulandzelela' }),
      ),
    packs: (packs) =>
      listOr(
        packs,
        'Kute emaphakethe emabhidi latsengiswako nyalo.',
        'Emaphakethe emabhidi latsengiswako nyalo',
        (p) => `${p.bids} Blitz nga-${p.price}`,
      ),
  },
};
