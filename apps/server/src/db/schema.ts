/**
 * The database schema of the whole domain (drizzle-orm pg-core). Tables live in `tables/` by area;
 * this is the one entry drizzle-kit generates migrations from and the app types its queries with.
 */
export * from './tables/users';
export * from './tables/catalogue';
export * from './tables/bidding';
export * from './tables/commerce';
export * from './tables/engagement';
export * from './tables/staff';
export * from './tables/fair-play';
export * from './tables/staff-operations';
export * from './tables/uploads';
