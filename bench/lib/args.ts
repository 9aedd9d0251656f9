/** Command-line options of the benchmarks: `--name=value` (or `--flag`), and the PostgreSQL admin URL. */
export const args = new Map(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, '').split('=');
    return [key!, value ?? 'true'] as const;
  }),
);

export const numberArg = (name: string, fallback: number) => Number(args.get(name) ?? fallback);

/** A connection string allowed to create and drop the benchmark databases. */
export const adminUrl = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
