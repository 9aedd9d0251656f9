/** Sesotho. Passages without a translation here are answered in English. */
import * as facts from './facts';
import type { LanguageKnowledge } from './types';
import { bidRow, cartRow, glossed, headed, listOr, orderRow } from './join-list';

export const ST: LanguageKnowledge = {
  passages: [
    {
      id: 'how-it-works',
      title: 'Kamoo fantisi e sebetsang kateng',
      keywords: 'sebetsa sebetsang qala hlalosa fantisi lekgetlo la pele motjha',
      text: `Reka Blitz (dikhredite tsa ho bida) ka dipakete, ebe o sebedisa Blitz e ${facts.BID_COST_BLITZ} bakeng sa bid ka nngwe fantising e phelang. Bidi e nngwe le e nngwe e nyolla theko ka disente tse mmalwa mme e eketsa metsotswana e ${facts.TIMER} tshupanakong. Ha tshupanako e fihla ho zero, ya bidileng ho qetela o hapa tokelo ya ho reka thepa ka theko ya ho qetela.`,
    },
    {
      id: 'blitz',
      title: 'Blitz ke eng',
      keywords: 'blitz dikhredite khredite mahala rekilweng',
      text: `Blitz ke dikhredite tsa ho bida tsa lebenkele: bid ka nngwe e bitsa Blitz e ${facts.BID_COST_BLITZ}. Blitz ke dikhrediti tsa ho bida tseo o di rekang ka diphutheloana kapa o di fumanang e le meputso. Blitz ha e busetswe ka tjhelete mme ha e na boleng ba tjhelete. Ya mahala e sebediswa pele, ntle le difantising tsa "Paid Blitz only". Blitz ha e busetswe ka tjhelete (non-refundable).`,
    },
    {
      id: 'bidding',
      title: 'Ho bida',
      keywords: 'bid bida beha phahamisa theko oache metsotswana',
      text: `Tobetsa Bid fantising e bulehileng: e bitsa Blitz e ${facts.BID_COST_BLITZ}, e phahamisa theko ka mohato o tsitsitseng mme e kgutlisetsa metsotswana e ${facts.TIMER} oacheng. O ke ke wa bida hape ha bid ya hao e ntse e etella pele. Bidi e nngwe le e nngwe e nyolla theko ka disente tse mmalwa mme e eketsa metsotswana e ${facts.TIMER} tshupanakong.`,
    },
    {
      id: 'auction-end',
      title: 'Ha fantisi e fela',
      keywords: 'fela feela neng kwala qetella hlola mohlodi',
      text: `Bidi e nngwe le e nngwe e eketsa metsotswana e ${facts.TIMER} tshupanakong ya fantisi. Fantisi e fela ha tshupanako e fihla ho zero, kapa ha dibidi di fihla ho ${facts.END_PCT}% ya theko ya lebenkele. Ya bidileng ho qetela o hapa tokelo, empa e seng boitlamo, ya ho reka thepa ka theko ya bidi ya ho qetela. Ya bidileng ho qetela ha nako e fela o a hapa. Fantisi e se nang bidi e kwalwa ntle le mohlodi (E kwetswe ntle le dibidi, Closed).`,
    },
    {
      id: 'winning',
      title: 'Kamora ho hlola',
      keywords: 'hlotse hlola lefa tefo nako ya ho qetela matsatsi',
      text: `Ho hapa ho o fa tokelo, empa e seng boitlamo, ya ho reka ntho. Mohlodi o na le matsatsi a ${facts.WINNER_PAYMENT_DAYS} ho lefella ntho eo a e hlotseng; kamora moo odara e a lahleha (E lahlehile, Forfeited). Dintho tseo o di hlotseng di emetse ho Cart ya hao ho fihlela o lefa. Ha tshupanako e fihla ho zero, ya bidileng ho qetela o hapa tokelo ya ho reka thepa ka theko ya ho qetela.`,
    },
    {
      id: 'bidbuddy',
      title: 'BidBuddy, sebidi se iketsetsang',
      keywords: 'bidbuddy iketsetsang sebidi boloka behetsweng',
      text: `BidBuddy e o bidela metsotswaneng ya ho qetela neng kapa neng ha motho e mong a etella pele, e sebedisa Blitz eo o e beileng ka thoko. E khansele ho kgutlisetswa Blitz e sa sebediswang. Kgetha hore e ka sebedisa Blitz tse kae: di behellwa ka thoko balanseng ya hao hang. Ha o e tima kapa fantisi e fela, o kgutlisetswa Blitz tse sa sebediswang.`,
    },
    {
      id: 'bid-types',
      title: 'Mefuta ya dibid',
      keywords: 'mefuta mofuta standard beginner locked paid',
      text: `E tlwaelehileng (Standard): Mang kapa mang ya nang le Blitz a ka bida. Ba qalang (Beginner): Ke ya ba so kang ba hlola fantisi feela. Blitz e lefilweng feela (Paid Blitz only): Ho ka sebediswa Blitz e lefilweng feela mona, e seng Blitz ya mahala. E notletswe (Locked): Hang ha theko e feta ntlha ya yona ya ho notlela, ke ba seng ba bidile feela ba ka tswelang pele.`,
    },
    {
      id: 'buy-now',
      title: 'Reka hona jwale',
      keywords: 'reka hona jwale buy now hanghang theko ya lebenkele kgutlisa',
      text: `Buy now e rekisa ntho ka theko ya lebenkele ha fantisi e so qale kapa e bulehile, le ho bohle ba bidileng ka dihora tse ${facts.BUY_NOW_AFTER_END_HOURS} kamora hore e fele. Ha o lefella buy now, o kgutlisetswa Blitz tsohle tseo o di sebedisitseng fantising eo e le Blitz ya mahala.`,
    },
    {
      id: 'rewards',
      title: 'Blitz ya mahala le meputso',
      keywords: 'mahala meputso moputso fumana check-in letsatsi le letsatsi motswalle profaele',
      text: `Blitz ya mahala e tswa meputsong: ${facts.PROFILE_COMPLETION_REWARD_BLITZ} Blitz hang ha o phethela profaele ya hao, ${facts.DAILY_CHECK_IN_REWARD_BLITZ} Blitz bakeng sa check-in ya letsatsi le letsatsi, le ${facts.REFERRER_REWARD_BLITZ} Blitz ha motswalle eo o mo memileng a reka pakete ya hae ya pele. Fumana Blitz mahala: kena letsatsi le leng le le leng, phethela profaele ya hao mme o memele metswalle.`,
    },
    {
      id: 'payments',
      title: 'Ho lefa',
      keywords: 'lefa tefo karete eft amex payfast ke lefa jwang',
      text: `Ditefo di feta ka PayFast: dikarete tsa banka, instant EFT le AMEX. Blitz ha e busetswe ka tjhelete. Ditefo tse sireletsehileng ka karete, EFT ya hang-hang le AMEX.`,
    },
    {
      id: 'shipping',
      title: 'Ho romelwa',
      keywords: 'romelwa romela thomello courier nako e kae matsatsi mahala ditjeho',
      text: `Thomello ke ya mahala kae kapa kae Afrika Borwa. Ho fihla ho nka matsatsi a mosebetsi a ${facts.SHIPPING_DAYS_MIN} ho isa ho a ${facts.SHIPPING_DAYS_MAX}. Ha odara e se e romilwe, nalane ya diodara tsa hao e bontsha courier le nomoro ya ho sala morao.`,
    },
    {
      id: 'returns',
      title: 'Ho kgutlisa',
      keywords: 'kgutlisa kgutlisetsa busetsa robehile senyehile fapanyetsana',
      text: `Ho kgutlisa ho dumelletswe nakong ya matsatsi a ${facts.RETURNS_DAYS}. Kopo ya ho kgutlisa e tlameha ho etswa nakong ya matsatsi a ${facts.RETURN_REQUEST_DAYS} kamora ho fumana ntho: ikopanye le Contact Support ka nomoro ya odara ya hao.`,
    },
    {
      id: 'eligibility',
      title: 'Ke mang ya ka bidang',
      keywords: 'mang ya ka bida bidang dilemo naha afrika borwa',
      text: `O tlameha ho ba le dilemo tse ${facts.MIN_BIDDER_AGE} kapa ho feta mme o dule Afrika Borwa hore o ingodise, o bide kapa o reke. Re romela ka hara Afrika Borwa feela, mahala.`,
    },
    {
      id: 'terms',
      title: 'Dipehelo le maemo',
      keywords: 'dipehelo maemo melao ntjhafaditswe',
      text: `Dipehelo le maemo di ntjhafaditswe la ho qetela ka ${facts.TERMS_DATE_TEXT}.`,
    },
    {
      id: 'support',
      title: 'Ikopanye le tshehetso',
      keywords: 'ikopanye tshehetso thuso bothata tlaleha tletlebo',
      text: `Mang kapa mang a ka romela "Tlaleha bothata" (Report a problem), a kene kapa a sa kena: e bule ho menyu kapa leqepheng la ho ikopanya, sehlopha sa rona sa tshehetso se tla araba ka imeile. Na ho na le ntho e sa sebetseng? Re bolelle se etsahetseng, sehlopha sa rona sa tshehetso se tla araba ka imeile.`,
    },
    {
      id: 'language',
      title: `Dipuo`,
      keywords: `puo dipuo ${facts.LANGUAGE_KEYWORDS}`,
      text: `Lebenkele le fumaneha ka dipuo tse leshome le motso o le mong (11): ${facts.languageNames(' le ')}. Kgetha puo ya hao ka konopo ya Puo. Ditheko ka diranta, tshehetso ka dipuo tse leshome le motso o le mong, le ditefo tse sireletsehileng ka karete le EFT ya hang-hang.`,
    },
  ],
  liveKeywords: {
    balance: 'blitz tse kae ke na le tsona balanse ya ka setseng',
    checkIn: 'ke entse check-in kajeno',
    bids: 'difantisi tsa ka ke etella pele ke bidile',
    buddies: 'bidbuddy ya ka',
    wins: 'ke hlotse eng tseo ke tlamehang ho di lefa matsatsi a setseng',
    cart: 'cart ya ka ho na le eng',
    orders: 'odara ya ka e kae nomoro ya ho sala morao courier',
    packs: 'dipakete pakete theko bokae',
  },
  phrases: {
    unknown: `Ha ke na bonnete ka seo mme ha ke batle ho hakanya. Ka kopo sebedisa "Tlaleha bothata" (Report a problem) kapa o bale Tataiso; sehlopha sa rona se tla o thusa.`,
    signInFirst: `Ka kopo kena pele (Kena, log in), e le hore nka sheba seo akhaontong ya hao.`,
    fromGuide: headed,
    balance: (f) => `O na le Blitz tse ${f.freeBlitz + f.paidBlitz}: tse ${f.freeBlitz} tsa mahala le tse ${f.paidBlitz} tse rekilweng.`,
    checkIn: (f) =>
      f.checkedInToday
        ? `${glossed('O kene kajeno', 'checkedIn')}! Kgutla hosane ho fumana Blitz e nngwe ya mahala.`
        : `${glossed('Ha o so kene kajeno: nka Blitz ya hao ya mahala', 'notCheckedIn')}.`,
    bids: (f) =>
      listOr(
        f.bids,
        `${glossed('Ha o so bide fantising efe kapa efe e ntseng e tswela pele', 'noBids')}.`,
        glossed('Difantisi tseo o bidileng ho tsona', 'bids'),
        bidRow('o etella pele', 'e mong o etella pele'),
      ),
    buddies: (f) =>
      listOr(
        f.buddies,
        'Ha o na BidBuddy e sebetsang.',
        'BidBuddy tsa hao',
        (b) => `${b.title}: ${b.remaining} ho tse ${b.reserved} tsa Blitz tse behelletsweng di setse`,
      ),
    wins: (f) =>
      listOr(
        f.wins,
        `${glossed('Ha ho na dintho tseo o di hlotseng tse emetseng tefo', 'noWins')}.`,
        glossed('Dintho tseo o di hlotseng tse emetseng tefo', 'wins'),
        (w) => `${w.title} ka ${w.price}, matsatsi a setseng: ${w.daysLeft}`,
      ),
    cart: (f) => listOr(f.cart, 'Cart ya hao ha e na letho.', 'Ho cart ya hao', cartRow),
    orders: (f) =>
      listOr(
        f.orders,
        'Ha o so be le diodara.',
        'Diodara tsa hao tsa morao tjena',
        orderRow({ order: 'odara', courier: 'courier', tracking: 'nomoro ya ho sala morao' }),
      ),
    packs: (packs) =>
      listOr(
        packs,
        'Ha ho na dipakete tsa dibid tse rekiswang hona jwale.',
        'Dipakete tsa dibid tse rekiswang hona jwale',
        (p) => `${p.bids} Blitz ka ${p.price}`,
      ),
  },
};
