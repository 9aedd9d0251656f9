/** Intent cues in English (counted in every language) and Afrikaans. */
import type { IntentCues } from './cues-types';

export const EN_CUES: IntentCues = {
  'how-it-works':
    'how does it work|how does this work|how do penny auctions|penny auction|how it works|how does the site|how does this site|new here|first time|get started|how do i start|how do i begin',
  blitz:
    'refund+blitz|blitz+money back|blitz+cash|what are blitz|what is blitz|what is a blitz|blitz refund|refund my blitz|refund blitz|refund on blitz|refund for blitz|refund unused blitz|refund the blitz|refundable|blitz back|money for blitz|blitz for money|blitz into cash|blitz to cash|cash out|sell my blitz|unused blitz|blitz expire|free blitz first|free or paid|paid or free|free or bought|bought or free|which blitz|used first|spent first|use first|goes first|per bid|each bid|a bid cost|bid cost|cost to bid|costs to bid|cost per bid|one bid cost|price of a bid|bid costs|blitz per|how much is a bid|how much does a bid|how much does bidding|how much to bid|cost of a bid|cost of bidding|price per bid|before+bought|before+paid for|before the ones|need to bid|blitz do i need|blitz+to bid+how much|blitz+to bid+how many|free blitz+paid blitz|free blitz+bought blitz|get my money back+blitz|money back+bought+blitz|refunded to my bank|unused bids+refund|refund+unused bids|off your card|does a bid actually use|what does a bid use|bought and free|free and bought|paid and free|free and paid|get used first|gets used first|which ones+first|which one+first',
  bidding:
    'already the highest|already highest|im the highest|i m the highest|i am the highest|~cant i bid|~can t i bid|~cannot bid|~why cant i bid|~not letting me bid|~wont let me bid|~won t let me bid|bid again|seconds|timer|countdown|time added|add time|adds time|extend|reset the|resets|the clock|how to bid|how do i bid|place a bid|placing a bid|bid again|bid twice|twice in a row|in a row|two bids|outbid myself|against myself|my own bid|already leading|while leading|when i am leading|when im leading|one active bid|more than one bid|several bids|multiple bids|increment|raise the price|raises the price|price go up|price goes up|top bidder|highest bidder',
  'auction-end':
    'winner decided|decides the winner|who is the winner|how is the winner|who becomes the winner|how do i win|how to win|time runs out|runs out|_end_|_ends_|_ending|_ended|finish|_close|closes|_stop|90|ninety|percent|%|retail|nobody bid|no bids|no one bid|noone bid|no bid_|zero bids|without bids|without a bid|without any bid|not a single bid|who wins|who gets it|who gets the|last bidder|last bid|last person|highest bid|winner is|oblig|forced|have to buy|must i buy|must buy|do i need to buy|need to buy|required to|compulsory|have to take|must take|take the item|take the thing|back out|change my mind|don t want it|dont want it|do not want it|not want it|refuse|walk away|optional|commit|_zero|reaches zero|hits zero|nobody bids|no one bids|winner chosen|winner picked|decide the winner|max price|maximum price|price limit|price cap|highest price|nobody else|no one else|noone else|above retail|more than retail|higher than retail|over retail|exceed|finish early|end early|ends early|clock is still running|before the clock|doesn t want it|doesnt want it|does not want it|don t want it anymore|must he buy|must she buy|must they buy|must we buy|forced to buy|obliged to buy',
  winning:
    'if i dont pay|if i don t pay|how many days to pay|how many days do i have to pay|how long do i have to pay|how long to pay|days to pay|time to pay|deadline|pay by|pay within|pay in time|don t pay|dont pay|do not pay|not pay|never pay|forget to pay|forgot to pay|unpaid|too late|pay late|forfeit|after winning|after i win|after you win|once i win|when i win|won an auction|what happens if i win|after the auction|how long+to pay|got to pay|how long+pay for|when do i have to pay|when must i pay|when do i pay|deadline+pay|deadline+win|pay at month end|pay at the end of the month',
  bidbuddy:
    'bidbuddy+what happens|bidbuddy+end|left in bidbuddy|left in my bidbuddy|bidbuddy+left|bidbuddy+unused|bidbuddy+return|bidbuddy+back|buddy+ends|buddy+end_|bidbuddy|bid buddy|buddy|automatic|auto bid|autobid|auto-bid|robot|_bot_|bid for me|bids for me|bidding for me|while i sleep|while i am away|unused|leftover|left over|reserved|turn off|switch off|switch it off|turn it off|cancel+buddy|set aside|put aside|buddy+lose|lose the blitz|bidbuddy+back|bidbuddy+unused|bidbuddy+didn t use|bidbuddy+didnt use|bidbuddy+use|auto bidder|automatic bid|automatic bidding|auto bid thing',
  'bid-types':
    'beginner auction|paid only auction|paid blitz only auction|locked auction|beginners auction|beginner|newbie|novice|never won|paid blitz only|paid only|paid-only|only paid|bought blitz only|only bought|locked|lock point|_lock|standard auction|bid type|type of auction|types of auction|kinds of auction|kind of auction|free blitz on|use free blitz|use my free blitz|free blitz in|free ones|free blitz+every auction|free blitz+all auctions|free blitz+any auction|use+free blitz|use my free|locked+bid|free blitz+this auction|free blitz+work|not allowed anymore|not allowed any more|no longer allowed|halfway|half way|jump in|join late|joined late|join in late|only for new|new people|new users|new members|first timers|first-timers|some auctions+won before|some auctions+let me',
  'buy-now':
    'buy now|buy it now|buynow|buy straight|buy outright|straight away|instantly|full price|lost the auction|lose the auction|lose an auction|if i lose|i lost|didn t win|did not win|didnt win|blitz back|get my blitz back|blitz returned|48|without bidding|without placing a bid|skip the bidding|skip bidding|buy now+blitz|don t win|dont win|do not win|lose my blitz|buy it normally|buy normally|just buy it|still buy it|buy it anyway|still+buy it|lost+buy it',
  rewards:
    'free blitz|reward|earn|referral|refer|invite|friend|profile|complete my|check in|check-in|checkin|daily|every day|each day|login bonus|log in every|streak|bonus|get blitz for free|my link|referral link|invite link|invite friends|sign up with your link|signs up with my link|logging in|log in daily|login every day|log in every day|get my+to sign up|what do we both get|in it for me|my sister+sign up|my brother+sign up|my cousin+sign up|my friend+sign up|fill in+details|filling in+details|fill out+details|filling out+details|all my details|all your details|fill in my profile|fill in your profile|complete+details',
  payments:
    'pay with|payment method|payment option|payment type|ways to pay|way to pay|how can i pay|how do i pay|how to pay|can i pay|pay by card|card|credit_|debit|visa|mastercard|amex|american express|_eft|payfast|bank transfer|_cash_|paypal|snapscan|zapper|crypto|bitcoin|how do you accept|accept|credit card|use+_eft|pay+_eft|_eft+pay',
  shipping:
    'shipping|_ship|delivery|deliver|postage|how long until|how long till|how long does it take|how long will it take|arrive|when will i get|when do i get|receive my|get my item|get my stuff|get the item|business days|send it|sent to me|courier cost|courier fee|arrives|days until|how many days until|how many days till|how many days before|pay for shipping|pay for delivery|shipping cost|delivery cost|cost of shipping|cost of delivery|get here|gets here|reach me|after i pay|after paying|once i pay|after payment|pay for+delivery|pay for+shipping|delivery fee|delivery cost|courier fee|when will my parcel|my parcel come|parcel arrive',
  returns:
    'send+back|bring+back|give+back|_return|ask for a return|return request|request a return|request+return|after it arrives|after receiving|after delivery|after i receive|after i get it|arrived broken|arrived damaged|came broken|return|refund|send back|send it back|exchange|broken|damaged|faulty|defective|wrong item|not working|money back|doesn t work|does not work',
  eligibility:
    'year old|years old|_son_|daughter|_16_|_17_|underage|under age|_age_|how old|_18|eighteen|under 18|minor|teen|_kid|child|~who can|~who may|~who is allowed|~allowed to|eligible|~take part|~participate|~join|outside south africa|outside sa|abroad|overseas|namibia|botswana|zimbabwe|lesotho|eswatini|swaziland|mozambique|_uk_|international|other country|another country|other countries|foreign|live in|living in|neighbouring|south africa only|son+account|daughter+account|child+account|kid+account|son+bid|daughter+bid|child+bid|kid+bid|my son|my daughter|my child|my kid|maseru|gaborone|windhoek|harare|bulawayo|mbabane|manzini|maputo|london|francistown|lusaka|zambia|malawi|kenya|nigeria|america|_usa_|canada|australia|europe|dubai|_14 years|_15 years|_16 years|_17 years|im 16|im 17|i am 16|i am 17|im only 1|age limit|age restriction|minimum age|old enough|too young|how young|_16+account|_17+account|_15+account',
  terms: 'terms|conditions|_t&c|_t cs|rules updated|legal|last updated',
  account:
    'sign up|signup|register|create an account|open an account|password|forgot|reset link|magic link|can t log in|cant log in|cannot log in|verification email|verify my email',
  support:
    '~website|site broken|who do i tell|tell someone|let you know|not loading|error|glitch|crash|doesnt work on|site is down|report a problem|report|problem|complain|complaint|contact|support|help desk|speak to|talk to|human|agent|phone number|call you|email you|whatsapp|something wrong|bug|issue|wrong with the site|wrong with the website|how do i tell',
  language:
    'language|languages|afrikaans|zulu|xhosa|sotho|tswana|venda|tsonga|ndebele|swati|sepedi|english only|in english|translate|eleven|11 lang|isizulu|isixhosa|sesotho|setswana|sepedi|xitsonga|tshivenda|siswati|isindebele',
  'live:balance':
    'blitz i have left|blitz do i have left|my blitz left|bids do i have left|bids i have left|bids have i got left|how many bids do i have|my balance|balance|how many blitz do i have|how many blitz have i|blitz do i have|blitz have i got|blitz i have|~my blitz|credits left|~my credits|my wallet|wallet|how much blitz do i have|how much blitz have|in my account|blitz is left|blitz are left|left in my account',
  'live:checkIn':
    'today+check in|today+checked|today+check-in|did i check in|have i checked|did i already check|checked in today|my check in|my check-in|i checked in|claimed today|today s blitz|my daily|did i claim|did i get today|got today|already checked|today s check in|todays check in|todays check-in|check in yet|checked in yet|have i done|claim today|today s free blitz|todays free blitz|free blitz today|today+daily|today+every day|today+free blitz|claimed+today|claimed my daily|my daily free blitz|daily blitz yet|claimed today s',
  'live:bids':
    'am i winning|am i leading|am i ahead|am i still|my auctions|my bids|auctions i bid|auctions i m in|auctions im in|auctions i am in|i bid on|i m bidding|im bidding|i am bidding|winning anything|leading anything|my active|bidding on right|currently bidding|auctions am i|my open auctions|i have bid|am i still the top|still the top bidder|still the highest bidder|auctions i bid on|winning+my auction|leading+my auction|ahead+my auction',
  'live:buddies': 'my bidbuddy|my buddy|my buddies|my bid buddy|buddy have left|buddy left',
  'live:wins':
    'what did i win|what have i won|my wins|items i won|have i won|did i win|my winnings|what i won|things i won|have i paid for|paid for everything i won|paid for all i won|paid for what i won',
  'live:cart': 'my cart|in my cart|my basket|_cart',
  'live:orders':
    'my order|my orders|order status|where is my|track|tracking|my parcel|my package|my delivery|has it shipped|been shipped|my purchase|order history|what i bought|what have i bought|have i bought|did i buy|my stuff|been sent|sent yet|shipped yet|dispatched|been delivered|order+delivered|order been',
  'live:packs':
    'bid pack|bid packs|_packs|_pack_|price of blitz|blitz cost|blitz price|prices of blitz|price list|buy blitz|buy more blitz|buying blitz|how much are blitz|how much is blitz|how much do blitz|cost of blitz|_top up|top-up|recharge|bundle|rand for|50 blitz|100 blitz|blitz for r|blitz+_50_|blitz+_100_|blitz+_250_|blitz+_500_',
  unsure:
    'which courier do you|what courier do you|warranty|guarantee|physical|walk in|visit you|visit your|_store_|_stores_|branch|collect it|collect my order|collect the item|collect my item|collection point|collect in person|collect from|pick up|pickup|pick it up|_vat_|invoice|lay-by|layby|lay by|installment|instalment|voucher|gift card|coupon|promo code|discount code|transfer|give my blitz|send blitz|send my blitz|share my blitz|share blitz|colour|color|_size|courier do you use|courier company|which courier do|what courier do|courier service do you|courier brand|installments|instalments|pay off|in parts|physical shop|visit your shop|visit the shop|pickup point|pick-up point|postnet|aramex|courier guy|fastway|_dhl_|pargo|paxi|pudo|delivery company|who delivers|have a shop|have a store|a shop in|a store in|different colour|another colour|different color',
};

export const AF_CUES: IntentCues = {
  'how-it-works': 'hoe werk dit|hoe werk die|hoe werk n|penniveiling|pennie-veiling|pennie veiling|nuut hier|eerste keer|hoe begin',
  blitz:
    'blitz+eerste|terug+blitz|geld+blitz|wat is blitz|wat is n blitz|terugbetaal|terug betaal|geld terug vir|blitz terug|in kontant|kontant|eerste gebruik|eerste gespandeer|gratis of gekoop|gekoop of gratis|watter blitz|per bod|elke bod|n bod kos|bod kos|kos een bod|kos n bod|kos dit om|een keer te bie|terugbetaal+blitz|kos om te bie|blitz+terugbetaling|voor+gekoop|voor my gekoopte|gaan af+blitz|blitz+gaan af|elke keer+bie+blitz|klik+bie+blitz',
  bidding:
    'sekondes|horlosie|klok|tyd by|voeg by|verleng|hoe bie|n bod plaas|bod plaas|weer bie|twee keer|agtermekaar|agter mekaar|teen myself|my eie bod|reeds voor|al voor|een aktiewe|meer as een bod|prys styg|verhoog|tyd terug|tyd gaan|tyd+bie_|tyd+bod_|tyd+bodde|twee bodde|na mekaar|bodde agter mekaar|tydhouer|spring terug|~kan ek nie bie|~nie bie nie|hoogste bieer|reeds die hoogste|klok+terug|klok+spring|horlosie+terug|tydhouer+terug',
  'auction-end':
    'niemand+bie|geen+bod|wie kry die item|wie kry dit|tyd op is|tyd verby|tyd uitloop|tyd om is|eindig|einde|klaar|sluit|90|negentig|persent|kleinhandel|niemand bie|niemand n bod|geen bod|geen bodde|sonder bod|sonder n bod|wie wen|laaste bieer|laaste bod|laaste persoon|hoogste|verplig|moet ek koop|moet ek dit koop|moet ek betaal|moet koop|hoef ek|nodig om te koop|nie wil he|nie meer wil|van plan verander|weier|opsioneel|gedwing|nul_|voordat die horlosie|voor die horlosie|wenner bepaal|bepaal+wenner|wenner gekies|maksimum prys|hoogste prys|prys+stop|hou+op_|hou die bie op|moet ek+vat|moet ek+neem|hoe wen ek|hoe kan ek wen|hoer as+kleinhandel|meer as+kleinhandel|bo die kleinhandel|nie meer he nie|wil dit nie he nie|wil dit nie meer he nie|moet hy dit koop|moet sy dit koop|verplig om te koop',
  winning:
    'hoeveel dae+betaal|hoe lank het ek om te betaal|dae om te betaal|tyd om te betaal|sperdatum|betaal binne|nie betaal|vergeet om te betaal|onbetaal|te laat|verbeur|nadat ek gewen|na die wen|as ek wen|wanneer ek wen|na die veiling|nooit betaal|nooit+betaal|betaal nie|betaal+gewen',
  bidbuddy:
    'oorblywende+bidbuddy|bidbuddy+eindig|bidbuddy+terug|bidbuddy+oor|bidbuddy|bid buddy|buddy|outomaties|outomatiese|robot|bie vir my|namens my|ongebruik|oorblywende|gereserveer|afskakel|skakel af|reserveer|opsy|kanselleer|bidbuddy+verloor|bidbuddy+terug|terwyl ek slaap|vir my bie|bidbuddy+gebruik|auto-bid|auto bid|outobod|outo-bod|outomatiese bod|afgeskakel+terug|afskakel+terug|res terug',
  'bid-types':
    'slegs betaalde|nuweling|nuwelinge|beginner|nog nooit gewen|nooit gewen|paid blitz only|betaalde blitz|slegs gekoop|net gekoop|gesluit|sluitpunt|locked|standaard|bodtipe|soort veiling|soorte veilings|tipe veiling|gratis blitz op|gratis blitz gebruik|beginner veiling|beginnerveiling|betaalde veiling|gratis blitz+alle veilings|gratis blitz+elke veiling|gebruik+gratis blitz|gesluit+bie|gratis blitz+werk nie|gratis blitz+hierdie veiling|halfpad|mag nie meer nie|nie meer toegelaat|nuwe mense|net vir nuwe|nuwe gebruikers|laat my nie toe nie|wil dit nie vat nie|nie vat nie|gratis blitz+nie',
  'buy-now':
    'koop nou|dadelik koop|volle prys|kleinhandelprys|verloor|nie gewen|blitz terug kry|my blitz terug|48|sonder om te bie|sonder bie|sonder te bie|sonder n bod|koop nou+terug',
  rewards:
    'gratis blitz|beloning|verdien|verwys|verwysing|nooi_|vriend|profiel|inteken|daagliks|elke dag|bonus|reeks|genooi|uitnooi|my skakel|skakel|besonderhede|al my besonderhede|al jou besonderhede|profiel invul|invul+rekening',
  payments:
    'betaalmetode|betaalmetodes|betaal met|hoe betaal|maniere om te betaal|kan ek betaal|kaart|kredietkaart|debiet|_eft|kitsbetaling|payfast|bankoorplasing|kontant|aanvaar|betaal+hoe kan|hoe+betaal vir',
  shipping:
    'aflewering|afleweringstyd|aflewer|versending|gestuur|stuur|posgeld|hoe lank neem|hoe lank vat|hoe lank duur|kom aan|wanneer kry ek|ontvang|werksdae|koerier koste|hoe lank tot|pakkie kom|aankom|wanneer kom|betaal vir+aflewer|betaal vir+delivery|betaal vir+versending|betaal vir+posgeld|nadat ek betaal|na betaling|sodra ek betaal|koerierfooi|afleweringsfooi|afleweringskoste|pakkie+verwag|wanneer+pakkie|verwag+pakkie|die pakkie',
  returns:
    'terug te stuur|terug+stuur|_terug|terugstuur|terug stuur|terugsend|terugsending|terugbetaling|geld terug|omruil|stukkend|beskadig|foutief|verkeerde item|werk nie',
  eligibility:
    'ouderdom|hoe oud|_18|agtien|onder 18|minderjarig|tiener|kind|~wie mag|~wie kan|~toegelaat|~deelneem|~deel te neem|buite suid-afrika|buite suid afrika|buiteland|oorsee|namibie|botswana|zimbabwe|lesotho|eswatini|ander land|woon|inwoner|my seun|my dogter|seun van|dogter van|jaar oud|seun is|dogter is|_17_|_16_|_15_|oud genoeg|ouderdomsgrens|ek is 17|ek is 16|ek is 15|_17+registreer|_16+registreer|_17+rekening|_16+rekening',
  terms: 'bepalings|voorwaardes|reels|opgedateer',
  account: 'registreer|rekening oopmaak|wagwoord|vergeet|towerskakel|magic link|kan nie aanmeld',
  support:
    'rapporteer|meld n probleem|probleem|kla|klagte|kontak|ondersteuning|hulp|praat met|mens|telefoon|e-pos julle|bladsy|meld+probleem|se ek vir julle|fout met die webwerf',
  language: 'taal|tale|afrikaans|engels|zoeloe|zulu|xhosa|sotho|tswana|venda|tsonga|ndebele|swati|pedi|vertaal|elf|isizulu|isixhosa',
  'live:balance':
    'my saldo|saldo|hoeveel blitz het ek|blitz het ek|~my blitz|blitz oor|bodde oor|krediete oor|~my krediete|beursie|het ek oor|bodde+oor|balans|blitz balans|in my rekening|blitz+my rekening|nog in my',
  'live:checkIn':
    'vandag+inteken|vandag+check|het ek vandag ingeteken|vandag ingeteken|al ingeteken|my inteken|het ek ingeteken|vandag se blitz|het ek vandag|vandag se inteken|inteken gedoen|vandag se gratis|vandag+gratis blitz|vandag se gratis blitz|vandag+daagliks|vandag+elke dag|check in+vandag|daily+vandag|free blitz+vandag|my streak|vanoggend se gratis|vandag se gratis',
  'live:bids':
    'lei ek|is ek voor|is ek nog voor|wen ek|my veilings|my bodde|veilings waarop ek|ek bie op|ek het gebie|bie ek|is ek nog die hoogste|nog die hoogste bieer|in watter veilings is ek|watter veilings is ek in|veilings is ek op die oomblik',
  'live:buddies': 'my bidbuddy|my buddy',
  'live:wins':
    'wat het ek gewen|het ek gewen|my wengoed|wat ek gewen het|het ek al+betaal+gewen|betaal vir alles wat ek gewen|vir alles betaal wat ek|alles wat ek gewen het',
  'live:cart': 'my mandjie|in my mandjie|mandjie',
  'live:orders':
    'my bestelling|my bestellings|bestelstatus|waar is my|naspoor|my pakkie|my pakket|is dit gestuur|wat ek gekoop het|bestelgeskiedenis|al gestuur|reeds gestuur|al versend|bestelling+gestuur',
  'live:packs':
    'bodpak|bodpakke|_pakke|_pak_|prys van blitz|blitz kos|blitz prys|pryse|koop blitz|blitz koop|hoeveel kos blitz|hoeveel is blitz|bondel|blitz te koop|om blitz|blitz aankoop|koop ek blitz',
  unsure:
    'courier+watter|koerier+watter|gee+vriend|waarborg|garansie|fisiese winkel|winkel besoek|na die winkel kom|in die winkel koop|tak_|afhaal|kom haal|oplaai|_btw|faktuur|lay-by|layby|voorskot|paaiement|geskenkbewys|geskenkbewyse|koepon|bewys|oordra|oorplaas|gee my blitz|stuur blitz|kleur|grootte|watter koerier|koeriermaatskappy|afhaalpunt|gaan haal|self haal|belastingfaktuur|btw faktuur|n winkel in|julle n winkel|kleur verander|ander kleur',
};
