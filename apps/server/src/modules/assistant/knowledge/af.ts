/** Afrikaans. Passages without a translation here are answered in English. */
import * as facts from './facts';
import type { LanguageKnowledge } from './types';
import { bidRow, cartRow, glossed, headed, listOr, orderRow } from './join-list';

export const AF: LanguageKnowledge = {
  passages: [
    {
      id: 'how-it-works',
      title: "Hoe 'n pennie-veiling werk",
      keywords: 'hoe werk dit begin verduidelik veiling nuut eerste keer',
      text: `Koop Blitz (bodkrediete) in pakke en spandeer ${facts.BID_COST_BLITZ} Blitz per bod op 'n lewendige veiling. Elke bod verhoog die prys met 'n paar sent en voeg ${facts.TIMER} sekondes by die horlosie. Wanneer die horlosie nul bereik, wen die laaste bieër die reg om die item teen die finale prys te koop.`,
    },
    {
      id: 'blitz',
      title: 'Wat Blitz is',
      keywords: 'blitz krediete bodkrediet wat is gratis gekoop',
      text: `Blitz is die winkel se bodkrediete: elke bod kos ${facts.BID_COST_BLITZ} Blitz. Blitz is bodkrediete wat jy in pakkette koop of as belonings verdien. Blitz is nie terugbetaalbaar nie en het geen kontantwaarde nie. Gratis Blitz word eerste gebruik, behalwe op "Paid Blitz only"-veilings. Blitz is nie terugbetaalbaar nie (non-refundable).`,
    },
    {
      id: 'bidding',
      title: "'n Bod plaas",
      keywords: 'bod bie plaas verhoog prys horlosie sekondes hoe bie ek',
      text: `Druk Bid op 'n oop veiling: dit kos ${facts.BID_COST_BLITZ} Blitz, verhoog die prys met die vaste stap en sit ${facts.TIMER} sekondes terug op die horlosie. Jy kan nie weer bie terwyl jou eie bod voor is nie. Elke bod verhoog die prys met 'n paar sent en voeg ${facts.TIMER} sekondes by die horlosie.`,
    },
    {
      id: 'auction-end',
      title: "Wanneer 'n veiling eindig",
      keywords: 'eindig einde klaar sluit wanneer wen wenner',
      text: `Elke bod voeg ${facts.TIMER} sekondes by die veiling se tydhouer. 'n Veiling eindig wanneer die tydhouer nul bereik, of wanneer die bod ${facts.END_PCT}% van die kleinhandelprys bereik. Die laaste bieër wen die reg, maar nie die verpligting nie, om die item teen die finale bodbedrag te koop. Wie laaste gebie het wanneer die tyd verstryk, wen. 'n Veiling sonder enige bod sluit sonder 'n wenner (Gesluit sonder bodde, Closed).`,
    },
    {
      id: 'winning',
      title: 'Nadat jy gewen het',
      keywords: 'gewen wen betaal betaling sperdatum dae verbeur',
      text: `Wen gee jou die reg, maar nie die plig nie, om die item te koop. 'n Wenner het ${facts.WINNER_PAYMENT_DAYS} dae om vir 'n gewende item te betaal; daarna word die bestelling verbeur (Verbeur, Forfeited). Gewende items wag in jou mandjie (Cart) totdat jy betaal. Wanneer die horlosie nul bereik, wen die laaste bieër die reg om die item teen die finale prys te koop.`,
    },
    {
      id: 'bidbuddy',
      title: 'BidBuddy, die outomatiese bieër',
      keywords: 'bidbuddy outomaties bieër reserveer reserwe',
      text: `BidBuddy bie namens jou in die laaste sekondes wanneer iemand anders voor is, met die Blitz wat jy opsy gesit het. Kanselleer dit om ongebruikte Blitz terug te kry. Kies hoeveel Blitz dit mag gebruik: hulle word dadelik van jou saldo gereserveer. As jy dit afskakel of die veiling eindig, kry jy die ongebruikte Blitz terug.`,
    },
    {
      id: 'bid-types',
      title: 'Bodtipes',
      keywords: 'bodtipe tipes standaard beginner gesluit betaalde',
      text: `Standaard (Standard): Enigiemand met Blitz kan bie. Nuweling (Beginner): Net vir bieërs wat nog nooit 'n veiling gewen het nie. Slegs betaalde Blitz (Paid Blitz only): Net betaalde Blitz kan hier gebruik word, nie gratis Blitz nie. Gesluit (Locked): Sodra die prys by sy sluitpunt verby is, mag net bieërs wat reeds gebie het, verder bie.`,
    },
    {
      id: 'buy-now',
      title: 'Koop nou',
      keywords: 'koop nou dadelik kleinhandelprys blitz terug',
      text: `Koop nou (Buy now) verkoop die item teen die kleinhandelprys, terwyl die veiling nog nie begin het nie of oop is, en vir almal wat gebie het tot ${facts.BUY_NOW_AFTER_END_HOURS} uur nadat dit eindig. Betaal jy vir 'n koop-nou, kry jy al die Blitz wat jy op daardie veiling spandeer het terug as gratis Blitz.`,
    },
    {
      id: 'rewards',
      title: 'Gratis Blitz en belonings',
      keywords: 'gratis blitz beloning belonings verdien inteken daagliks verwys vriend profiel',
      text: `Gratis Blitz kom van belonings: ${facts.PROFILE_COMPLETION_REWARD_BLITZ} Blitz een keer vir 'n volledige profiel, ${facts.DAILY_CHECK_IN_REWARD_BLITZ} Blitz vir die daaglikse inteken (check-in), en ${facts.REFERRER_REWARD_BLITZ} Blitz wanneer 'n vriend wat jy verwys het sy eerste bodpak koop. Verdien gratis Blitz: teken daagliks in, voltooi jou profiel en nooi vriende.`,
    },
    {
      id: 'payments',
      title: 'Betaal',
      keywords: 'betaal betaling kaart kredietkaart eft amex payfast',
      text: `Betalings gaan deur ons betaalpoort, PayFast: bankkaarte, kitsbetaling (instant EFT) en AMEX. Blitz is nie terugbetaalbaar nie. Veilige betalings met kaart, kits-EFT en AMEX.`,
    },
    {
      id: 'shipping',
      title: 'Aflewering',
      keywords: 'aflewering afgelewer stuur koerier hoe lank dae gratis versending kos koste iets',
      text: `Aflewering is gratis enige plek in Suid-Afrika. Dit neem ${facts.SHIPPING_DAYS_MIN} tot ${facts.SHIPPING_DAYS_MAX} werksdae. Sodra 'n bestelling gestuur is, wys jou bestelgeskiedenis die koerier en die naspoornommer.`,
    },
    {
      id: 'returns',
      title: 'Terugsendings',
      keywords: 'terugstuur terugsending terugbetaling stukkend beskadig omruil',
      text: `Terugsendings word binne ${facts.RETURNS_DAYS} dae toegelaat. 'n Versoek om terug te stuur moet binne ${facts.RETURN_REQUEST_DAYS} dae na ontvangs gemaak word: kontak ondersteuning met jou bestelnommer.`,
    },
    {
      id: 'eligibility',
      title: 'Wie mag bie',
      keywords: 'wie mag bie ouderdom oud jaar land suid-afrika',
      text: `Jy moet ${facts.MIN_BIDDER_AGE} jaar of ouer wees en in Suid-Afrika woon om te registreer, te bie of te koop. Ons lewer net binne Suid-Afrika af, gratis.`,
    },
    {
      id: 'terms',
      title: 'Bepalings en voorwaardes',
      keywords: 'bepalings voorwaardes reëls opgedateer',
      text: `Die bepalings en voorwaardes is laas op ${facts.TERMS_DATE_TEXT} opgedateer.`,
    },
    {
      id: 'account',
      title: 'Jou rekening',
      keywords: 'registreer rekening aanmeld wagwoord vergeet towerskakel e-pos',
      text: "Registreer met jou e-posadres; ons stuur 'n skakel om jou rekening op te stel. Meld aan met e-pos en wagwoord of 'n Magic Link. Kyk ook in jou gemorspos.",
    },
    {
      id: 'support',
      title: 'Kontak ondersteuning',
      keywords: 'kontak ondersteuning hulp probleem rapporteer klag',
      text: `Enigiemand kan "Rapporteer 'n probleem" (Report a problem) stuur, aangemeld of nie: maak dit oop in die kieslys of op die Kontak-bladsy, en ons span antwoord per e-pos. Vir enigiets wat ek nie kan beantwoord nie, gebruik dit of Contact Support onderaan die bladsy. Werk iets nie? Vertel ons wat gebeur het en ons ondersteuningspan sal per e-pos antwoord.`,
    },
    {
      id: 'language',
      title: `Tale`,
      keywords: `taal tale afrikaans engels zoeloe ${facts.LANGUAGE_KEYWORDS}`,
      text: `Die winkel praat elf (11) Suid-Afrikaanse tale: ${facts.languageNames(' en ')}. Kies joune met die Taal-knoppie. Pryse in rand, ondersteuning in elf tale, en veilige kaart- en kits-EFT-betalings.`,
    },
  ],
  liveKeywords: {
    balance: 'hoeveel blitz het ek my saldo oor krediete',
    checkIn: 'het ek vandag ingeteken inteken daaglikse',
    bids: 'my veilings is ek voor lei ek bod gebie',
    buddies: 'my bidbuddy reserwe oor',
    wins: 'wat het ek gewen my wengoed betaal dae oor',
    cart: 'my mandjie wat is in my mandjie',
    orders: 'waar is my bestelling status naspoornommer koerier pakkie',
    packs: 'bodpak pakke prys kos hoeveel koop blitz',
  },
  phrases: {
    unknown: `Ek is nie seker nie en wil liewer nie raai nie. Gebruik asseblief "Rapporteer 'n probleem" (Report a problem) of lees die Gids; ons span sal jou help.`,
    signInFirst: `Klik asseblief eers op Teken in (log in), dan kan ek dit in jou rekening naslaan.`,
    fromGuide: headed,
    balance: (f) => `Jy het ${f.freeBlitz + f.paidBlitz} Blitz: ${f.freeBlitz} gratis en ${f.paidBlitz} gekoop.`,
    checkIn: (f) =>
      f.checkedInToday
        ? `${glossed('Jy is vir vandag ingeteken', 'checkedIn')}! Kom môre terug vir nog 'n gratis Blitz.`
        : `${glossed('Nog nie vandag ingeteken nie: kry jou gratis Blitz', 'notCheckedIn')}.`,
    bids: (f) =>
      listOr(
        f.bids,
        `${glossed('Jy het nie op enige lopende veiling gebie nie', 'noBids')}.`,
        glossed('Veilings waarop jy gebie het', 'bids'),
        bidRow('jy is voor', 'iemand anders is voor'),
      ),
    buddies: (f) =>
      listOr(
        f.buddies,
        'Jy het geen aktiewe BidBuddy nie.',
        'Jou BidBuddies',
        (b) => `${b.title}: ${b.remaining} van ${b.reserved} Blitz oor`,
      ),
    wins: (f) =>
      listOr(
        f.wins,
        `${glossed('Jy het geen gewende items wat op betaling wag nie', 'noWins')}.`,
        glossed('Gewende items om te betaal', 'wins'),
        (w) => `${w.title} teen ${w.price}, ${w.daysLeft} dag(e) oor`,
      ),
    cart: (f) => listOr(f.cart, 'Jou mandjie is leeg.', 'In jou mandjie', cartRow),
    orders: (f) =>
      listOr(
        f.orders,
        'Jy het nog geen bestellings nie.',
        'Jou jongste bestellings',
        orderRow({ order: 'bestelling', courier: 'koerier', tracking: 'naspoornommer' }),
      ),
    packs: (packs) => listOr(packs, 'Geen bodpakke is nou te koop nie.', 'Bodpakke te koop', (p) => `${p.bids} Blitz vir ${p.price}`),
  },
};
