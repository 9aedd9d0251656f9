/** Items of a live-figure answer (bids, buddies, wins, cart lines) in one sentence, in every language. */
export const list = (items: string[]) => items.join('; ');
