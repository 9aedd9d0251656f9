/** Command-line options of the benchmarks: `--name=value` (or `--flag`), and the PostgreSQL admin URL. */
export const args = new Map(
  process.argv.slice(2).map((arg) => {
    // The value is everything after the first '=' (a page's address may hold one).
    const option = arg.replace(/^--/, '');
    const equals = option.indexOf('=');
    return equals < 0 ? ([option, 'true'] as const) : ([option.slice(0, equals), option.slice(equals + 1)] as const);
  }),
);

export const numberArg = (name: string, fallback: number) => Number(args.get(name) ?? fallback);

/** A connection string allowed to create and drop the benchmark databases. */
export const adminUrl = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
