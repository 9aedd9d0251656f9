/**
 * The clock as the domain modules see it (a port): what time it is now. plugins/clock.ts gives
 * the system's clock to the app (`app.clock`), and a test may build the app with a clock of its
 * own; the modules never read the system time themselves, so a rule that turns on the hour (a
 * check-in's day, a return window, a token's expiry) is tested at the hour it needs.
 */
export interface Clock {
  now(): Date;
}
