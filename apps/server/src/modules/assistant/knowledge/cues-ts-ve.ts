/** Intent cues in Xitsonga and Tshivenḓa. */
import type { IntentCues } from './cues-types';

export const TS_CUES: IntentCues = {
  'how-it-works': 'yi tirha njhani|swi tirha njhani|fandisi yi tirha|ro sungula|ndzi sungula njhani',
  blitz:
    'blitz+sungula|yi durha|durha+bidi|mali+blitz|blitz i yini|ti blitz i yini|vuyiseriwa mali|ta vuyiseriwa|ti vuyiseriwa|tlheriseriwa|mali ya blitz|ya mahala ku sungula|mahala kumbe|leyi xaviweke kumbe|blitz yihi|tirhisiwa ku sungula|bidi yi durha|bidi yinwana|ku bida swi durha|bidi i yingani|bidi yinwe|blitz yinwe|dya blitz|blitz yingani+bid',
  bidding:
    'bida nakambe|~ndzi nga bidi|tisekoni|sekoni|wachi|nkarhi wu engeteriwa|engetela|ndzi bida njhani|ku bida njhani|kambirhi|hi ku landzelelana|bidi ya mina|nxavo wu tlakuka|engeteriw|engetel|nkarhi+bida|tlakuka|~nga koti ku bida|~koti ku bida|bida nakambe+rhangel|bid+rhangel',
  'auction-end':
    'ku hava+bid|_a ku na+bid|ku nga ri na+bid|yi hela|hela rini|yi helaka|pfaliwa|90|phesente|ku hava loyi a bidaka|loko ku ri hava bidi|ku nga ri na tibidi|handle ka bidi|i mani a hlulaka|hetelela|sindzis|boh|xiboho|ndzi fanele ku xi xava|ndzi fanele ku xi teka|a ndzi xi lavi|ndzi ala|nhlawulo|mfanelo|yi nga hela|hela+zero|hlawula|nga xi xavi|muhluri u hlawuriwa|hlawuriwa|loyi a hlulaka|nxavo wa le henhla|henhla|yi yimaka|yi yima_|yima rini|eku heteleleni|hetelel|fanele ku teka|ala ku xava|nga ala|ndzi hlula njhani|ndzi nga hlula njhani|tlakuka ngopfu|nxavo+yima|boheka|bohiwa|ha xi lavi|ha wu lavi|ha yi lavi|a ndzi wu lavi|a ndzi yi lavi|ku tlula nxavo|tlula+xitolo|tlakuka+xitolo|a ndzi lavi ku xava|lavi ku xava|~i mani loyi a tekaka|wachi+zero|fika eka zero|ku nga ri na tibidi|handle ka tibidi|cince miehleketo|fanele ku xava+hlul|eku heleni|i mani a kumaka|a kumaka nchumu',
  winning:
    'hakel+masiku|hakel+hlul|masiku mangani+hakel|ndzi hakela rini|nkarhi wo hakela|loko ndzi nga hakeli|a ndzi hakeli|ndzi rivele ku hakela|lahlek|forfeit|endzhaku ko hlula|loko ndzi hlurile|loko ndzi hlula|hakel+hlur|nkarhi+hakel|hlwela ku hakela|hlwela|a nga hakeli|nga hakel+humelela',
  bidbuddy:
    'bidbuddy|bid buddy|buddy|hi yoxe|xirobotho|yi ndzi bidela|leyi nga tirhisiwangiki|vekiwa etlhelo|ndzi yi tima|ndzi yi khansela|tima|etlhelo|vekiw|khansel|hi xoxe|bidbuddy+tlheris|ndzi bidel|ndzi etlele|bidbuddy+tirhis',
  'bid-types':
    'vasunguri|sunguri|lava sungulaka|beginner|lava nga si tshamaka va hlula|a ndzi si tshama ndzi hlula|leyi hakeriweke ntsena|hakeriweke ntsena|paid blitz only|leyi xaviweke ntsena|lotleriwile|ku lotlela|locked|fandisi ya ntolovelo|muxaka wa bidi|mixaka|mahala laha|mahala+hinkwato|mahala+hinkwaswo|ta beginner|lotler|tirhis+mahala|lotler+bid|mahala+nga tirhi|mahala+fandisi leyi|mahala+a yi tirhi|a yi ti amukeli|mahala+ti amukeli|ha pfumeleriwi|va ha bida|lavantshwa+ntsena|vanhu lavantshwa+fandisi+hlurile|munghana+koti ku bida eka yona',
  'buy-now':
    'xava sweswi|xava sweswo|buy now|nxavo hinkwawo|nxavo wa le xitolo|a ndzi hlulanga|loko ndzi nga hluli|ndzi hluriwile|blitz ya mina yi vuya|ti blitz ta mina ti vuya|48|handle ko bida|handle ka ku bida|xava sweswi+tlheris|xava sweswi+vuyis|ko hluriwa|endzhaku ko hluriwa|nxavo lowu heleleke|ndzi hluriwe|hluriwe|ndza ha swi kota ku yi xava',
  rewards:
    'mahala|nyiko|tinyiko|hakelo|munghana|rhamba|referral|profayili|phurofayili|nghena siku|siku na siku|check in|bonasi|link ya mina|xihlanganisi|tata+vuxokoxoko+kuma|tata+vuxokoxoko+swingani|vuxokoxoko+mahala|vuxokoxoko+profayili',
  payments:
    'tindlela to hakela|ndlela yo hakela|ndzi hakela njhani|ndzi nga hakela|ku hakela|hakelo hi|khadi|_eft|amex|payfast|kheshi|mi amukela|hakel+njhani|xava+card|hi card|hi khadi|hakelela blitz|hakelel+ndlela|ndlela+hakel',
  shipping:
    'rhumel|fikis|fikisiwa|ku fikisa|rhumela|rhumeriwa|ku tisa|swi teka nkarhi|yi ta fika rini|ndzi ta yi kuma rini|masiku ya ntirho|mali yo rhumela|ta fika|fika+masiku|kuma rini|ta kuma|ta xi kuma|hakel+rhumel|hakel+fikis|yisiw|ku yisa|rhumer|hakel+rhumer|rhumel+mahala|rhumer+mahala|fikis+mahala|teka+masiku|hakel+delivery|endzhaku ko hakela|fika ekaya|tisel|ndzi tisela|hakel+tisel',
  returns: 'vuyis|tlheris|vuyisa|ku vuyisa|vuyisiwa|tshovekile|onhakile|a yi tirhi|cinca|nawu wa ku vuy',
  eligibility:
    'malembe|_18|ehansi ka 18|_nwana_|~i mani a nga|~i mani loyi a pfumeleriwaka|~pfumeleriwa|~teka xiave|nghenelaka|ehandle ka afrika dzonga|tiko rinwana|etikweni rinwana|namibia|botswana|zimbabwe|lesotho|eswatini|entsungeni',
  terms: 'swiyimiso|swipimelo|milawu',
  account: 'tsarisa|ku tsarisa|phasiwedi|password|ndzi rivele',
  support:
    'vika|xiphiqo|tihlanganise|mpfuno|ku pfuniwa|ndzi vulavula na munhu|riqingho|xivilelo|pheji|ndzi byela mani|nga tirhiki kahle|ndzi nga mi byela',
  language:
    'ririmi|tindzimi|afrikaans|xinghezi|english|zulu|xhosa|sotho|tswana|venda|tsonga|ndebele|swati|sepedi|khume nwe|khume na nwe|cinca+ririmi',
  'live:balance':
    'balance ya mina|balanse|ndzi na blitz|blitz leti ndzi nga na tona|~blitz ya mina|~ti blitz ta mina|ti ndzi saleke|ndzi sale|ndzi saleriwe|ti saleke|leyi saleke|ndza ha ri na|ha ri na ti blitz|ndzi na ti blitz|ndza ha ri na ti|ta mina+tingani|ti sale|sale+tingani|blitz+akhawunti ya mina|leti saleke|bid+saleke|ndzi sele na blitz|blitz yo tani hi kwihi',
  'live:checkIn':
    'namuntlha+ngh|namuntlha+check|ndzi nghenile|ndzi endlile check in|namuntlha|ya namuntlha|namuntlha+mahala|mahala ya namuntlha|check in namuntlha|namuntlha check in|namuntlha+siku na siku|check in+namuntlha|daily+namuntlha|free blitz+namuntlha',
  'live:bids':
    'ndzi rhangele|ndzi le mahlweni|tifandisi ta mina|swixavo swa mina|ndzi bidile eka|ndza bida|ndza hlula sweswi|ndzi bidaka|ndzi bideke|leti ndzi bid|rhangel|ndza ha rhangel|ndzi ti hlulaka|rhangel+fandisi|ndzi ti bideke|ndzi yi bideke|leti ndzi ti bid|leyi ndzi yi bid|tifandisi tihi|ndzi bida eka tifandisi|mahlweni+fandisi|ndza ha hlula|ndza hlula|ndzi teka xiave|ndza ha rhangela',
  'live:buddies': 'bidbuddy ya mina|buddy ya mina',
  'live:wins': 'ndzi hlurile yini|leswi ndzi swi hluleke|xana ndzi hlurile|se ndzi hakele|ndzi hakele swilo',
  'live:cart': 'kalichi ya mina|cart ya mina|eka cart',
  'live:orders':
    'oda ya mina|odara ya mina|tioda ta mina|phasela ya mina|yi kwihi|landzelela|leswi ndzi swi xaveke|rhumeriwile|yi rhumeriwile|phasela ra mina|ri kwihi|order ya mina|ndzi wu xaveke|ndzi xi xaveke|ndzi yi xaveke|ndzi ti xaveke|yi fikile|oda ya mina|odara ya mina|yi se rhumeriwa|se yi rhumeriwile|oda ya mina yi',
  'live:packs':
    'tiphakiti|phakiti|maphakiti|nxavo wa blitz|blitz ti durha|ku xava blitz|ndzi nga xava blitz|phakiti+durha|ti durha+blitz|blitz+malimuni|pack+durha|pack+malimuni',
  unsure:
    'endzela xitolo|courier+yihi|nyika munghana|waranti|warranty|xitiyisekiso|xitolo xa xiviri|ndzi ta exitolo|ku teka hi mina|_vat|invoice|lay by|layby|voucher|vhawuchara|khuponi|hundzisela|muhlovo|mpimo|courier yihi|khamphani yihi|endzel|xitolo+endzel|ndhawu yo teka|endhawini yo teka|mi na xitolo|cinca muhlovo|teka+xitolo|lata+xitolo|garanti|kwihi+ku ta teka|kanwe kanwe|cinca+sayizi|cinca+size|sayizi|hakela kanwe kanwe|hi swiphemu',
};

export const VE_CUES: IntentCues = {
  'how-it-works': 'i shuma hani|zwi shuma hani|fandisi i shuma|fantisi i shuma|u thoma|ndi thoma hani',
  blitz:
    'blitz+thoma|dura+bidi|tshelede+blitz|blitz ndi mini|dzi blitz ndi mini|vhuedzedzwa tshelede|dzi a vhuedzedzwa|i a vhuedzedzwa|tshelede ya blitz|ya mahala u thoma|mahala kana|dzo rengiwaho kana|blitz ifhio|shumiswa u thoma|bidi i dura|bidi i ḓura|bidi inwe na inwe|u bida zwi dura|bidi ndi ngana|blitz nthihi|ja blitz|bida+dura|blitz nngana+bid|fhela ma blitz|bid luthihi|bida luthihi',
  bidding:
    'bida hafhu|~ndi sa koni u bida|sekondo|tshitoko|tshifhinga tshi engedzwa|engedza|ndi bida hani|u bida hani|kavhili|nga u tevhekana|bidi yanga|mutengo u gonya|engedz|tshifhinga+bida|gonya|~sa koni u bida|~koni u bida|bida hafhu+phanda|bid+phanda|gonyisa',
  'auction-end':
    'a hu na+bid|hu si na+bid|i fhela|fhela lini|i a fhela|valwa|90|phesennde|phesenthe|a hu na ane a bida|arali hu si na bidi|hu si na dzibidi|nga nnda ha bidi|ndi nnyi ane a kunda|fhedzisela|kombetshedz|khombekhombe|ndi fanela u tshi renga|ndi fanela u tshi dzhia|a thi tshi funi|ndi a hana|khetho|pfanelo|fhela|khetha|sa tshi renga|mukundi u nangiwa|nangiwa|ane a kunda|mutengo wa ntha|ya ima|i ima_|ima lini|magumoni|fanela u dzhia|hana u renga|nga hana|ndi kunda hani|ndi nga kunda hani|fhira mutengo|fhira+vhengele|si na dzibidi|i si na dzibidi|hu si na dzibidi|shandukisa muhumbulo|fanela u renga+kund|mafheleloni|ane a wana tshithu|a wana tshithu|tsha i funa|fanela u i renga',
  winning:
    'badel+maduvha|badel+kund|maduvha mangana+badel|ndi badele lini|tshifhinga tsha u badela|arali ndi sa badeli|a thi badeli|ndo hangwa u badela|xela|forfeit|nga murahu ha u kunda|arali nda kunda|musi ndo kunda|nda kunda|lenga u badela|lenga|a sa badeli',
  bidbuddy:
    'bidbuddy|bid buddy|buddy|nga yoṱhe|nga yothe|roboto|i mpidela|dzi songo shumiswaho|vhetshelwa thungo|ndi i dzima|ndi i khansela|dzima|thungo|vhetshel|khansel|diitela|bidbuddy+vhuedz|ndo lala|bidbuddy+shumis|salaho|mbidel|nga tshothe',
  'bid-types':
    'vhathomi|beginner|vha songo vhuya vha kunda|a thi athu kunda|yo badelwaho fhedzi|badelwaho fhedzi|paid blitz only|dzo rengiwaho fhedzi|khiyiwa|u khiya|locked|fandisi yo doweleaho|lushaka lwa bidi|tshaka|mahala hafha|mahala+dzothe|dza beginner|khiyiw|khiya|shumis+mahala|khiyiw+bid|tshiimo tsha u khiya|tshiimo|mahala+sa shumi|mahala+fandisi iyi|mahala+a i shumi|a thi tsha tendelwa|tsha tendelwa|a i a tanganedzi|mahala+tanganedzi|vhathu vhaswa+fhedzi|vhathu vhaswa+fandisi+ndo kunda|khonani+koni u bida khayo',
  'buy-now':
    'renga zwino|buy now|mutengo wothe|mutengo wa vhengele|a tho ngo kunda|arali ndi sa kundi|ndo kundwa|blitz yanga i vhuye|dzi blitz dzanga dzi vhuye|48|hu si na u bida|renga+hu si na|renga zwino+vhuedz|sa kunda+renga|sa kundi+renga|ha u kundwa|nga murahu ha u kundwa|mutengo wo fhelelaho|nda kundwa|kha di i renga',
  rewards:
    'mahala|pfufho|zwineno|ndambedzo|khonani|ramba|referral|profaili|phurofaela|dzhena duvha|duvha linwe na linwe|check in|bonasi|link yanga|vhukwamani|profael|profail|dadz+profa|dadz+dodombedzwa+wana|dadz+dodombedzwa+zwingana|dodombedzwa+mahala|dodombedzwa+profa',
  payments:
    'ndila dza u badela|ndila dzifhio dza u badela|ndi badela hani|ndi nga badela|u badela|mbadelo|garata|_eft|amex|payfast|tshelede ya tshanda|ni tanganedza|tanganedza|badel+hani|renga+card|nga card|nga garata',
  shipping:
    'rumel|diswa|u diswa|diswa|u rumelwa|rumelwa|u rumela|u swika|hu dzhia tshifhinga|i do swika lini|ndi do i wana lini|maduvha a mushumo|tshelede ya u rumela|do swika|swika+maduvha|wana lini|do wana|do tshi wana|badel+diswa|badel+rumel|rumel+mahala|diswa+mahala|dzhia+maduvha|badel+delivery|nga murahu ha u badela|ndisele|nndisele|badel+ndisel|delivery+vhugai',
  returns:
    'vhuedz|vhuedzedza|u vhuedzedza|vhuedzedzwa|tshi khou tshinyala|tshinyalaho|tsho tshinyala|a tshi shumi|shandukisa|mulayo wa u vhuedz|tshinyal',
  eligibility:
    'minwaha|_18|fhasi ha 18|nwana|~ndi nnyi ane a nga|~ndi nnyi o tendelwaho|~tendelwa|~dzhenela|~shela mulenzhe|nga nnda ha afurika tshipembe|shango linwe|kha linwe shango|namibia|botswana|zimbabwe|lesotho|eswatini|mashangoni|dzula+zimbabwe|dzula+botswana|dzula+mozambique|dzula+eswatini|dzula+lesotho|dzula+namibia',
  terms: 'milayo|zwiimo',
  account: 'diṅwalisa|dinwalisa|phasiwede|password|ndo hangwa',
  support:
    'vhiga|thaidzo|kwamani|thikhedzo|thuso|ndi ambe na muthu|lutingo|u vhilaela|siatari|ndi vhudze nnyi|a li shumi|sa khou shuma zwavhudi|ndi nga ni vhudza|vhudzeni',
  language:
    'luambo|nyambo|afrikaans|luisimane|english|zulu|xhosa|sotho|tswana|venda|tsonga|ndebele|swati|sepedi|fumi na nthihi|shandukisa+luambo',
  'live:balance':
    'mbalo yanga|bulantsi|ndi na blitz|blitz dze nda vha nadzo|~blitz yanga|~dzi blitz dzanga|ndo sala|dzo salaho|dze dza sala|salelwa|kha di vha na|ndi na dzi blitz|ndi kha di vha na|blitz dzanga+ngana|blitz yanga+ngana|blitz dzanga',
  'live:checkIn':
    'ya u dzhena|namusi+dzhen|ndo dzhena|ndo ita check in|namusi|ya namusi|namusi+mahala|mahala ya namusi|check in namusi|namusi check in|namusi+duvha linwe na linwe|check in+namusi|daily+namusi|free blitz+namusi',
  'live:bids':
    'ndi phanda|ndo ranga phanda|dzifandisi dzanga|fandisi dzanga|ndo bida kha|ndi khou bida|ndi khou kunda|nda khou bida|nda bida|ndo bida|nda khou dzi kunda|kha di vha phanda|phanda+fandisi|ndi khou shela mulenzhe|shela mulenzhe',
  'live:buddies': 'bidbuddy yanga|buddy yanga',
  'live:wins':
    'ndo kunda mini|zwe nda zwi kunda|naa ndo kunda|ndo no badela|ndo badela zwithu|zwoṱhe zwe nda zwi kunda|zwothe zwe nda zwi kunda|zwe nda zwi kunda',
  'live:cart': 'kharikhi yanga|cart yanga|kha cart',
  'live:orders': 'oda yanga|dzioda dzanga|phasela yanga|i ngafhi|tevhela|zwe nda renga|yo no rumelwa|o no rumelwa|yo rumelwa|order yanga',
  'live:packs':
    'phakhethe|maphakhethe|mutengo wa blitz|blitz i dura|u renga blitz|ndi nga renga blitz|phakhethe+dura|blitz a dura|blitz dzi dura|thukhu kha dzothe',
  unsure:
    'dalela vhengele|courier+ifhio|nea khonani|waranthi|warranty|khwathisedzo|vhengele la vhukuma|nda vhengeleni|u dzhia nga ndothe|_vat|invoice|lay by|layby|voucher|vouchara|khuphoni|pfukisela|muvhala|saizi|courier ifhio|khamphani ifhio|vhengele+dalel|fhethu ha u dzhia|ni na vhengele|shandukisa muvhala|garanthi|shandukisa+saizi|shandukisa+size|rumela blitz+khonani',
};
