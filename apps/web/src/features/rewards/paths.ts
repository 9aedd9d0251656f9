/** Where the rewards' popups send the shopper: the dashboard's Rewards section. */
export const REWARDS_PATH = '/dashboard?page=rewards';
