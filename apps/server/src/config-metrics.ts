/**
 * The metrics settings (docs/operations.md 'Metrics'): METRICS_TOKEN, the bearer token that
 * /metrics asks for, and METRICS_PORT, a port of its own for /metrics beside the shop's PORT.
 */
import { z } from 'zod';
import { ConfigError, optional, portNumber } from './config-common';

export const metricsEnv = {
  METRICS_TOKEN: optional(
    z
      .string()
      .trim()
      .regex(/^[\x21-\x7e]{16,200}$/, 'must be 16 to 200 printable characters without spaces'),
  ),
  METRICS_PORT: optional(portNumber(1)),
};

export interface MetricsConfig {
  /** The bearer token that /metrics asks for; undefined serves no /metrics on PORT at all. */
  metricsToken: string | undefined;
  /** A port of its own for /metrics, on HOST: undefined serves it on PORT. */
  metricsPort: number | undefined;
}

export function metricsConfig(e: { METRICS_TOKEN?: string | undefined; METRICS_PORT?: number | undefined }, port: number): MetricsConfig {
  if (e.METRICS_PORT !== undefined && e.METRICS_PORT === port) {
    throw new ConfigError(`Invalid configuration: METRICS_PORT must differ from PORT (both ${port})`);
  }
  return { metricsToken: e.METRICS_TOKEN, metricsPort: e.METRICS_PORT };
}
