/** Xitsonga. Passages without a translation here are answered in English. */
import * as facts from './facts';
import type { LanguageKnowledge } from './types';
import { bidRow, cartRow, glossed, headed, listOr, orderRow } from './join-list';

export const TS: LanguageKnowledge = {
  passages: [
    {
      id: 'how-it-works',
      title: 'Ndlela leyi fandisi yi tirhaka ha yona',
      keywords: 'tirha tirhaka sungula hlamusela xixavo ro sungula muntshwa',
      text: `Xava Blitz (tikhredithi to bida) hi maphakiti, kutani u tirhisa Blitz ya ${facts.BID_COST_BLITZ} eka bid yin'wana ni yin'wana exixavweni lexi hanyaka. Bidi yin'wana na yin'wana yi tlakusa nxavo hi tisente ti nga ri tingani naswona yi engetela tisekoni ta ${facts.TIMER} eka wachi. Loko wachi wu fika eka zero, loyi a bideke hi ku hetelela u hlula mfanelo yo xava nchumu hi nxavo wo hetelela.`,
    },
    {
      id: 'blitz',
      title: 'Blitz i yini',
      keywords: 'blitz tikhredithi khredithi yini mahala xaviweke',
      text: `Blitz i tikhredithi to bida ta xitolo: bid yin'wana ni yin'wana yi durha Blitz ya ${facts.BID_COST_BLITZ}. Blitz i tikhrediti to bida leti xaviwaka hi tiphakiti kumbe leti kumiwaka tanihi tinyiko. Blitz a ti vuyiseriwi mali naswona a ti na nkoka wa mali. Ya mahala yi tirhisiwa ku sungula, handle ka le swixavweni swa "Paid Blitz only". Blitz a yi vuyiseriwi mali (non-refundable).`,
    },
    {
      id: 'bidding',
      title: 'Ku bida',
      keywords: 'bid bida veka tlakusa nxavo wachi tisekoni ndzi bida njhani',
      text: `Tshikelela Bid exixavweni lexi pfulekeke: swi durha Blitz ya ${facts.BID_COST_BLITZ}, swi tlakusa nxavo hi goza leri nga cinciki naswona swi tlherisela tisekoni ta ${facts.TIMER} eka wachi. A wu nge bidi nakambe loko bid ya wena ya ha rhangele. Bidi yin'wana na yin'wana yi tlakusa nxavo hi tisente ti nga ri tingani naswona yi engetela tisekoni ta ${facts.TIMER} eka wachi.`,
    },
    {
      id: 'auction-end',
      title: 'Loko fandisi yi hela',
      keywords: 'hela helaka rini pfala hetelela hlula muhluri',
      text: `Bidi yin'wana na yin'wana yi engetela tisekoni ta ${facts.TIMER} eka wachi wa fandisi. Fandisi yi hela loko wachi wa yona wu fika eka zero, kumbe loko tibidi ti fika eka ${facts.END_PCT}% wa nxavo wa le xitolo. Loyi a bideke hi ku hetelela u hlula mfanelo, kambe ku nga ri xiboho, yo xava nchumu hi nxavo wa bidi yo hetelela. Loyi a bideke hi ku hetelela loko nkarhi wu hela hi yena a hlulaka. Fandisi leyi nga riki na bidi yi pfaliwa handle ka muhluri (Yi pfariwile handle ka tibidi, Closed).`,
    },
    {
      id: 'winning',
      title: 'Endzhaku ko hlula',
      keywords: 'hlurile hlula hakela hakelo siku ro hetelela masiku',
      text: `Ku hlula swi ku nyika mfanelo, kambe ku nga ri xiboho, yo xava nchumu. Muhluri u na masiku ya ${facts.WINNER_PAYMENT_DAYS} ku hakelela nchumu lowu a wu hluleke; endzhaku ka sweswo odara yi lahleka (Yi lahlekile, Forfeited). Swilo leswi u swi hluleke swi rindzerile eka Cart ya wena ku fikela u hakela. Loko wachi wu fika eka zero, loyi a bideke hi ku hetelela u hlula mfanelo yo xava nchumu hi nxavo wo hetelela.`,
    },
    {
      id: 'bidbuddy',
      title: 'BidBuddy, mubidi wa xiyimiselo',
      keywords: 'bidbuddy xiyimiselo mubidi hlayisa vekiweke',
      text: `BidBuddy yi ku bidela eka tisekoni to hetelela loko munhu un'wana a ri emahlweni, yi tirhisa Blitz leyi u yi vekeleke etlhelo. Yi khansele leswaku u vuyiseriwa Blitz leyi nga tirhisiwangiki. Hlawula leswaku yi nga tirhisa Blitz yo tani hi yingani: yi vekiwa etlhelo eka balanse ya wena hi ku hatlisa. Loko u yi tima kumbe fandisi yi hela, u tlheriseriwa Blitz leyi nga tirhisiwangiki.`,
    },
    {
      id: 'bid-types',
      title: 'Mixaka ya tibid',
      keywords: 'mixaka muxaka standard beginner locked paid',
      text: `Ya ntolovelo (Standard): Un'wana na un'wana la nga na Blitz a nga bida. Ya vasunguri (Beginner): Ntsena eka vabidi lava nga si tshamaka va hlula fandisi. Blitz leyi hakeriweke ntsena (Paid Blitz only): Laha ku tirhisiwa Blitz leyi hakeriweke ntsena, ku nga ri Blitz ya mahala. Yi lotleriwile (Locked): Loko nxavo wu hundza ndhawu ya wona yo lotlela, i vabidi lava se va bideke ntsena lava nga yaka emahlweni.`,
    },
    {
      id: 'buy-now',
      title: 'Xava sweswi',
      keywords: 'xava sweswi buy now hi ku hatlisa nxavo wa xitolo tlherisela',
      text: `Buy now yi xavisa nchumu hi nxavo wa xitolo loko fandisi yi nga si sungula kumbe xi pfulekile, ni le ka hinkwavo lava bideke ku ringana tiawara ta ${facts.BUY_NOW_AFTER_END_HOURS} endzhaku ka loko xi herile. Loko u hakelela buy now, u tlheriseriwa Blitz hinkwayo leyi u yi tirhiseke exixavweni xexo tanihi Blitz ya mahala.`,
    },
    {
      id: 'rewards',
      title: 'Blitz ya mahala na tinyiko',
      keywords: 'mahala tinyiko nyiko kuma check-in siku na siku munghana phurofayili',
      text: `Blitz ya mahala yi huma eka tinyiko: ${facts.PROFILE_COMPLETION_REWARD_BLITZ} Blitz kan'we loko u heta phurofayili ya wena, ${facts.DAILY_CHECK_IN_REWARD_BLITZ} Blitz ya check-in ya siku na siku, na ${facts.REFERRER_REWARD_BLITZ} Blitz loko munghana loyi u n'wi rhambeke a xava phakiti yakwe yo sungula. Kuma Blitz mahala: nghena siku rin'wana ni rin'wana, hetisisa profayili ya wena u tlhela u rhamba vanghana.`,
    },
    {
      id: 'payments',
      title: 'Ku hakela',
      keywords: 'hakela hakelo khadi eft amex payfast ndzi hakela njhani',
      text: `Tihakelo ti hundza hi PayFast: makhadi ya bangi, instant EFT na AMEX. Blitz a yi vuyiseriwi mali. Ku hakela loku hlayisekeke hi khadi, hi instant EFT na hi AMEX.`,
    },
    {
      id: 'shipping',
      title: 'Ku rhumeriwa',
      keywords: 'rhumeriwa rhumela courier nkarhi wo tani hi wihi masiku mahala ntsengo',
      text: `Ku rhumela i mahala kun'wana na kun'wana eAfrika Dzonga. Ku fikisiwa swi teka masiku ya ntirho ya ${facts.SHIPPING_DAYS_MIN} ku ya eka ${facts.SHIPPING_DAYS_MAX}. Loko odara yi rhumeriwile, matimu ya tiodara ta wena ma komba courier na nomboro yo landzelela.`,
    },
    {
      id: 'returns',
      title: 'Ku tlherisela',
      keywords: 'tlherisela tlherisa tlhelela tshovekile onhakile cinca',
      text: `Ku tlherisela swi pfumeleriwa endzeni ka masiku ya ${facts.RETURNS_DAYS}. Xikombelo xo tlherisela xi fanele ku endliwa endzeni ka masiku ya ${facts.RETURN_REQUEST_DAYS} endzhaku ko amukela nchumu: tihlanganise na Contact Support hi nomboro ya odara ya wena.`,
    },
    {
      id: 'eligibility',
      title: 'I mani loyi a nga bidaka',
      keywords: 'mani nga bida bidaka malembe tiko afrika dzonga',
      text: `U fanele ku va na malembe ya ${facts.MIN_BIDDER_AGE} kumbe ku tlula naswona u tshama eAfrika Dzonga leswaku u tsarisa, u bida kumbe u xava. Hi rhumela eAfrika Dzonga ntsena, mahala.`,
    },
    {
      id: 'terms',
      title: 'Swiboho na swipimelo',
      keywords: 'swiboho swipimelo milawu pfuxetiwile',
      text: `Swiboho na swipimelo swi pfuxetiwile ro hetelela hi ${facts.TERMS_DATE_TEXT}.`,
    },
    {
      id: 'support',
      title: 'Tihlanganise na nseketelo',
      keywords: 'tihlanganise nseketelo mpfuno xiphiqo vika xivilelo',
      text: `Un'wana na un'wana a nga rhumela "Vika xiphiqo" (Report a problem), a nghenile kumbe e-e: xi pfule eka menyu kumbe eka pheji ya ku tihlanganisa, ntlawa wa hina wa mpfuno wu ta hlamula hi imeyili. Xana ku na nchumu lowu nga tirheki? Hi byele leswi humeleleke, ntlawa wa hina wa nseketelo wu ta hlamula hi imeyili.`,
    },
    {
      id: 'language',
      title: `Tindzimi`,
      keywords: `ririmi tindzimi ${facts.LANGUAGE_KEYWORDS}`,
      text: `Xitolo xi kumeka hi tindzimi ta khume-n'we (11): ${facts.languageNames(' na ')}. Hlawula ririmi ra wena hi bathini ra Ririmi. Minxavo hi tirhandi, mpfuno hi tindzimi ta khume-n'we, na ku hakela loku hlayisekeke hi khadi na hi instant EFT.`,
    },
  ],
  liveKeywords: {
    balance: 'blitz yingani ndzi na yona balanse ya mina leyi saleke',
    checkIn: 'ndzi endlile check-in namuntlha',
    bids: 'swixavo swa mina ndzi rhangele ndzi bidile',
    buddies: 'bidbuddy ya mina',
    wins: 'ndzi hlurile yini leswi ndzi faneleke ku swi hakela masiku lama saleke',
    cart: 'cart ya mina ku na yini',
    orders: 'yi kwihi odara ya mina nomboro yo landzelela courier',
    packs: 'maphakiti phakiti nxavo i marini',
  },
  phrases: {
    unknown: `A ndzi tiyiseki hi swona naswona a ndzi lavi ku ringanyeta. Ndza kombela u tirhisa "Vika xiphiqo" (Report a problem) kumbe u hlaya Nkongomiso; ntlawa wa hina wu ta ku pfuna.`,
    signInFirst: `Ndza kombela u nghena ku sungula (Nghena, log in), leswaku ndzi kota ku languta sweswo eka akhawunti ya wena.`,
    fromGuide: headed,
    balance: (f) => `U na Blitz ya ${f.freeBlitz + f.paidBlitz}: ${f.freeBlitz} ya mahala na ${f.paidBlitz} leyi xaviweke.`,
    checkIn: (f) =>
      f.checkedInToday
        ? `${glossed('U nghenile namuntlha', 'checkedIn')}! Vuya mundzuku u kuma Blitz yin'wana ya mahala.`
        : `${glossed('A wu si nghena namuntlha: teka Blitz ya wena ya mahala', 'notCheckedIn')}.`,
    bids: (f) =>
      listOr(
        f.bids,
        `${glossed('A wu si bida exixavweni xihi na xihi lexi ha yaka emahlweni', 'noBids')}.`,
        glossed('Tifandisi leti u bideke eka tona', 'bids'),
        bidRow('u rhangele', "un'wana u rhangele"),
      ),
    buddies: (f) =>
      listOr(
        f.buddies,
        'A wu na BidBuddy leyi tirhaka.',
        'Ti-BidBuddy ta wena',
        (b) => `${b.title}: ${b.remaining} eka ${b.reserved} wa Blitz leyi vekiweke yi sele`,
      ),
    wins: (f) =>
      listOr(
        f.wins,
        `${glossed('A ku na swilo leswi u swi hluleke leswi rindzeleke hakelo', 'noWins')}.`,
        glossed('Swilo leswi u swi hluleke leswi rindzeleke hakelo', 'wins'),
        (w) => `${w.title} hi ${w.price}, masiku lama saleke: ${w.daysLeft}`,
      ),
    cart: (f) => listOr(f.cart, 'Cart ya wena a yi na nchumu.', 'Eka cart ya wena', cartRow),
    orders: (f) =>
      listOr(
        f.orders,
        'A wu si va na tiodara.',
        'Tiodara ta wena ta sweswinyana',
        orderRow({ order: 'odara', courier: 'courier', tracking: 'nomboro yo landzelela' }),
      ),
    packs: (packs) =>
      listOr(
        packs,
        'A ku na maphakiti ya tibid lama xavisiwaka sweswi.',
        'Maphakiti ya tibid lama xavisiwaka sweswi',
        (p) => `${p.bids} Blitz hi ${p.price}`,
      ),
  },
};
