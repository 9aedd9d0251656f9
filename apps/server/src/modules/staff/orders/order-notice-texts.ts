/**
 * The buyer's order emails (shipped; a return accepted or refused) in the eleven languages of
 * SPEC.md section 1. Placeholders: {nickname}, {order}, {items}, {courier}, {tracking}, {min} and
 * {max} (the delivery days of SPEC.md section 9).
 */
import type { LanguageIso } from '@blitz/contract';

export interface OrderNoticeTexts {
  greeting: string;
  shippedSubject: string;
  shipped: string;
  courier: string;
  tracking: string;
  history: string;
  returnSubject: string;
  returnAccepted: string;
  returnRefused: string;
  returnHelp: string;
}

export const ORDER_NOTICE_TEXTS: Readonly<Record<LanguageIso, OrderNoticeTexts>> = {
  en: {
    greeting: 'Hi {nickname},',
    shippedSubject: 'Your order {order} is on its way',
    shipped: 'Your order {order} ({items}) has been shipped.',
    courier: 'Courier: {courier}',
    tracking: 'Tracking number: {tracking}',
    history: 'You can also find these in your order history. Delivery takes {min} to {max} business days.',
    returnSubject: 'Your return request for order {order}',
    returnAccepted: 'Your return of order {order} ({items}) has been accepted.',
    returnRefused: 'Your return of order {order} ({items}) could not be accepted.',
    returnHelp: 'Questions? Contact our support team.',
  },
  af: {
    greeting: 'Hallo {nickname},',
    shippedSubject: 'Jou bestelling {order} is op pad',
    shipped: 'Jou bestelling {order} ({items}) is gestuur.',
    courier: 'Koerier: {courier}',
    tracking: 'Naspoornommer: {tracking}',
    history: 'Jy vind dit ook in jou bestelgeskiedenis. Aflewering neem {min} tot {max} werksdae.',
    returnSubject: 'Jou terugsendingsversoek vir bestelling {order}',
    returnAccepted: 'Jou terugsending van bestelling {order} ({items}) is aanvaar.',
    returnRefused: 'Jou terugsending van bestelling {order} ({items}) kon nie aanvaar word nie.',
    returnHelp: 'Vrae? Kontak ons ondersteuningspan.',
  },
  nr: {
    greeting: 'Lotjha {nickname},',
    shippedSubject: 'I-oda lakho {order} lisendleleni',
    shipped: 'I-oda lakho {order} ({items}) lithunyelwe.',
    courier: 'Ikhampani yokuthumela: {courier}',
    tracking: 'Inomboro yokulandelela: {tracking}',
    history: 'Uzokufumana lokhu godu kuMlando wama-oda. Ukuthunyelwa kuthatha amalanga wokusebenza ali-{min} ukuya ku-{max}.',
    returnSubject: 'Isibawo sakho sokubuyisela i-oda {order}',
    returnAccepted: 'Ukubuyisela kwakho i-oda {order} ({items}) kwamukelwe.',
    returnRefused: 'Ukubuyisela kwakho i-oda {order} ({items}) akhange kwamukelwe.',
    returnHelp: 'Unemibuzo? Thintana nethimu yethu yesizo.',
  },
  ns: {
    greeting: 'Thobela {nickname},',
    shippedSubject: 'Odara ya gago {order} e tseleng',
    shipped: 'Odara ya gago {order} ({items}) e rometšwe.',
    courier: 'Khamphani ya go romela: {courier}',
    tracking: 'Nomoro ya go latišiša: {tracking}',
    history: 'O tla di hwetša gape go Histori ya diodara. Thomelo e tšea matšatši a mošomo a {min} go ya go a {max}.',
    returnSubject: 'Kgopelo ya gago ya go bušetša odara {order}',
    returnAccepted: 'Go bušetša ga gago odara {order} ({items}) go amogetšwe.',
    returnRefused: 'Go bušetša ga gago odara {order} ({items}) ga se gwa kgona go amogelwa.',
    returnHelp: 'O na le dipotšišo? Ikgokaganye le sehlopha sa rena sa thekgo.',
  },
  st: {
    greeting: 'Dumela {nickname},',
    shippedSubject: 'Odara ya hao {order} e tseleng',
    shipped: 'Odara ya hao {order} ({items}) e rometswe.',
    courier: 'Khampani ya thomello: {courier}',
    tracking: 'Nomoro ya ho sala morao: {tracking}',
    history: 'O tla di fumana hape ho Nalane ya diodara. Thomello e nka matsatsi a mosebetsi a {min} ho isa ho a {max}.',
    returnSubject: 'Kopo ya hao ya ho kgutlisa odara {order}',
    returnAccepted: 'Kgutliso ya hao ya odara {order} ({items}) e amohetswe.',
    returnRefused: 'Kgutliso ya hao ya odara {order} ({items}) ha e a kgona ho amohelwa.',
    returnHelp: 'O na le dipotso? Ikopanye le sehlopha sa rona sa tshehetso.',
  },
  sw: {
    greeting: 'Sawubona {nickname},',
    shippedSubject: 'I-oda yakho {order} isendleleni',
    shipped: 'I-oda yakho {order} ({items}) itfunyelwe.',
    courier: 'Inkampani yekutfumela: {courier}',
    tracking: 'Inombolo yekulandzelela: {tracking}',
    history: 'Utawutitfola nakuMlandvo wema-oda. Kulethwa kutsatsa emalanga emsebenti langu-{min} kuya ku-{max}.',
    returnSubject: 'Sicelo sakho sekubuyisa i-oda {order}',
    returnAccepted: 'Kubuyisa kwakho i-oda {order} ({items}) kwemukelwe.',
    returnRefused: 'Kubuyisa kwakho i-oda {order} ({items}) akukwatanga kwemukelwa.',
    returnHelp: 'Unemibuto? Tsintsana nelicembu letfu lelusito.',
  },
  ts: {
    greeting: 'Avuxeni {nickname},',
    shippedSubject: 'Oda ya wena {order} yi le ndleleni',
    shipped: 'Oda ya wena {order} ({items}) yi rhumeriwile.',
    courier: 'Khampani yo rhumela: {courier}',
    tracking: 'Nomboro yo landzelela: {tracking}',
    history: 'U ta swi kuma nakambe eka Matimu ya tioda. Ku fikisiwa ku teka masiku ya ntirho ya {min} ku ya eka {max}.',
    returnSubject: 'Xikombelo xa wena xo vuyisa oda {order}',
    returnAccepted: 'Ku vuyisa ka wena oda {order} ({items}) ku amukeriwile.',
    returnRefused: 'Ku vuyisa ka wena oda {order} ({items}) a ku swi kotanga ku amukeriwa.',
    returnHelp: 'U na swivutiso? Tihlanganise na ntlawa wa hina wa mpfuno.',
  },
  tn: {
    greeting: 'Dumela {nickname},',
    shippedSubject: 'Taelo ya gago {order} e mo tseleng',
    shipped: 'Taelo ya gago {order} ({items}) e rometswe.',
    courier: 'Khampani ya thomelo: {courier}',
    tracking: 'Nomore ya go sala morago: {tracking}',
    history: 'O tla di bona gape mo Hisetoring ya ditaelo. Go isiwa go tsaya malatsi a tiro a le {min} go ya go a le {max}.',
    returnSubject: 'Kopo ya gago ya go busetsa taelo {order}',
    returnAccepted: 'Go busetsa ga gago taelo {order} ({items}) go amogetswe.',
    returnRefused: 'Go busetsa ga gago taelo {order} ({items}) ga go a kgona go amogelwa.',
    returnHelp: 'O na le dipotso? Ikgolaganye le setlhopha sa rona sa thuso.',
  },
  ve: {
    greeting: 'Ndaa {nickname},',
    shippedSubject: 'Oda yaṋu {order} i kha nḓila',
    shipped: 'Oda yaṋu {order} ({items}) yo rumelwa.',
    courier: 'Khamphani ya u rumela: {courier}',
    tracking: 'Nomboro ya u tevhedza: {tracking}',
    history: 'Ni ḓo zwi wana hafhu kha Ḓivhazwakale ya dzioda. U ḓiswa hu dzhia maḓuvha a mushumo a {min} u swika kha {max}.',
    returnSubject: 'Khumbelo yaṋu ya u vhuedzedza oda {order}',
    returnAccepted: 'U vhuedzedza haṋu oda {order} ({items}) ho ṱanganedzwa.',
    returnRefused: 'U vhuedzedza haṋu oda {order} ({items}) a ho ngo kona u ṱanganedzwa.',
    returnHelp: 'Ni na mbudziso? Kwamani tshigwada tshashu tsha thikhedzo.',
  },
  xh: {
    greeting: 'Molo {nickname},',
    shippedSubject: 'Iodolo yakho {order} isendleleni',
    shipped: 'Iodolo yakho {order} ({items}) ithunyelwe.',
    courier: 'Inkampani yokuhambisa: {courier}',
    tracking: 'Inombolo yokulandelela: {tracking}',
    history: 'Uya kuzifumana nakwiMbali yee-odolo. Ukuhanjiswa kuthatha iintsuku zomsebenzi ezi-{min} ukuya kwezi-{max}.',
    returnSubject: 'Isicelo sakho sokubuyisa iodolo {order}',
    returnAccepted: 'Ukubuyisa kwakho iodolo {order} ({items}) kwamkelwe.',
    returnRefused: 'Ukubuyisa kwakho iodolo {order} ({items}) akukwazanga ukwamkelwa.',
    returnHelp: 'Unemibuzo? Qhagamshelana neqela lethu lenkxaso.',
  },
  zu: {
    greeting: 'Sawubona {nickname},',
    shippedSubject: 'I-oda lakho {order} lisendleleni',
    shipped: 'I-oda lakho {order} ({items}) lithunyelwe.',
    courier: 'Inkampani yokuthumela: {courier}',
    tracking: 'Inombolo yokulandelela: {tracking}',
    history: 'Uzokuthola lokhu futhi kuMlando wama-oda. Ukulethwa kuthatha izinsuku zomsebenzi ezingu-{min} kuya ku-{max}.',
    returnSubject: 'Isicelo sakho sokubuyisela i-oda {order}',
    returnAccepted: 'Ukubuyisela kwakho i-oda {order} ({items}) kwamukelwe.',
    returnRefused: 'Ukubuyisela kwakho i-oda {order} ({items}) akukwazanga ukwamukelwa.',
    returnHelp: 'Unemibuzo? Xhumana nethimba lethu losizo.',
  },
};
