/**
 * How the built-in assistant reads a question: cue words matched by each language's word
 * building, typing slips, sister languages, English "have to", questions about oneself, and when
 * a visitor is asked to log in (never for a general question).
 */
import { describe, expect, it } from 'vitest';
import { asksAboutSelf } from '../../../src/modules/assistant/about-self';
import { builtInAnswer, ground } from '../../../src/modules/assistant/built-in-answer';
import { classify } from '../../../src/modules/assistant/intents';
import { phrasesOf } from '../../../src/modules/assistant/knowledge';

const intentOf = (question: string, language: string) => classify(question, language)?.intent ?? null;

function visitorReply(message: string, language: string): string {
  const question = { message, systemMessage: null, language, page: null };
  return builtInAnswer(question, ground(question), null, null);
}

describe('assistant intents', () => {
  it('answers small talk and a question of nothing in the shop with "not sure", in every language', () => {
    const talk: [string, string][] = [
      ['hi', 'en'],
      ['hello', 'en'],
      ['ok', 'en'],
      ['thanks', 'en'],
      ['Hello! Who won the rugby world cup in 1995?', 'en'],
      ['sawubona', 'zu'],
      ['molo', 'xh'],
      ['dumela', 'st'],
      ['baie dankie', 'af'],
      ['avuxeni', 'ts'],
    ];
    for (const [message, language] of talk) expect(visitorReply(message, language), message).toBe(phrasesOf(language).unknown);
  });

  it('never asks a visitor to log in for a how-to question about a daily check-in or a balance', () => {
    for (const message of ['how do I top up my balance?', 'how can I increase my daily check in', 'where can I see my daily check in'])
      expect(visitorReply(message, 'en'), message).not.toBe(phrasesOf('en').signInFirst);
    expect(visitorReply('I have a problem with my order', 'en')).toContain('Report a problem');
  });

  it('matches a cue from a word start where words are written apart, anywhere inside a word in the Nguni languages', () => {
    // Afrikaans "taal" (language) is no cue inside "betaal" (pay).
    expect(intentOf('hoe kan ek betaal?', 'af')).toBe('payments');
    // Setswana "pedi" (two) is not Sepedi.
    expect(intentOf('a nka busa selo sa me morago ga dibeke di le pedi?', 'tn')).toBe('returns');
    expect(intentOf('ukulethwa kuthatha isikhathi esingakanani?', 'zu')).toBe('shipping');
  });

  it('keeps the negative a- of a Nguni verb cue: "andihlawuli" (I do not pay) is not "ndihlawulile" (I have paid)', () => {
    expect(intentOf('kwenzeka ntoni ukuba andihlawuli?', 'xh')).toBe('winning');
    expect(intentOf('ndihlawulile, impahla izakufika emva kwexesha elingakanani?', 'xh')).toBe('shipping');
  });

  it('reads "credits" as Blitz, but not store credits, and keeps shoppers\' words on their own topic', () => {
    expect(intentOf('how many credits have I got left?', 'en')).toBe('live:balance');
    expect(intentOf('I have both bought and free credits. which ones get used first when I bid?', 'en')).toBe('blitz');
    expect(intentOf('can I get store credits instead of a refund?', 'en')).not.toBe('blitz');
    // Ordinary questions that words added for one phrasing must not pull off their topic.
    expect(intentOf('Which one ends first?', 'en')).not.toBe('blitz');
    expect(intentOf('How do I change all my details?', 'en')).not.toBe('rewards');
    expect(intentOf('Ek het nie my gratis blitz gekry nie', 'af')).toBe('rewards');
    expect(intentOf('die koerier wil dit nie vat nie', 'af')).not.toBe('bid-types');
    expect(intentOf('Die pakkie het beskadig aangekom', 'af')).toBe('returns');
    // isiZulu: my money back for a broken item is a return, not the Blitz refund rule.
    expect(intentOf('Ngifuna imali yami emuva, impahla ayisebenzi', 'zu')).toBe('returns');
    // Young people under 18 ask about the age rule, not beginner auctions.
    expect(intentOf('Abantu abasha abangaphansi kweminyaka engu-18 bangabhida?', 'zu')).toBe('eligibility');
    expect(intentOf('Ngisavunyelwe ukubuyisa i-oda?', 'zu')).toBe('returns');
    expect(intentOf('Ndihlala eKapa, ningayizisa i-oda ekhaya?', 'xh')).toBe('shipping');
    expect(intentOf('A nka duela kwa bokhutlong jwa kgwedi?', 'tn')).toBe('payments');
  });

  it("keeps ordinary questions off the topics of the fourth round's phrasings (a review's counter-examples)", () => {
    // "the rest" of an auto bidder's Blitz, not of an order.
    expect(intentOf('i set the auto bidder with 50 blitz and it only used 12. what happens to the rest?', 'en')).toBe('bidbuddy');
    expect(intentOf('What happens to the rest of my order if one item is broken?', 'en')).not.toBe('bidbuddy');
    // Free bids an auction will not take, not a card or an email.
    expect(intentOf("It won't let me use the free bids I got from check-ins on one auction, why?", 'en')).toBe('bid-types');
    expect(intentOf("It won't let me use my card to pay", 'en')).toBe('payments');
    // The normal price after losing is buy now; the retail price's 90% is the auction's end.
    expect(intentOf('Lost by like 2 seconds. can i still just buy the TV for the normal price?', 'en')).toBe('buy-now');
    expect(intentOf('Why did the auction end at 90% of the retail price?', 'en')).toBe('auction-end');
    // Paying extra for the courier is shipping; for BidBuddy it is not.
    expect(intentOf('Do I have to pay extra for the courier to bring my prize?', 'en')).toBe('shipping');
    expect(intentOf('Do I pay extra for BidBuddy?', 'en')).toBe('bidbuddy');
    // An age, not a price; a shop to collect from, not one bought from.
    expect(intentOf("I'm 17, can I sign up and bid?", 'en')).toBe('eligibility');
    expect(intentOf('The price is 17 rand, when does it end?', 'en')).not.toBe('eligibility');
    expect(intentOf('can i collect my prize at your shop in sandton instead of waiting for delivery?', 'en')).toBe('unsure');
    expect(intentOf('I bought a TV from your shop, how long does delivery take?', 'en')).toBe('shipping');
    // A friend who can no longer bid on this auction (locked), not a friend who is 17.
    expect(intentOf('bengibhida kule ndali ekuseni, manje umngane wami uthi akasakwazi ukubhida kuyo. kungani?', 'zu')).toBe('bid-types');
    expect(intentOf('Umngane wami uneminyaka engu-17, angakwazi ukubhida?', 'zu')).toBe('eligibility');
    // General questions that speak of "wat ek" or an order are not the asker's own figures.
    expect(visitorReply('Moet ek dadelik betaal vir alles wat ek in die mandjie sit?', 'af')).not.toBe(phrasesOf('af').signInFirst);
    expect(visitorReply('Ke etsa odara ya thepa jwang?', 'st')).not.toBe(phrasesOf('st').signInFirst);
    expect(visitorReply('wat is die status van die goed wat ek gewen het? is dit al gestuur?', 'af')).toBe(phrasesOf('af').signInFirst);
    // isiXhosa "sele" is "already": my BidBuddy that has already started is the asker's own.
    expect(visitorReply('BidBuddy yam sele iqalile ukubhida?', 'xh')).toBe(phrasesOf('xh').signInFirst);
  });

  it('reads a long cue word with one typing slip, but a changed vowel is another word', () => {
    expect(intentOf('wat kos aflewring?', 'af')).toBe('shipping');
    expect(intentOf('what is bidbudy?', 'en')).toBe('bidbuddy');
    // isiNdebele "ngibhadelele" (pay for) is not "ngibhidele" (bid for me).
    expect(intentOf('kufuze ngibhadelele ukulethwa?', 'nr')).toBe('shipping');
  });

  it('counts the cue words of a sister language and reads English "have to" as must', () => {
    // "ngingayibuyisela" is isiZulu as much as siSwati.
    expect(intentOf('ngingayibuyisela into yami?', 'sw')).toBe('returns');
    expect(intentOf('how many bids do I have to place to win?', 'en')).not.toBe('live:balance');
    expect(intentOf('how many bids do I have left?', 'en')).toBe('live:balance');
  });

  it('reads English words in another language: a possessive after the noun, loanwords as the stems', () => {
    // "i-parcel yam" is "my parcel"; "bhatala" (pay) is "hlawula", "bids" is "bhidi".
    expect(intentOf('i-parcel yam ikuphi?', 'xh')).toBe('live:orders');
    expect(visitorReply('ukuba ndiwinile, kufuneka ndiyibhatale?', 'xh')).toContain('ilungelo');
    expect(intentOf('kwenzeka ntoni ku auction ukuba akukho bids?', 'xh')).toBe('auction-end');
    // English verbs after a Bantu subject: "ndzi win ... ku pay" is "ndzi hlula ... ku hakela".
    expect(intentOf('loko ndzi win, ndzi fanele ku pay hi nkarhi wihi?', 'ts')).toBe('winning');
    expect(intentOf('ngingabhida two times?', 'sw')).toBe('bidding');
    // "blitz ya mina" and its English reading "my blitz" are one question frame, not two.
    expect(visitorReply('ndzi nga hakelela Blitz ya mina hi ndlela yihi?', 'ts')).toContain('EFT');
  });

  it('knows a question about oneself from the first person, not from the copula', () => {
    expect(asksAboutSelf('ns', 'ke na le Blitz tše kae?')).toBe(true);
    expect(asksAboutSelf('ns', 'BidBuddy ke eng?')).toBe(false);
    expect(asksAboutSelf('zu', 'sengingenile namuhla?')).toBe(true);
    expect(asksAboutSelf('ve', 'BidBuddy ndi mini?')).toBe(false);
    // "ke se" before a relative verb is "that I ...", not the copula's "is not".
    expect(asksAboutSelf('st', 'na sepikara seo ke se hapileng se se se le tseleng?')).toBe(true);
    expect(asksAboutSelf('st', 'BidBuddy ke se eng?')).toBe(false);
    expect(asksAboutSelf('en', "any auctions I'm still in at the moment?")).toBe(true);
  });

  it('asks a visitor to log in only for a question about their own figures', () => {
    expect(visitorReply('how many Blitz do I have?', 'en')).toBe(phrasesOf('en').signInFirst);
    expect(visitorReply('sengingenile namuhla?', 'zu')).toBe(phrasesOf('zu').signInFirst);
    // "Free Blitz" is a stem of "today + free Blitz" (today's check-in), not a second, general question.
    expect(visitorReply('het ek vandag al ingeteken vir my gratis blitz?', 'af')).toBe(phrasesOf('af').signInFirst);
    expect(visitorReply('has the lamp I bought shipped yet?', 'en')).toBe(phrasesOf('en').signInFirst);
    // isiZulu "ami" (my, with ama-Blitz) speaks of the asker; "isenama-Blitz" (it still has Blitz) is a BidBuddy's.
    expect(visitorReply('ama-Blitz ami mangaki njengamanje?', 'zu')).toBe(phrasesOf('zu').signInFirst);
    expect(visitorReply('uma indali iphela i-BidBuddy isenama-Blitz, kwenzakalani ngawo?', 'zu')).toContain('BidBuddy');
    // General questions that speak of "my": the general answer, never a login request.
    expect(visitorReply('how can i pay for my blitz', 'en')).toContain('EFT');
    expect(visitorReply('how long till my parcel comes', 'en')).toContain('business days');
    expect(visitorReply('ngingawakhokhela kanjani ama-Blitz ami?', 'zu')).toContain('EFT');
    // A typing slip is no reason to ask for a log-in: "ndisenako" (I can still) is not "ndisenazo" (I still have).
    expect(visitorReply('ifandesi iphelile, ndisenako ukuyithenga le nto?', 'xh')).not.toBe(phrasesOf('xh').signInFirst);
    // isiXhosa "ndenze" (I did) is the asker too.
    expect(visitorReply('sele ndenze i check-in yanamhlanje?', 'xh')).toBe(phrasesOf('xh').signInFirst);
  });
});
