/** Intent cues in the Sotho-Tswana languages: Sepedi, Sesotho, Setswana. */
import type { IntentCues } from './cues-types';

export const NS_CUES: IntentCues = {
  'how-it-works': 'e šoma bjang|go šoma bjang|fantisi e šoma|la mathomo|ke thoma bjang',
  blitz:
    'blitz+pele|tšhelete+blitz|blitz ke eng|di blitz ke eng|bušetšwa|busetswa|di a bušetš|tšhelete ya blitz|ya mahala pele|mahala goba|e rekilwego goba|blitz efe|e dirišwa pele|e šomišwa pele|bidi e ja|bidi e bitša|bidi ye nngwe le ye nngwe e|go bida go ja|go bida ke bokae|bidi ke bokae|blitz e tee|ja blitz|dirišwa pele|pele ga tšeo|bida+bitš|go bida go bitša|blitz tše kae+bid|blitz tse kae+bid',
  bidding:
    'bida gape|~nka se bide|metsotswana|sešupanako|nako e oketšwa|oketša|ke bida bjang|go bida bjang|gabedi|ka go latelana|bidi ya ka|bidi e tee|theko e oketš|nako+bida|oketšeg|oketseg|~sa kgone go bida|~kgone go bida|bida gape+pele|bid+eteletš|bid+eteletse',
  'auction-end':
    'ga go na motho|go se na motho|se na motho+bid|e fela|fela neng|e a fela|tswalelwa|90|phesente|ga go na yo a bidago|ge go se na bidi|go se na dibidi|ntle le bidi|ke mang yo a thopago|mafelelo|gapeletš|gapelets|tlamego|ke swanetše go e reka|ke swanetše go e tšea|ga ke e nyake|ke gana|kgetho|tokelo|e ka fela|fela pele|kgetha|se se reke|se e reke|go se reke|mofenyi o kgethwa|o kgethwa|yo a thopago|theko ya godimo|e emago|e ema_|go se motho|ge go se na|ema neng|mafelelong|swanetše go tšea|swanetse go tsea|go se na+bid|gana go reka|nka gana|ke thopa bjang|nka thopa bjang|ke fenya bjang|feta theko|feta+lebenkele|se na dibidi|se na bidi|ka ntle le dibidi|fetotše monagano|swanetše go reka+thop|swanetše go reka+fent|ga a sa e nyake|sa e nyake|o swanetše go e reka|swanetše go e reka',
  winning:
    'lef+matšatši|lef+thop|lef+fent|matšatši a makae+lef|ke lefe neng|nako ya go lefa|ge ke sa lefe|ga ke lefe|ke lebetše go lefa|lahlega|lahlegile|forfeit|ka morago ga go thopa|ge ke thopile|ge ke fentše|ge ke thopa|nako ye kae+lef|thopile+lef|diega go lefa|diega|a sa lefe',
  bidbuddy:
    'bidbuddy|bid buddy|buddy|ka bolona|irobotho|e mpidela|tše di sa dirišwago|tše di sa šomišwago|beelwa ka thoko|ke e tima|ke e khansela|mpidel|tima|ka thoko|beetš|khansel|itiragalel|itiriš|itiris|bidbuddy+bušetš|bidbuddy+busets|ke robetše|ke robetse|bidbuddy+diriš|bidbuddy+diris',
  'bid-types':
    'ba thomago|beginner|ba sa hlwago ba fenya|ga se ka thopa|ga ke so thope|e lefetšwego fela|paid blitz only|e rekilwego fela|notletšwe|notletswe|go notlela|locked|fantisi ye e tlwaelegilego|mohuta wa bidi|mehuta|mahala mo|mahala+ka moka|tša beginner|tsa beginner|notle|diriš+mahala|diris+mahala|bathomi|notle+bid|mahala+ga e šome|mahala+fantisi ye|ga ke sa dumelelwa|ba bangwe ba sa bida|batho ba baswa+fela|batho ba baswa+fantisi+thopile|ga e di amogele|mahala+ga e di amogele|mahala+di amogele|mahala+sa šome+fantis|mahala+sa kgone+fantis|mogwera+kgone go bida go yona',
  'buy-now':
    'reka bjale|buy now|theko ka moka|theko ya lebenkele|ga ka thopa|ge ke sa thope|ke fentšwe|blitz ya ka e boe|blitz tša ka di boe|48|ntle le go bida|reka bjale+bušetš|go fentšwa|ka morago ga go fentšwa|theko ye e feletšego|ka palelwa|nka sa e reka',
  rewards:
    'mahala|moputso|meputso|mogwera|laletša|referral|profaele|tsena letšatši|letšatši le letšatši|check in|bonase|link ya ka|kgokagano|letšatši le lengwe le le lengwe|mahala+letšatši le lengwe|tlatša+dintlha+hwetša|tlatša+dintlha+bokae|dintlha+mahala|dintlha+profaele',
  payments:
    'ditsela tša go lefa|mekgwa ya go lefa|ke lefa bjang|nka lefa|go lefa|tefo|ditefo|karata|_eft|amex|payfast|kheše|le amogela|lef+bjang|reka+card|ka card|ka karata',
  shipping:
    'romel|thomel|thomelo|romelwa|go romela|go fihla|e tšea nako|e tla fihla neng|ke tla e hwetša neng|matšatši a mošomo|tšhelete ya thomelo|iswa|tla fihla|fihla+matšatši|tla hwetša|hwetša+neng|hwetsa+neng|lef+thomel|lef+romel|romel+mahala|thomel+mahala|tšea+matšatši|lefel+delivery|lefa+delivery|ka morago ga go lefa|ntlisets|tlisets|nkisets|lef+ntlisets|lef+tlisets|delivery+bokae',
  returns: 'bušetš|busets|bušetša|busetsa|dipušetšo|dipusetso|go bušetša|robegile|senyegile|ga e šome|fetoša|molao wa dipuš',
  eligibility:
    'mengwaga|_18|ka tlase ga 18|ngwana|~ke mang yo a ka|~ke mang yo a dumeletš|~dumeletš|~tšea karolo|ka ntle ga afrika borwa|naga ye nngwe|nageng ye nngwe|namibia|botswana|zimbabwe|lesotho|eswatini|mošola wa mawatle|ke dula',
  terms: 'melao|mabaka|dipeelo',
  account: 'ingwadiša|ingwadisa|phasewete|password|ke lebetše',
  support:
    'bega|bothata|ikgokaganye|thekgo|thušo|ke bolele le motho|mogala|ngongorego|letlakala|ke botša mang|ga le šome|sa šomego gabotse|nka le botša',
  language:
    'polelo|dipolelo|puo|dipuo|afrikaans|seisemane|english|zulu|xhosa|sotho|tswana|venda|tsonga|ndebele|swati|sepedi|lesometee|lesome tee|dipolelo dife|polelo efe|fetoša+polelo|fetola+polelo|fetola+puo',
  'live:balance':
    'palomoka|balanse|ke na le blitz|blitz tše ke nago|~blitz ya ka|~blitz tša ka|palo ya ka|šaletšwe|saletswe|šetše le blitz|balanse ya ka|palomoka ya ka|ke na le di blitz|ke setse ke na le|setse ke na le|blitz tša ka+kae|blitz tsa ka+kae',
  'live:checkIn':
    'lehono+tsen|lehono+check|ke tsene|ke dirile check in|ke tsenile|lehono ya go tsena|ya lehono|ke hweditše blitz ya ka ya lehono|lehono+mahala|mahala ya lehono|check in lehono|lehono check in|lehono+letšatši le letšatši|check in+lehono|daily+lehono|free blitz+lehono',
  'live:bids':
    'ke eteletše pele|ke etile pele|difantisi tša ka|ke bidile go|ke a bida|ke a thopa bjale|ke bidago|ke bidilego|tšeo ke bid|ke di thopago|ke di fenyago|sa eteletše pele|eteletše pele+fantis|eteletse pele+fantis|ke di bid|ke bida difantising|difantising dife|ke bida+dife|ke tšea karolo|ke tsea karolo|ke sa eta pele|ke sa eteletše pele|ke sa thopa|ke sa fenya',
  'live:buddies': 'bidbuddy ya ka|buddy ya ka',
  'live:wins':
    'ke thopile eng|ke fentše eng|tšeo ke di thopilego|ke thopile naa|šetše ke lefile|setse ke lefile|ka moka tšeo ke di thopilego|tšeo ke di thopilego|lefile dilo ka moka|ke lefile dilo|ke di thopilego',
  'live:cart': 'kariki ya ka|cart ya ka|go cart',
  'live:orders':
    'odara ya ka|otara ya ka|diodara tša ka|phasela ya ka|latela|tšeo ke di rekilego|šetše e romilwe|setse e romilwe|e romilwe|sephuthelwana sa ka|order ya ka|šetše e rometšwe|e šetše e rometšwe',
  'live:packs':
    'diphuthelwana|sephuthelwana|theko ya blitz|blitz di bitša|go reka blitz|nka reka blitz|diphuthelwana+bokae|diphuthelwana+bitš',
  unsure:
    'etela lebenkele|courier+efe|fa mogwera|waranti|warranty|tiišetšo|lebenkele la nnete|ke tle lebenkeleng|ke tle go tšea|_vat|invoice|lay by|layby|voucher|vaoutšhara|khupone|fetišetša|mmala|bogolo|courier efe|khamphani efe|lebenkele+etel|lefelo+tšea|lefelong la go tšea|le na le lebenkele|fetola mmala|garanti|fetola+saese|fetola+size|saese',
};

export const ST_CUES: IntentCues = {
  'how-it-works': 'e sebetsa jwang|ho sebetsa jwang|fantisi e sebetsa|la pele|ke qala jwang',
  blitz:
    'blitz+pele|tjhelete+blitz|blitz ke eng|di blitz ke eng|busetswa|buseletswa|kgutlisetswa tjhelete|di a busetswa|tjhelete ya blitz|ya mahala pele|mahala kapa|e rekilweng kapa|blitz efe|e sebediswa pele|bidi e bitsa|bidi ka nngwe e|ho bida ho bitsa|bidi ke bokae|blitz e le nngwe|ja blitz|sebediswa pele|pele ho tseo|blitz tse kae+bid',
  bidding:
    'bida hape|~nke ke ka bida|metsotswana|tshupanako|oache|nako e eketswa|eketsa|ke bida jwang|ho bida jwang|habedi|ka ho latellana|bidi ya ka|bidi e le nngwe|theko e phahama|nako+bida|eketseh|~sa kgone ho bida|~kgone ho bida|bida hape+pele|bid+etella',
  'auction-end':
    'ho se motho|ha ho motho|se nang bidi|se motho+bid|e fela|fela neng|e a fela|kwalwa|90|phesente|ha ho ya bidang|ha ho se na bidi|ho se na dibidi|ntle le bidi|ke mang ya hapang|ho qetela|qobell|boitlamo|ke tlameha ho e reka|ke tlameha ho e nka|ha ke e batle|ke hana|kgetho|tokelo|e ka fela|fela pele|kgetha|se e reke|ho se reke|mohlodi o kgethwa|o kgethwa|ya hapang|theko e hodimo|e emang|e ema_|ha ho se na|emisa|ema neng|qetellong|tlameha ho nka|ho se le+bid|ho se+bid|hana ho reka|nka hana|ke hapa jwang|nka hapa jwang|ke hlola jwang|tlameha ho reka|sa e batle|tlameha+reka|feta theko|feta+lebenkele|se na dibidi|se nang le dibidi|ntle le dibidi|fetotse monahano|fetotse mohopolo|tlameha ho reka+hlotse|tlameha ho reka+hapile|ha a sa e batle|o tlameha ho e reka',
  winning:
    'lef+matsatsi|lef+hap|lef+hlol|matsatsi a makae+lef|ke lefe neng|nako ya ho lefa|ha ke sa lefe|ha ke lefe|ke lebetse ho lefa|lahleha|lahlehile|forfeit|kamora ho hapa|ha ke hapile|ha ke hlotse|ha ke hapa|nako e kae+lef|dieha ho lefa|dieha|a sa lefe|haeba ke hapile',
  bidbuddy:
    'bidbuddy|bid buddy|buddy|ka boyona|irobotho|e mpidela|tse sa sebediswang|behellwa ka thoko|ke e tima|ke e khansela|mpidel|tima|ka thoko|behil|khansel|boiketsetso|iketsets|bidbuddy+kgutlis|ke robetse|bidbuddy+sebedis',
  'bid-types':
    'ba qalang|beginner|ba so kang ba hlola|ha ke so hlole|ha ke so hape|e lefilweng feela|paid blitz only|e rekilweng feela|notletswe|ho notlela|locked|fantisi e tlwaelehileng|mofuta wa bidi|mefuta|mahala mona|mahala+tsohle|tsa beginner|notle|sebedis+mahala|notle+bid|mahala+ha e sebetse|mahala+fantisi ena|batho ba batjha+feela|batho ba batjha+fantisi+hapile|ha e di amohele|mahala+ha e di amohele|mahala+di amohele|ha ke sa dumellwa|ba bang ba ntse ba bida|mahala+sa sebetse+fantis|mahala+sa kgone+fantis|motswalle+ke ke a e bida|motswalle+kgone ho bida ho yona',
  'buy-now':
    'reka hona jwale|reka jwale|buy now|theko e feletseng|theko ya lebenkele|ha ke a hapa|ha ke sa hape|ke hlotswe|blitz ya ka e kgutle|blitz tsa ka di kgutle|48|ntle le ho bida|reka hona jwale+kgutlis|ho hlolwa|kamora ho hlolwa|theko e felletseng|hlolwa|ka hlolwa',
  rewards:
    'mahala|moputso|meputso|motswalle|mema|referral|profaele|kena letsatsi|letsatsi le letsatsi|check in|bonase|link ya ka|kgokahano|letsatsi le leng le le leng|mahala+letsatsi le leng|tlatsa+dintlha+fumana|tlatsa+dintlha+bokae|dintlha+mahala|dintlha+profaele',
  payments:
    'mekgwa ya ho lefa|ditsela tsa ho lefa|ke lefa jwang|nka lefa|ho lefa|tefo|ditefo|karete|karata|_eft|amex|payfast|kheshe|le amohela|lef+jwang|reka+card|ka card|ka karete',
  shipping:
    'romel|thomel|romelwa|romelo|thomelo|thomello|romellwa|ho romela|ho fihla|e nka nako|e tla fihla neng|ke tla e fumana neng|matsatsi a mosebetsi|tjhelete ya thomello|ho isa|tla fihla|fihla+matsatsi|tla fumana|fumana+neng|lef+romel|lef+thomel|romel+mahala|romell+mahala|e nka matsatsi|ho nka matsatsi|lefell+delivery|lefa+delivery|kamora ho lefa|ntlisets|tlisets|lef+ntlisets|lef+tlisets|delivery+bokae',
  returns: 'kgutlis|busets|kgutlisa|busetsa|dikgutliso|ho kgutlisa|robehile|senyehile|ha e sebetse|fetola|molao wa dikgutl',
  eligibility:
    'dilemo tse kae|dilemo+kae|dilemo|_18|ka tlase ho 18|ngwana|~ke mang ya ka|~ke mang ya dumell|~dumellwa|~nka karolo|ka ntle ho afrika borwa|naha e nngwe|naheng e nngwe|namibia|botswana|zimbabwe|lesotho|eswatini|mose ho mawatle|ke dula',
  terms: 'melao|dipehelo',
  account: 'ngodisa|ingodisa|phasewete|password|ke lebetse',
  support:
    'tlaleha|bothata|ikopanye|tshehetso|thuso|ke bue le motho|mohala|tletlebo|leqephe|ke bolella mang|ha le sebetse|sa sebetseng hantle|nka le bolella',
  language:
    'puo|dipuo|afrikaans|senyesemane|english|zulu|xhosa|sotho|tswana|venda|tsonga|ndebele|swati|sepedi|leshome le motso|dipuo dife|puo efe|fetola+puo',
  'live:balance':
    'palo ya ka|balanse|ke na le blitz|blitz tseo ke nang|~blitz ya ka|~blitz tsa ka|ke setse le|setseng|balanse ya ka|ke sa na le|ke na le di blitz|sa na le di blitz|blitz tsa ka+kae',
  'live:checkIn':
    'kajeno+ken|kajeno+check|ke kene|ke entse check in|ke kenile|kajeno ya ho kena|ya kajeno|ke fumane blitz ya ka ya kajeno|kajeno+mahala|mahala ya kajeno|check in kajeno|kajeno check in|kajeno+letsatsi le letsatsi|check in+kajeno|daily+kajeno|free blitz+kajeno',
  'live:bids':
    'ke etella pele|ke etetse pele|difantisi tsa ka|ke bidile ho|ke a bida|ke a hapa jwale|ke bidang|ke bidileng|tseo ke bid|ke di hapang|ntse ke etella pele|etella pele+fantis|ke di bid|ke bida difantising|difantising dife|ke bida+dife|ke nka karolo|ke sa etella pele|ke sa hapa|ke ntse ke hapa',
  'live:buddies': 'bidbuddy ya ka|buddy ya ka',
  'live:wins': 'ke hapile eng|ke hlotse eng|tseo ke di hapileng|ke hapile na|se ke lefile|ke se ke lefile',
  'live:cart': 'kariki ya ka|cart ya ka|ho cart',
  'live:orders':
    'odara ya ka|diodara tsa ka|phasele ya ka|latela|tseo ke di rekileng|se e romilwe|e romilwe|sephutheloana sa ka|sephuthelwana sa ka|order ya ka|e se e rometswe|se e rometswe|odara ya thepa+rometswe|odara ya ka+rometswe',
  'live:packs':
    'dipakete|pakete|diphutheloana|sephutheloana|theko ya blitz|blitz di bitsa|ho reka blitz|nka reka blitz|dipakete+bokae|dipakete+bitsa',
  unsure:
    'etela lebenkele|courier+efe|fa motswalle|waranti|warranty|tiiso|lebenkele la sebele|ke tle lebenkeleng|ho lata|ke tle ho lata|_vat|invoice|lay by|layby|voucher|vauchara|khupone|fetisetsa|mmala|boholo|courier efe|khampani efe|lebenkele+etel|sebaka sa ho lata|sebakeng sa ho lata|le na le lebenkele|fetola mmala|garanti|fetola+saese|fetola+size|saese',
};

export const TN_CUES: IntentCues = {
  'how-it-works': 'e dira jang|go dira jang|fantisi e dira|la ntlha|ke simolola jang',
  blitz:
    'blitz+pele|madi+blitz|blitz ke eng|di blitz ke eng|busediwa|di a busediwa|madi a blitz|ya mahala pele|mahala kgotsa|e e rekilweng kgotsa|blitz efe|e dirisiwa pele|bidi e ja|bidi e tura|bidi nngwe le nngwe e|go bida go ja|bidi ke bokae|blitz e le nngwe|ja blitz|dirisiwa pele|pele ga tse|bida+tura|go bida go tura|blitz di le kae+bid',
  bidding:
    'bida gape|~nka se bide|metsotswana|tshupanako|nako e okediwa|oketsa|ke bida jang|go bida jang|gabedi|ka go latelana|bidi ya me|bidi e le nngwe|tlhwatlhwa e a oketsega|nako+bida|oketseg|~sa kgone go bida|~kgone go bida|bida gape+pele|bid+eteletse|tlhatlosa',
  'auction-end':
    'go se na ope|ga go na ope|se na ope+bid|e fela|fela leng|e a fela|tswalwa|90|diphesente|phesente|ga go na ope yo o bidang|fa go se na bidi|go se na dibidi|kwa ntle ga bidi|ke mang yo o fenyang|bofelo|patelesg|pateletsw|patelediwa|tlamego|ke tshwanetse go se reka|ke tshwanetse go se tsaya|ga ke se batle|ke gana|tlhopho|tshwanelo|e ka fela|fela pele|tlhopha|se se reke|go se reke|mofenyi o tlhophiwa|tlhophiwa|yo o fenyang|kwa godimo|e emang|e ema_|ope yo o bid|ema leng|bofelong|tshwanetse go tsaya|go se na+bid|gana go reka|nka gana|fedile|tswetswe|ke fenya jang|nka fenya jang|feta tlhwatlhwa|feta+lebenkele|se na dibidi|se nang le dibidi|kwa ntle ga dibidi|fetotse mogopolo|tshwanetse go reka+fent|tshwanetse go reka+gapil|bokhutlong+ke mang|bokhutlong+fantisi|bokhutlong+bid|ke mang yo o bonang|ga a sa se batle|o tshwanetse go se reka',
  winning:
    'duel+malatsi|duel+fent|malatsi a mekae+duel|malatsi a le kae+duel|ke duele leng|nako ya go duela|fa ke sa duele|ga ke duele|ke lebetse go duela|latlhega|latlhegile|forfeit|morago ga go fenya|fa ke fentse|fa ke fenya|nako e kae+duel|diega go duela|diega|sa duele',
  bidbuddy:
    'bidbuddy|bid buddy|buddy|ka boyone|irobotho|e mpidela|tse di sa dirisiwang|beelwa thoko|ke e tima|ke e khansela|mpidel|tima|thoko|beil|khansel|boitiriso|itiris|bidbuddy+busediw|ke robetse|bidbuddy+diris',
  'bid-types':
    'basimolodi|simolodi|ba simololang|beginner|ba ba iseng ba fenye|ga ke ise ke fenye|e e duelelweng fela|duelelweng fela|paid blitz only|e e rekilweng fela|notletswe|go notlela|locked|fantisi e e tlwaelegileng|mofuta wa bidi|mefuta|mahala fano|mahala+tsotlhe|tsa beginner|notle|lotle|diris+mahala|notle+bid|mahala+ga e dire|mahala+fantisi e|ga e di amogele|mahala+ga e di amogele|mahala+di amogele|ga ke sa letlelelwa|ba bangwe ba santse ba bida|batho ba basha+fela|batho ba basha+fantisi+fentse|mahala+sa dire+fantis|mahala+sa kgone+fantis|tsala+kgone go bida mo go yone',
  'buy-now':
    'reka jaanong|reka gone jaanong|buy now|tlhwatlhwa e e feletseng|tlhwatlhwa ya lebenkele|ga ke a fenya|fa ke sa fenye|ke fentswe|blitz ya me e boe|blitz tsa me di boe|48|kwa ntle ga go bida|reka jaanong+busediw|go fenngwa|morago ga go fenngwa|latlhegetswe ke fantisi|sa ntse ke e reka',
  rewards:
    'mahala|tuelo|dituelo|dikatso|tsala|laletsa|referral|porofaele|tsena letsatsi|letsatsi le letsatsi|check in|bonase|link ya me|kgolagano|tlatsa+dintlha+bona|tlatsa+dintlha+amogela|tlatsa+dintlha+bokae|dintlha+mahala|dintlha+porofaele',
  payments:
    'mekgwa ya go duela|ditsela tsa go duela|ke duela jang|nka duela|go duela|tuelo ka|karata|_eft|amex|payfast|kheshe|lo amogela|duel+jang|reka+card|ka card|ka karata',
  shipping:
    'romel|thomel|isiwa|thomelo|go isiwa|isiwa|romelwa|go romela|go fitlha|go tsaya nako|e tla fitlha leng|ke tla e amogela leng|malatsi a tiro|madi a thomelo|tla fitlha|fitlha+malatsi|tla amogela|amogela+leng|goroga|duel+isiwa|duel+romel|duel+thomel|goroga leng|tla goroga|romel+mahala|isiwa+mahala|tsaya+malatsi|duel+delivery|ke sena go duela|morago ga go duela|ntlisets|tlisets|duel+ntlisets|duel+tlisets|delivery+bokae',
  returns: 'busets|busetsa|dipusetso|go busetsa|robegile|senyegile|ga e dire|fetola|molao wa dipus|busa_|go busa|busiwa|busitswe',
  eligibility:
    'dingwaga|_18|ka fa tlase ga 18|ngwana|~ke mang yo o ka|~ke mang yo o letlel|~letlelesegile|~tsaya karolo|kwa ntle ga aforika borwa|naga e nngwe|nageng e nngwe|lefatshe le lengwe|namibia|botswana|zimbabwe|lesotho|eswatini|mose ga mawatle|ke nna kwa|ke nna ko',
  terms: 'melawana|dipeelo',
  account: 'ikwadisa|kwadisa|lefoko la sephiri|password|ke lebetse',
  support:
    'bega|bothata|ikgolaganye|thuso|ke bue le motho|mogala|ngongorego|tsebe|ke bolelela mang|ga e dire|sa direng sentle|nka lo bolelela',
  language:
    'puo|dipuo|afrikaans|sekgoa|english|zulu|xhosa|sotho|tswana|venda|tsonga|ndebele|swati|sepedi|lesome le bongwe|dipuo dife|puo efe|fetola+puo',
  'live:balance':
    'palo ya me|balanse|ke na le blitz|blitz tse ke nang|~blitz ya me|~blitz tsa me|ke setse ka|ke setse le|di setseng|balanse ya me|ke na le di blitz|ke sa ntse ke na le|ke santse ke na le|blitz tsa me+kae',
  'live:checkIn':
    'gompieno+tsen|gompieno+check|ke tsene|ke dirile check in|ke tsenile|gompieno|ya gompieno|gompieno+mahala|mahala ya gompieno|check in gompieno|gompieno check in|gompieno+letsatsi le letsatsi|check in+gompieno|daily+gompieno|free blitz+gompieno',
  'live:bids':
    'ke eteletse pele|ke etile pele|difantisi tsa me|ke bidile mo|ke a bida|ke a fenya jaanong|ke bidang|ke bidileng|tse ke bid|ke di fenyang|ntse ke eteletse pele|eteletse pele+fantis|ke di bid|ke bida mo difantising|difantising dife|ke bida+dife|ke tsaya karolo|ke sa ntse ke etile pele|ke sa etile pele|ke sa ntse ke fenya|ke sa fenya',
  'live:buddies': 'bidbuddy ya me|buddy ya me',
  'live:wins': 'ke fentse eng|tse ke di fentseng|ke fentse a',
  'live:cart': 'kariki ya me|cart ya me|mo cart',
  'live:orders':
    'taelo ya me|otara ya me|odara ya me|ditaelo tsa me|phasele ya me|latela|tse ke di rekileng|setse e romilwe|e romilwe|sephuthelo sa me|order ya me|setse e romeletswe|e setse e romeletswe',
  'live:packs':
    'diphuthelo|sephuthelo|tlhwatlhwa ya blitz|blitz di tura|go reka blitz|nka reka blitz|diphuthelo+bokae|diphuthelo+tura|sephuthel|diphuthel|blitz di ja bokae|blitz di ja|sennye go gaisa',
  unsure:
    'etela lebenkele|courier+efe|naya tsala|waranti|warranty|tiisetso|lebenkele la mmatota|ke tle kwa lebenkeleng|go tsaya ka bowena|_vat|invoice|lay by|layby|voucher|vaoutshara|khupone|fetisetsa|mmala|bogolo|courier efe|khampani efe|lebenkele+etel|lefelo+tsaya|lefelong la go tsaya|lo na le lebenkele|fetola mmala|garanti|fetola+saese|fetola+size|saese|tsaya ka bonna|warehouse',
};
