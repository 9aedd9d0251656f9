/** Intent cues in the Nguni languages: isiZulu, isiXhosa, siSwati, isiNdebele (stems, so prefixes do not matter). */
import type { IntentCues } from './cues-types';

export const ZU_CUES: IntentCues = {
  'how-it-works': 'isebenza kanjani|kusebenza kanjani|indali isebenza|sebenza kanjani le|okokuqala|ngiqala kanjani|ngisaqala',
  blitz:
    'blitz+kuqala|imali+blitz|yini i blitz|iyini i blitz|ayini ama blitz|buyiselwa imali|ibuyiselwa|abuyiselwa|buyiswa imali|imali yami ye blitz|ama blitz abuy|kuqala amahhala|mahhala noma|athengiwe noma|iyiphi i blitz|asetshenziswa kuqala|ibhidi ngalinye libiza|ibhidi libiza|libiza malini|ibiza malini ibhidi|ukubhida kubiza|ngebhidi|ngaphambi kwalawo|blitz eyodwa|kudla+blitz|blitz amangaki+bhid|gidinga+bhid|_udinga+bhid|dingek+bhid|dayisa+blitz|thengisa+blitz|imali yami emuva+blitz|imali+emuva+blitz|bid kanye|bhida kanye|kuhamba ama blitz',
  bidding:
    'amabhidi amabili|bhida futhi|~kungani ngingakwazi|~angikwazi ukubhida|~ngingakwazi ukubhida|ngihola phambili+bhida|uhola phambili|washi|imizuzwana|iwashi|isikhathi sengezwa|engeza|lengeza|ngibhida kanjani|ukubhida kanjani|bhida kabili|kabili|ngokulandelana|ngihola kakade|ibhidi yami|ibhidi elilodwa|ngaphezu kwebhidi|inyuka|engezw|nyuka+bhid|isikhathi+ebhida|isikhathi+ebhide|~kwazi ukubhida|bhida+hola phambili|bhida+ngiphambili|bhida+_uphambili|engezek|khuphuk+isikhathi|khuphuk+washi|isikhathi+kubhid|landelana',
  'auction-end':
    'washi|kungekho+bhid|akekho+bhid|ayikho+bhid|_iphela|phela nini|iyaphela|ivalwa|90|amaphesenti|akekho obhidayo|akekho obhide|uma kungekho bhidi|kungekho mabhidi|ngaphandle kwebhidi|ubani owinayo|ubani onqobayo|obhide okokugcina|wokugcina|phoqelek|impoqo|kumele ngiyithenge|kufanele ngiyithenge|kumele ngiyikhokhele|kufanele ngiyithathe|kumele ngiyithathe|angiyifuni|ngiyenqaba|ngenqaba|ukhetho|isibopho|ilungelo|seyaphela|_iphele|ziro|ukungayithengi|ngingayithengi|angiyithengi|owinayo|unqunywa|kunqunywa|onqobayo|intengo ephezulu|kungabhidi|ungabhidi muntu|kungabhidanga|yama nini|kuyama|ekugcineni|ngubani owina|owina indali|enqaba|ngingala_|ngiwina kanjani|nginqoba kanjani|ngingawina kanjani|khuphuka kakhulu|nyuka kakhulu|ekupheleni|~ngubani othatha|~ubani othola|~ngubani othola|dlule+intengo|nyuka+sitolo|abayibhidi|abazibhidi|ababhidi_|ngenabhidi|ngenamabhidi|owina i auction|akekho oyifunayo|akekho ofuna|fika ku zero|ukhethwa kanjani|umnqobi+kanjani|phoqwe|sayifuni|kufanele ayithenge|kumele ayithenge',
  winning:
    'khokh+izinsuku|khokh+nqob|khokh+win|khokh+sikhathi|izinsuku ezingaki+khokh|ngikhokhe nini|ngikhokha nini|isikhathi sokukhokha|umnqamulajuqu|ngingakhokhi|angikhokhi|uma ngingakhokhanga|ngikhohlwe ukukhokha|sekwephuzile|lahlek|forfeit|emva kokunqoba|emva kokuwina|uma nginqobile|uma ngiwinile|uma nginqoba|uma ngiwina|ephuza|phuza ukukhokha|engakhokhi|linde+win|linde+nqob|ngikhohliwe+khokh|khohlwe+khokh',
  bidbuddy:
    'bidbuddy+asele|bidbuddy+esele|bidbuddy+seleyo|bidbuddy+buyel|bidbuddy+yaphi|bidbuddy|bid buddy|buddy|ozenzakalelayo|ngokuzenzakalela|irobhothi|ingibhidele|ibhida esikhundleni|engasetshenziswanga|engasetshenzisiwe|agciniwe|ngiyicisha|ngiyivala|ngiyikhansela|cisha|bekile|eceleni|agcin|khansel|zenzakal|bidbuddy+buyisel|ngibhidel|ngisalele|bidbuddy+sebenzis|engibhidela|ngibhidela|ngingekho',
  'bid-types':
    'abaqalayo|beginner|abangakaze banqobe|angikaze ngiwine|angikaze nginqobe|ekhokhelwe kuphela|paid blitz only|ethengiwe kuphela|ikhiyiwe|khiyiwe|iphuzu lokukhiya|locked|ndali evamile|uhlobo lwebhidi|izinhlobo|amahhala kule|mahhala+zonke|zabaqalayo|ezabaqalayo|ze beginner|sebenzis+mahhala|saqalayo|ezivamile|khiyiwe+bhid|free blitz+kule|free blitz+sebenz|mahhala+awasebenzi|mahhala+sebenzi_|mahhala+kule ndali|mahhala+le ndali|abantu abasha+kuphela|abantu abasha+ndali+_ngawina|abantu abasha+ndali+_nganqoba|savunyelw+ndali|savunyelw+phakathi|abanye basabhida|ayiwamukeli|mahhala+ayiwamukeli|mahala+ayiwamukeli|mngane+kwazi ukubhida kuyo',
  'buy-now':
    'ngingawinanga|ngingawini|ngingayithenga|uma ngilahlekelwa|nginganqobi|ngingazange nginqobe|thenga manje|buy now|ngentengo egcwele|intengo yesitolo|ngihlulekile|angiwinanga|anginqobanga|uma ngilahlekelwa|ngehlulwe|ama blitz ami abuye|buyiselwe ama blitz|48|ngaphandle kokubhida|ngaphandle kokuthi ngibhide|thenga manje+buyisel|hlulwe|sengayithenga|kokuhlulwa|ngemuva kokuhlulwa|ngentengo ephelele',
  rewards:
    'mahhala|umvuzo|imivuzo|imiklomelo|umklomelo|thola ama blitz|umngane|mema|referral|iphrofayela|iphrofayili|ngena nsuku zonke|nsuku zonke|kwansuku|check in|usuku ngalunye|ibhonasi|link yami|isixhumanisi|sixhumanisi|bangane|odluliselwe|gcwalisa+imininingwane+thola|gcwalisa+imininingwane+kungakanani|imininingwane+mahhala|imininingwane+phrofay',
  payments:
    'izindlela zokukhokha|ngikhokha kanjani|ngingakhokha|khokha ngani|ukukhokha|inkokhelo|ikhadi|_eft|amex|payfast|ngokudlulisa|ukheshi|kwamukela|khokh+kanjani|khadi|kheshi|mali ekheshi|ngekheshi|khokh+kheshi|thenga+card|thenga+khadi|nge card|ngekhadi|sebenzis+_eft|khokh+_eft',
  shipping:
    'lethw|thunyelw|izinsuku+leth|ukulethwa|lethwa|kulethwa|ukuthunyelwa|thunyelwa|ukuletha|kuthatha isikhathi|kuzofika nini|izofika nini|ngizoyithola nini|ngiyithola nini|izinsuku zokusebenza|imali yokuthumela|ukuthumela|zofika|zofika+izinsuku|khokh+leth|khokh+kuthunyelwa|fika+izinsuku|iphasela|leth+mahhala|thunyelw+mahhala|letha_|fika nini|fikela nini|zongifikela|thatha+izinsuku|khokh+delivery|emva kokukhokha|ngemva kokukhokha|kuthatha izinsuku|fike ekhaya|fika ekhaya|fike+izinsuku|thunyelel|thumelel',
  returns:
    'buyis|buyisela|buyisa|ukubuyisa|buyiswa|yephukile|ephukile|onakele|yonakele|akusebenzi_|ayisebenzi_|ishintsha|inqubomgomo yokubuy|phukile',
  eligibility:
    'minyaka|iminyaka|ubudala|_18|ngaphansi kwe 18|_ingane|~ubani ongabamba|~ubani ovunyelwe|~ongabhida|~vunyelwe|~bamba iqhaza|ngaphandle kwe ningizimu|ngaphandle kwaseningizimu|kwelinye izwe|elinye izwe|namibia|botswana|zimbabwe|lesotho|eswatini|mozambique|phesheya|ngihlala e|neminyaka|bhid+_14_|bhid+_15_|bhid+_16_|bhid+_17_|bhalis+_16_|bhalis+_17_|izingane|abantwana',
  terms: 'imigomo|imibandela|imithetho',
  account: 'bhalisa|ukubhalisa|iphasiwedi|iphasiwezi|password|ngikhohliwe|akhawunti entsha',
  support:
    'bika|inkinga|xhumana|usizo|ngikhulume nomuntu|ucingo|ukukhala|isikhalazo|ikhasi|ngitshele bani|engimtshelayo|okungahambi kahle|akuhambi kahle|nginitshela|khasi|ngingathinta|abasizayo',
  language:
    '_ulimi|izilimi|ngezilimi|zilimi|afrikaans|isingisi|english|xhosa|sotho|tswana|venda|tsonga|ndebele|swati|sepedi|ishumi nanye|singisi|ngolimi|shintsha+ulimi',
  'live:balance':
    'nginama blitz|nginama|ibhalansi|ama blitz enginawo|nginawo|enginayo|~ama blitz ami|~i blitz yami|angakanani ama blitz ami|asele kimi|ngisele|amangaki+nginawo|ngisenama|ngisenawo|ngine blitz|blitz ami+mangaki|blitz ami+angaki|asesele|blitz+akhawunti yami|bhid+asele',
  'live:checkIn':
    'namuhla+ngen|namuhla+check|ngingenile|ngi check in|ngichekile|ngiyingenile|ngingene namuhla|i blitz yami yanamuhla|yanamuhla|anamuhla|namuhla+mahhala|amahhala anamuhla|check in namuhla|namuhla check in|namuhla i check in|ngenzile i check in|ngiyenzile i check in|namuhla+nsuku zonke|check in+namuhla|daily+namuhla|free blitz+namuhla|ngiyithathile+namuhla|yami yansuku zonke+namuhla',
  'live:bids':
    'ngihola kuziphi|kuziphi izindali|ngihamba phambili|ngiphambili|izindali zami|ngibhide kuzo|ngiyabhida|engibhide kuzo|ngiyawina|ngiyanqoba manje|engibhid|engiziwinayo|engizinqobayo|sahamba phambili|phambili+ndali|engizibhid|ngihola phambili+ndali|ngihola+kuzo|ngibhida kuziphi|ngisanqoba|ngisawina|ngisahola',
  'live:buddies': 'bidbuddy yami|buddy yami',
  'live:wins':
    'ngiwine ini|nginqobe ini|engikuwinile|engikunqobile|ngiwinile yini|nginqobile yini|sengikhokhile+nqob|sengikhokhile+win|sengikhokhile konke|konke engikunqobile|konke engikuwinile',
  'live:cart': 'inqola yami|cart yami|ku cart',
  'live:orders':
    'i oda lami|oda lami|ama oda ami|iphasela lami|iphakheji lami|likuphi|liphi|ngikulandelela|landelela|engikuthengile|ngithenge|selithunyelwe|sekuthunyelwe|selilethiwe|selifikile|oda yami|isithunyelwe|sithunyelwe|ithunyelwe|lithunyelwe|order yami|order lami',
  'live:packs':
    'amaphakethe|iphakethe|intengo ye blitz|ama blitz amalini|malini ama blitz|i blitz imalini|ukuthenga ama blitz|ngithenge ama blitz|ngingathenga ama blitz|amaphakethe+malini|iphakethe+malini|blitz+amalini|blitz+malini|blitz+thengiswa|blitz+amanani|thenga amabhidi|amabhidi+malini|pakethi+malini|shibhile+pakethi|shibhile+blitz|pakethi+biza',
  unsure:
    'vakashela|courier+iyiphi|courier+yiphi|nikeza umngane|_landa|ngingayilanda|yilanda|ukulanda|iwaranti|warranty|isiqinisekiso|isitolo sangempela|isitolo esibonakalayo|ngingeza esitolo|ngilande_|ukulanda|ngiyolanda|_vat|i invoice|invoice|lay by|layby|ngezavenge|ivawusha|voucher|ikhuphoni|dlulisela|ngidlulisela|nikeza umngane ama blitz|umbala|usayizi|yiyiphi i courier|iyiphi inkampani|itolimende|zitolimende|kancane kancane|indawo yokulanda|yokulanda|mnika umngane|nika umngane|ninesitolo|ninaso isitolo|shintsha umbala|courier+ngubani|courier enisebenzisayo|shintsh+size|shintsh+sayizi|sayizi|ngombala|mbala ohlukile|sitolo engingaya|wathumela+mngane|zithumela+mngane',
};

export const XH_CUES: IntentCues = {
  'how-it-works': 'isebenza njani|kusebenza njani|ifandesi isebenza|okokuqala|ndiqala njani',
  blitz:
    'blitz+kuqala|imali+blitz|yintoni i blitz|ziintoni ii blitz|buyiselwa imali|ziyabuyiselwa|ibuyiselwa|buyiswa imali|kuqala ezasimahla|simahla okanye|ezithengiweyo okanye|eyiphi i blitz|zisetyenziswa kuqala|ibhidi nganye ibiza|ibhidi ibiza|_ibiza malini|ukubhida kubiza|phambi kwezo|blitz enye|kudla+blitz|blitz ezingaphi+bhid|thengisa+blitz|blitz+fumane imali|imali yam emva+blitz|imali+emva+blitz|bid kanye|bhida kanye',
  bidding:
    '~kutheni ndingakwazi|~ndingakwazi ukubhida|ukubhida kwakhona|sele ndiphambili|bhida kwakhona|wotshi|imizuzwana|iwotshi|ixesha longezwa|yongeza|ndibhida njani|ukubhida njani|kabini|ngokulandelelana|ndiphambili sele|ibhidi yam|ibhidi enye|inyuka|ongezw|ongeza|linyuka|ixesha+ebhida|ixesha+bhida|~kwazi ukubhida|bhida+ndiphambili|bhida+_uphambili|bhida+saphambili|ongezek|landelana|watshi|phinda iqale|qala kwakhona|cofa+bhid',
  'auction-end':
    'wotshi|kungekho mntu|akukho mntu|kungekho+bhid|akukho+bhid|_iphela|phela nini|iyaphela|ivalwa|90|ipesenti|akukho mntu ubhidayo|akukho bhidi|kungekho bhidi|ngaphandle kwebhidi|ngubani ophumelelayo|okokugqibela|nyanzelek|isinyanzelo|kufuneka ndiyithenge|kufuneka ndiyithathe|andiyifuni|ndiyala|ukhetho|ilungelo|ingaphela|_iphele|ziro|ukungayithengi|ndingayithengi|ophumelelayo|ugqitywa|kugqitywa|ixabiso eliphezulu|yeka nini|kuyeka|ekugqibeleni|ophumelela ifandesi|ndingala_|ndingayala|ndiphumelela njani|ndingaphumelela njani|nyuka kakhulu|ekupheleni|~ngubani othatha|~ngubani ofumana|~ngubani oyithathayo|dlule+xabiso|lidlule|yeka+nyuka|nyuka+venkile|watshi|ababhidi|abayibhidi|abazibhidi|akukho mntu obhidileyo|ngenabhidi|ngenamabhidi|ngenazibhidi|~ngubani owina|owina i auction|owina ifandesi|valwe|xabiso lifika|xabiso+fika phi|akukho mntu uyifunayo|akukho ofunayo|fika ku zero|ingenazo iibhidi|ngaphandle kweebhidi|kungekho bhidi|nyanzelek|sayifuni|kufuneka ayithenge|kufuneka ayihlawule',
  winning:
    'hlawul+iintsuku|hlawul+phumelel|iintsuku ezingaphi+hlawul|ndihlawule nini|ixesha lokuhlawula|umhla wokugqibela|ukuba andihlawulanga|andihlawuli|ndilibale ukuhlawula|lahlek|forfeit|emva kokuphumelela|xa ndiphumelele|xa ndiphumelela|libazisa|libazis|ndilibale|engahlawuli|linda+phumelel|phumelel+ntsuku|ndingahlawuli|phulukana+hlawul|ndilibele ukuhlawula|libele+hlawul',
  bidbuddy:
    'bidbuddy+asele|bidbuddy+esele|bidbuddy+seleyo|bidbuddy+buyel|bidbuddy+yaphi|bidbuddy|bid buddy|buddy|ngokuzenzekelayo|ezenzekelayo|irobhothi|indibhidele|ezingasetyenziswanga|zibekelwe|ndiyicima|ndiyirhoxisa|cima|bucala|zibekil|rhoxis|zenzekel|bidbuddy+buyisel|ndibhidel|bidbuddy+sebenzis|khansel|endibhidela|ndibhidela|ndingekho|bhid+endaweni',
  'bid-types':
    'abaqalayo|beginner|abangazange baphumelele|andizange ndiphumelele|ehlawulelweyo kuphela|paid blitz only|ezithengiweyo kuphela|itshixiwe|tshixiwe|lokutshixa|locked|ifandesi eqhelekileyo|uhlobo lwebhidi|iintlobo|simahla kule|simahla+zonke|ze beginner|zabaqalayo|sebenzis+simahla|tshixiwe+bhid|free blitz+kule|free blitz+sebenz|simahla+azisebenzi|simahla+sebenzi_|simahla+kule fandesi|simahla+le fandesi|andikaze ndiphumelele|andikaze+phumelel|zange+phumelel|abantu abatsha+kuphela|zabatsha+kuphela|abantu abatsha+fandesi+ndaphumelela|abantu abatsha+ndimtsha|savumelek+fandesi|savumelek+phakathi|abanye basabhida|ayizamkeli|simahla+ayizamkeli|mhlobo+kwazi ukubhida kuyo|mzala+kwazi ukubhida kuyo',
  'buy-now':
    'ukuba andiphumelelanga|xa ndingaphumelelanga|ndingayithenga|thenga ngoku|buy now|ixabiso elipheleleyo|ixabiso lasevenkileni|andiphumelelanga|ukuba ndiyaphulukana|ii blitz zam zibuye|48|ngaphandle kokubhida|andiphumeleli|thenga ngoku+buyisel|oyisiw|oyiswa|senokuyithenga|nokuyithenga|ndisenako ukuyithenga|senako ukuyithenga|iphelile+thenga|emva kokoyiswa|kokoyiswa',
  rewards:
    'yonke imihla|imihla|simahla|umvuzo|imivuzo|ibhaso|umhlobo|mema|referral|iprofayile|ngena yonke imihla|imihla ngemihla|yemihla|check in|ibhonasi|link yam|ikhonkco|khonkco|bahlobo|ocetyiswe|zalisa+nkcukacha+fumana|zalisa+nkcukacha+ngakanani|zalisa+nkcukacha+blitz|gcwalisa+nkcukacha+fumana|gcwalisa+nkcukacha+ngakanani|nkcukacha+simahla|nkcukacha+profay',
  payments:
    'iindlela zokuhlawula|ndihlawula njani|ndingahlawula|hlawula ngantoni|ukuhlawula|intlawulo|ikhadi|_eft|amex|payfast|imali ekhutshwayo|zamkela|nizamkela|hlawul+njani|khadi|thenga+card|thenga+khadi|nge card|ngekhadi|sebenzis+_eft|hlawul+_eft|_eft+khadi',
  shipping:
    'hanjisw|thunyelw|ukuhanjiswa|hanjiswa|ukuthunyelwa|thunyelwa|kuthatha ixesha|iza kufika nini|ndiza kuyifumana nini|iintsuku zokusebenza|imali yokuthumela|ukuthumela|ukuzisa|iza kufika|kufika+iintsuku|hlawul+hanjisw|hlawul+kuthunyelwa|zakufika|kufika nini|fika+ntsuku|iphasile|zisa+simahla|hanjisw+simahla|thunyelw+simahla|yizisa|fikela nini|zakundifikela|hlawul+delivery|emva kokuhlawula|hambis|fike+ntsuku|kuthatha iintsuku|fike ekhaya|fika ekhaya|ize ekhaya|iza ekhaya|zise ekhaya|thunyelel|thumelel|thatha ixesha|ukufika|ziselel|hlawul+ziselel|ongezelel+zisel|ongezelel+thumel|ongezelel+hanjisw|delivery+yimalini',
  returns:
    'buyis|buyisa|ukubuyisa|buyiswa|yaphukile|eyaphukileyo|yonakele|ayisebenzi_|tshintsha|umgaqo wokubuy|phukile|fikile+_ingasebenzi|fike+_ingasebenzi|fikile+yaphukile|fike+yaphukile',
  eligibility:
    'minyaka|iminyaka|ubudala|_18|ngaphantsi kwe 18|umntwana|~ngubani onokuthatha|~ngubani ovumelekileyo|~onokubhida|~vumelekile|~inxaxheba|ngaphandle komzantsi|elinye ilizwe|kwelinye ilizwe|namibia|botswana|zimbabwe|lesotho|eswatini|phesheya|neminyaka|bhid+_14_|bhid+_15_|bhid+_16_|bhid+_17_|bhalis+_16_|bhalis+_17_|abantwana|bantwana|ndihlala+eswatini|ndihlala+swatini|ndihlala+namibia|ndihlala+botswana|ndihlala+zimbabwe|ndihlala+lesotho|ndihlala+mozambique|ndihlala+phesheya|ndihlala+elinye ilizwe',
  terms: 'imigaqo|imiqathango',
  account: 'bhalisa|ukubhalisa|igama lokugqitha|password|ndilibele|iakhawunti entsha',
  support:
    'xela|ingxaki|qhagamshelana|inkxaso|uncedo|ndithethe nomntu|ifowuni|isikhalazo|iphepha|ndixelela bani|engahambi kakuhle|ndinixelela|thetha nomntu|thetha nobani|_ingasebenzi|engasebenziyo',
  language:
    'ulwimi|iilwimi|ngeelwimi|afrikaans|isingesi|english|zulu|sotho|tswana|venda|tsonga|ndebele|swati|sepedi|ishumi elinanye|elinanye|singesi|tshintsha+ulwimi',
  'live:balance':
    'ndinee blitz|ndine blitz|ibhalansi|ii blitz endinazo|ndinazo|ndinayo|~ii blitz zam|~i blitz yam|zingakanani ii blitz zam|ndisene|endisene|ndinee+blitz|ndinee+bhid|aseleyo|zisele|ndisenee+blitz|ndisenee+bhid|ndisenazo|blitz zam+zingaphi|zingaphi+blitz zam|eziseleyo|blitz+akhawunti yam|ndisele ne|blitz+account yam|endinawo|endinazo|mangaphi ama blitz|ndiseneebhidi|ndisenee bhidi|wallet yam|bhid+eziseleyo|bhid+seleyo|ndineblitz|ndine blitz ezingaphi|blitz ezingaphi ngoku|endiseleyo+blitz|endiseleyo+bhid',
  'live:checkIn':
    'namhlanje+ngen|namhlanje+check|ndingenile|ndi check in|ndichekile|ndingene namhlanje|yanamhlanje|zanamhlanje|namhlanje+simahla|zasimahla zanamhlanje|check in namhlanje|namhlanje check in|ndiyenzile i check in|ndenzile i check in|namhlanje+imihla ngemihla|namhlanje+yemihla|namhlanje+imihla|check in+namhlanje|daily+namhlanje|free blitz+namhlanje',
  'live:bids':
    'ndiphambili|iifandesi zam|ndibhide kuzo|ndiyabhida|endibhide kuzo|ndiyaphumelela ngoku|endibhid|ndibhida kuzo|endiziphumelelayo|saphambili|ndiphambili+fandesi|saphambili+fandesi|endizibhid|ndibhida kweziphi|kweziphi iifandesi|ndiphumelela+ngoku|ndiphumelela kwiifandesi|ndiphambili kwiifandesi|khokela|endikuzo|endikuyo|auction zam|ndibhida kwiifandesi|ndisaphumelela|ndikwezeziphi|ndikweziphi iifandesi|ndikwiifandesi ezingaphi',
  'live:buddies': 'bidbuddy yam|buddy yam',
  'live:wins': 'ndiphumelele ntoni|endiziphumeleleyo|ndiphumelele na|sele ndihlawule|ndihlawule zonke|ndizihlawul',
  'live:cart': 'inqwelo yam|cart yam|kwi cart',
  'live:orders':
    'iodolo yam|i odolo yam|odolo yam|ii odolo zam|ipasile yam|_iphi_|ndilandelela|landelela|endizithengileyo|ithunyelwe|sele ithunyelwe|ifikile|order yam|endiyithengileyo|ndiyithengile|ndizithengile|odolo zam|imeko+odolo zam',
  'live:packs':
    'iipakethi|ipakethi|ixabiso le blitz|ii blitz zixabisa|malini ii blitz|ukuthenga ii blitz|ndingathenga ii blitz|iipakethi+malini|iipakethi+xabisa|blitz+malini|blitz+zixabisa|thenga amabhidi|amabhidi+malini|amabhidi+xabisa|amaxabiso|ipakethi yamabhidi',
  unsure:
    'ndwendwela|courier+yeyiphi|courier+eyiphi|tshintshela|nika umhlobo|iwaranti|warranty|isiqinisekiso|ivenkile yokwenyani|ivenkile ebonakalayo|ndize evenkileni|ukulanda|ndiyokulanda|_vat|invoice|lay by|layby|ngezavenge|ivawutsha|voucher|ikhuphoni|dlulisela|ndidlulisela|umbala|isayizi|yeyiphi i courier|yeyiphi inkampani|ivenkile+ndwendwel|ivenkile+ndinokuza|indawo yokulanda|yokulanda|ninevenkile|tshintsha umbala|kancinci kancinci|tshintsh+size|tshintsh+sayizi|sayizi|ngombala|mbala owahlukileyo|mbala omnye|zithumela+mhlobo|dlulisela+mhlobo',
};

export const SW_CUES: IntentCues = {
  'how-it-works': 'isebenta kanjani|kusebenta kanjani|indali isebenta|kwekucala|ngicala kanjani',
  blitz:
    'blitz+kucala|imali+blitz|yini i blitz|iyini i blitz|buyiselwa imali|ayabuyiselwa|abuyiselwa|atibuyiselwa|kucala emahhala|mahhala nobe|latsengiwe nobe|iyiphi i blitz|asetjentiswa kucala|libhidi ngalinye libita|libhidi libita|libita malini|kubhida kubita|ngaphambi kwalawo|blitz yinye|kudla+blitz|blitz langakhi+bhid|dzinga+bhid|tsengisa+blitz|dayisa+blitz|imali yami emuva+blitz|imali+emuva+blitz|bid kanye|bhida kanye|kuhamba ema blitz',
  bidding:
    'kubhida futsi|~ngingakhoni kubhida|washi|imizuzwana|liwashi|lengeta|engeta|ngibhida kanjani|kubhida kanjani|kabili|ngekulandzelana|ngihamba embili vele|libhidi lami|libhidi linye|iyenyuka|engetw|nyuka+bhid|sikhatsi+abhida|~khoni kubhida|bhida+embili|bhida futsi|engetek|landzelana',
  'auction-end':
    'washi|kungekho+bhid|akekho+bhid|_iphela|phela nini|iyaphela|ivalwa|90|emaphesenti|akekho lobhidako|kungekho libhidi|kungekho mabhidi|ngaphandle kwelibhidi|ngubani lonqobako|lowinako|wekugcina|ekugcineni|phocelel|sibopho|kufanele ngiyitsenge|kufanele ngiyitsatse|angiyifuni|ngiyala|lilungelo|kute lobhidako|ingaphela|_iphele|ziro|kungayitsengi|ukhetfwa|lonqobako|intsengo lephakeme|kuma nini|lowina indali|kute muntfu|kute libhidi|kute mabhidi|lete mabhidi|lete libhidi|kute+lobhidako|nakunye lobhidako|ngingala_|ala kuyitsenga|nginqoba njani|ngingawina njani|nginqoba kanjani|lotawubhida|kute+lotawubhida|nyuka kakhulu|ekupheleni|~ngubani lotsatsa|~ngubani lotfola|yedlule|dlule+intsengo|nyuka+sitolo|abatibhidi|abayibhidi|abakabhidi|kute+bhid|angifuni kuyitsenga|ngifuni kuyitsenga|kute lofuna|akekho lofuna|fika ku zero|lifika kuziro|sayifuni|kufanele ayitsenge',
  winning:
    'khokh+emalanga|khokh+nqob|khokh+win|emalanga langakhi+khokh|ngikhokhe nini|sikhatsi sekukhokha|ngingakhokhi|angikhokhi|ngikhohlwe kukhokha|lahlek|forfeit|ngemuva kwekunqoba|nangabe nginqobile|nanginqobile|nangiwinile|ephuta|phuta kukhokha|angakhokhi|lindze+win|lindze+nqob|ngikhohliwe+khokh|khohlwe+khokh|ngingayikhokheli|ngingakhokheli|deadline',
  bidbuddy:
    'bidbuddy+asele|bidbuddy+esele|bidbuddy+seleyo|bidbuddy+buyel|bidbuddy+yaphi|bidbuddy|bid buddy|buddy|ngekutentekela|lokutentekelako|irobhothi|ingibhidele|langakasetjentiswa|abekelwa eceleni|ngiyicima|ngiyikhansela|cima|eceleni|khansel|tentekel|bidbuddy+buyisel|ngibhidel|bidbuddy+sebentis|ngakasetjentiswa|lengibhidela|ngibhidela|ngingekho',
  'bid-types':
    'labacalako|beginner|labangazange banqobe|angizange nginqobe|letikhokhelwe kuphela|paid blitz only|latsengiwe kuphela|ikhiyiwe|khiyiwe|lekukhiya|locked|indali levamile|luhlobo lwelibhidi|tinhlobo|emahhala kule|mahhala+tonkhe|te beginner|sebentis+mahhala|khiyiwe+bhid|bangazange|licophelo|lejwayelekile|free blitz+kule|free blitz+sebent|mahhala+sebenti_|mahhala+kulendali|mahhala+lendali|bantfu labasha+kuphela|bantfu labasha+ndali+_ngawina|bantfu labasha+ndali+_nganqoba|savunyelw+ndali|savunyelw+phakatsi|labanye basabhida|ayiwemukeli|mahhala+ayiwemukeli|mngani+khoni kubhida kuyo',
  'buy-now':
    'nangingakanqobi|ngingayitsenga|tsenga nyalo|buy now|intsengo legcwele|intsengo yasesitolo|anginqobanga|angiwinanga|nangehlulwa|ema blitz ami abuye|48|ngaphandle kwekubhida|ehlulek|hlulek|tsenga nyalo+buyisel|hlulw|sengayitsenga|kwekwehlulwa|ngemuva kwekwehlulwa|ngentsengo lephelele',
  rewards:
    'mahhala|umvuzo|imiklomelo|umklomelo|umngani|mema|referral|iphrofayili|liphrofayili|ngena emalanga onkhe|emalanga onkhe|check in|libhonasi|link yami|sichumanisi|bangani|lomtfumele|onkhe malanga|gcwalisa+imininingwane+tfola|gcwalisa+imininingwane+kungakanani|imininingwane+mahhala|imininingwane+phrofay',
  payments:
    'tindlela tekukhokha|ngikhokha kanjani|ngingakhokha|kukhokha|inkhokhelo|tinkhokhelo|likhadi|ikhadi|_eft|amex|payfast|kheshi|nemukela|yemukela|khokh+njani|khadi|tsenga+card|tsenga+khadi|nge card|ngelikhadi|sebentis+_eft|khokh+_eft',
  shipping:
    'lethw|tfunyelw|kulethwa|lethwa|kutfunyelwa|tfunyelwa|kutsatsa sikhatsi|itawufika nini|ngitayitfola nini|emalanga ekusebenta|imali yekutfumela|kutfumela|tawufika|tofika|fika+emalanga|khokh+lethw|khokh+kutfunyelwa|letsel|kuletsa|ngiletsa|niletsa|letsw|iphasela|lets+mahhala|tfunyelw+mahhala|yaletsa|fika nini|fikela nini|tongifikela|tsatsa+emalanga|khokh+delivery|ngemuva kwekukhokha|ifike ekhaya|fike+emalanga|fika ekhaya',
  returns: 'buyis|buyisa|kubuyisa|buyiswa|iphukile|lephukile|yonakele|ayisebenti_|shintsha|umtsetfo wekubuy',
  eligibility:
    'minyaka|iminyaka|budzala|_18|ngaphansi kwa 18|umntfwana|~ngubani longahlanganyela|~ngubani lovunyelwe|~longabhida|~vunyelwe|~bamba lichaza|~hlanganyela|ngaphandle kwaseningizimu|lelinye live|kulelinye live|namibia|botswana|zimbabwe|lesotho|eswatini|phesheya|neminyaka|minyaka lemingakhi|bhid+_14_|bhid+_15_|bhid+_16_|bhid+_17_|bhalis+_16_|bhalis+_17_|bantfwana',
  terms: 'imigomo|imibandzela',
  account: 'bhalisa|kubhalisa|liphasiwedi|password|ngikhohliwe',
  support:
    'bika|inkinga|tsintsa|lusito|ngikhulume nemuntfu|lucingo|sikhalo|likhasi|ngitjele bani|lokungahambi kahle|nginitjela|kungasebenti',
  language:
    'lulwimi|tilwimi|ngetilwimi|afrikaans|singisi|english|zulu|xhosa|sotho|tswana|venda|tsonga|ndebele|swati|sepedi|lishumi nakunye|shintja+lulwimi|shintsha+lulwimi',
  'live:balance':
    'nginema blitz|ibhalansi|libhalansi|ema blitz enginawo|nginawo|~ema blitz ami|~i blitz yami|ngisele|lasele kimi|lasele|ngine blitz|ngine ema blitz|ngisenema|nginema|ngisenawo|blitz ami+mangakhi|blitz ami+langakhi|blitz+akhawunti yami|bid+lasele|bhid+lasele|nginablitz|ngina blitz|blitz letingakhi',
  'live:checkIn':
    'lamuhla+ngen|lamuhla+check|ngingenile|ngi check in|ngingene lamuhla|yalamuhla|alamuhla|lamuhla+mahhala|emahhala alamuhla|check in lamuhla|lamuhla check in|ngiyentile i check in|ngentile i check in|lamuhla+emalanga onkhe|check in+lamuhla|daily+lamuhla|free blitz+lamuhla',
  'live:bids':
    'ngihamba embili|ngiphambili|tindali tami|ngibhide kuto|ngiyabhida|ngiyanqoba nyalo|lengibhid|lengitinqobako|lengitiwinako|sahamba embili|embili+ndali|lengitibhid|engitibhid|ngibhida kutiphi|kutiphi tindali|ngisanqoba|ngisawina',
  'live:buddies': 'bidbuddy yami|buddy yami',
  'live:wins': 'nginqobe ini|ngiwine ini|lengitinqobile|nginqobile yini|sengikhokhile+ncob|sengikhokhile konkhe',
  'live:cart': 'inqola yami|cart yami|ku cart',
  'live:orders':
    'i oda yami|oda yami|ema oda ami|liphasela lami|_ikuphi|ngiyilandzelela|landzelela|lengitsengile|seyitfunyelwe|seyifikile|itfunyelwe|order yami|lengiyitsengile|lengititsengile',
  'live:packs':
    'emaphakethe|liphakethe|intsengo ye blitz|ema blitz amalini|malini ema blitz|kutsenga ema blitz|ngingatsenga ema blitz|emaphakethe+malini|liphakethe+malini|blitz+amalini|blitz+malini|tsenga emabhidi|emabhidi+malini',
  unsure:
    'vakashela|courier+yiphi|nika umngani|iwaranti|warranty|siciniseko|sitolo sangempela|ngingeta esitolo|kulanda|ngiyolanda|_vat|invoice|lay by|layby|ivawusha|voucher|ikhuphoni|dlulisela|umbala|sayizi|yiphi i courier|yiphi inkampani|yekulanda|ninesitolo|shintja umbala|kancane kancane|shintj+size|shintj+sayizi|shintsh+size|ngembala|mbala lohlukile|mupha umngani|mniketa umngani|pha umngani+blitz|ninaso sitolo|sitolo lengingaya',
};

export const NR_CUES: IntentCues = {
  'how-it-works': 'isebenza njani|kusebenza njani|indali isebenza|kokuthoma|ngithoma njani',
  blitz:
    'blitz+kuqala|imali+blitz|yini i blitz|buyiselwa imali|ayabuyiselwa|ibuyiselwa|kuqala wamahhala|wamahala|mahhala namkha|athengiweko namkha|iyiphi i blitz|asetjenziswa kuqala|ibhidi ngalinye libiza|ibhidi libiza|libiza malini|ukubhida kubiza|asetjenziswa ngaphambi|ngaphambi kwalawo|blitz yinye|kudla+blitz|blitz amangaki+bhid|thengisa+blitz|imali yami emuva+blitz|imali+emuva+blitz|bid kanye|bhida kanye',
  bidding:
    'ukubhida godu|~angikghoni ukubhida|watjhi|imizuzwana|iwatjhi|yengeza|lengeza|ngibhida njani|ukubhida njani|kabili|ngokulandelana|ibhidi lami|ibhidi linye|iyenyuka|engezw|nyuka+bhid|isikhathi+abhida|~ngingakghoni ukubhida|~kghoni ukubhida|bhida+rhola phambili|bhida+ngiphambili|bhida godu|engezek|landelana',
  'auction-end':
    'watjhi|kungekho+bhid|akekho+bhid|_iphela|phela nini|iyaphela|ivalwa|90|amaphesende|akekho obhidako|kungekho ibhidi|kungekho amabhidi|ngaphandle kwebhidi|ngubani owinako|othumbako|kokugcina|katelel|isibopho|kufuze ngiyithenge|kufuze ngiyithathe|angiyifuni|ngiyala|ilungelo|ingaphela|_iphele|ziro|ukungayithengi|owinako|ukhethwa|intengo ephezulu|jama nini|kujama|ekugcineni|ngubani owina|owina indali|ngingala_|ngiwina njani|ngingawina njani|ekupheleni|~ngubani othatha|~ngubani othola|dlule+intengo|nyuka+sitolo|katelelw|ngaphandle kwamabhidi|sayifuni|kufuze ayithenge|akunamuntu',
  winning:
    'bhadel+amalanga|bhadel+thumb|bhadel+win|amalanga amangaki+bhadel|ngibhadele nini|isikhathi sokubhadela|ngingabhadeli|angibhadeli|ngikhohliwe ukubhadela|lahlek|forfeit|ngemva kokuthumba|nengithumbile|nengiwinile|nengithumba|phuza ukubhadela|ngiphuza|angabhadeli|ngikhohliwe+bhadel',
  bidbuddy:
    'bidbuddy+asele|bidbuddy+esele|bidbuddy+seleyo|bidbuddy+buyel|bidbuddy+yaphi|bidbuddy|bid buddy|buddy|ngokuzenzakalela|irobhothi|ingibhidele|angakasetjenziswa|abekelwa eqadi|ngiyicima|ngiyikhansela|cima|eqadi|bekel|khansel|zenzakal|bidbuddy+buyisel|ngibhidel|bidbuddy+sebenzis|engibhidela|ngibhidela|ngingekho',
  'bid-types':
    'abathomako|beginner|abangazange bawine|angikhenge ngiwine|ebhadelweko kwaphela|paid blitz only|athengiweko kwaphela|ikhiyiwe|khiyiwe|lokukhiya|locked|indali ejayelekileko|uhlobo lwebhidi|iintlobo|wamahala kule|mahhala+zoke|mahala+zoke|ze beginner|sebenzis+mahhala|sebenzis+mahala|khiyiwe+bhid|free blitz+kule|free blitz+sebenz|mahala+sebenzi_|mahhala+sebenzi_|mahala+le ndali|mahhala+le ndali|abantu abatjha+kwaphela|abatjha kwaphela|abantu abatjha+ndali+_ngawina|savunyelw+ndali|savunyelw+phakathi|abanye basabhida|ayiwamukeli|mahala+ayiwamukeli|mahhala+ayiwamukeli|mngani+kghoni ukubhida kiyo',
  'buy-now':
    'nengingakathumbi|ngingayithenga|thenga nje|thenga nje nje|buy now|intengo epheleleko|intengo yesitolo|angithumbanga|angiwinanga|ama blitz wami abuye|48|ngaphandle kokubhida|thenga nje+buyisel|hlulw|sengayithenga|kokuhlulwa|ngemva kokuhlulwa|ngentengo epheleleko',
  rewards:
    'mahala|mahhala|isiphiwo|imiklomelo|umklomelo|umngani|mema|referral|iphrofayela|ngena qobe langa|qobe langa|kwaqobe|check in|ibhonasi|link yami|ikhonjana|khonjana|bangani|omthumeleleko|tlatlh+mininingwana+thola|tlatlh+mininingwana+ngangani|mininingwana+mahala|mininingwana+mahhala|mininingwana+phrofay',
  payments:
    'iindlela zokubhadela|ngibhadela njani|ngingabhadela|ukubhadela|imbhadelo|iimbhadelo|ikhadi|_eft|amex|payfast|ikheshi|nivumela|vumela ziphi|bhadel+njani|khadi|thenga+card|thenga+khadi|nge card|ngekhadi|sebenzis+_eft|bhadel+_eft',
  shipping:
    'lethw|letha|thunyelw|ukuletha|kuletha|lethwa|ukuthunyelwa|thunyelwa|kuthatha isikhathi|izokufika nini|ngizoyifumana nini|amalanga wokusebenza|imali yokuthumela|ukuthumela|zokufika|fika+amalanga|bhadel+lethw|bhadel+kuthunyelwa|iphasela|leth+mahala|leth+mahhala|thunyelw+mahala|fika nini|fikela nini|thatha+amalanga|bhadel+delivery|ngemva kokubhadela|fike ekhaya|fike+amalanga|fika ekhaya|lethel|bhadel+lethel|engeziwe+leth',
  returns: 'buyis|buyisela|buyisa|ukubuyisela|buyiswa|iphukile|eyonakeleko|ayisebenzi_|tjhentjha|umthetho wokubuy|onakele|yonakele',
  eligibility:
    'minyaka|iminyaka|ubudala|_18|ngaphasi kwe 18|umntwana|~ngubani ongahlanganyela|~ngubani ovumelekileko|~ongabhida|~vumelekile|~hlanganyela|ngaphandle kwesewula|enye inarha|kenye inarha|namibia|botswana|zimbabwe|lesotho|eswatini|phesheya|neminyaka|bhid+_14_|bhid+_15_|bhid+_16_|bhid+_17_',
  terms: 'imithetho|imibandela',
  account: 'tlolisa|ukutlolisa|iphasiwedi|password|ngikhohliwe',
  support: 'bika|umraro|thintana|isizo|ngikhulume nomuntu|ifowuni|isikhalazo|ikhasi|ngitjele bani|okungasebenzi kuhle|nginitjela|khasi',
  language:
    'ilimi|amalimi|ngamalimi|afrikaans|isingisi|english|zulu|xhosa|sotho|tswana|venda|tsonga|ndebele|swati|sepedi|litjhumi nanye|tjhumi nanye|singisi|tjhentjha+ilimi',
  'live:balance':
    'nginama blitz|ibhalansi|ama blitz enginawo|nginawo|~ama blitz wami|~i blitz yami|ngisele|aseleko|seleko kimi|ngisenama|ngisenawo|blitz wami+mangaki|blitz+akhawunti yami|nginayo i blitz|blitz engangani|ngisalelwe|salelwe',
  'live:checkIn':
    'namhlanje+ngen|namhlanje+check|ngingenile|ngi check in|ngingene namhlanjesi|namhlanje|wanamhlanje|namhlanje+mahala|namhlanje+mahhala|wamahhala wanamhlanje|check in namhlanje|namhlanje check in|ngiyenzile i check in|namhlanje+qobe langa|check in+namhlanje|daily+namhlanje|free blitz+namhlanje',
  'live:bids':
    'ngirhola phambili|ngiphambili|iindali zami|ngibhide kizo|ngiyabhida|ngiyawina nje|engibhid|engiziwinako|sarhola phambili|phambili+ndali|engizibhid|kiziphi iindali|ngibhida kiziphi|ngisathumba|ngisawina|ngiphakathi kweendali|ngiphakathi kwendali',
  'live:buddies': 'bidbuddy yami|buddy yami',
  'live:wins':
    'ngithumbe ini|ngiwine ini|engikuthumbileko|ngithumbile na|sengibhadele+win|sengibhadele koke|sengibhadele+thumb|koke engikuwinileko|koke engikuthumbileko',
  'live:cart': 'inqola yami|cart yami|ku cart',
  'live:orders':
    'i oda yami|oda yami|ama oda wami|iphasela lami|_ikuphi|ngiyilandelela|landelela|engikuthengileko|seyithunyelwe|seyifikile|ithunyelwe|order yami',
  'live:packs':
    'amaphakethe|iphakethe|intengo ye blitz|ama blitz amalini|malini ama blitz|ukuthenga ama blitz|amaphakethe+malini|blitz+amalini|blitz+malini|thenga amabhidi|amabhidi+malini',
  unsure:
    'vakatjhela|courier+yiphi|nikela umngani|iwaranti|warranty|isiqinisekiso|isitolo sangempela|ngize esitolo|ukulanda|_vat|invoice|lay by|layby|ivawutjha|voucher|ikhuphoni|dlulisela|umbala|isayizi|yiphi i courier|yiphi ikampani|endaweni yokulanda|yokulanda|ninesitolo|tjhugulula umbala|tjhentjh+size|tjhentjh+sayizi|sayizi',
};
