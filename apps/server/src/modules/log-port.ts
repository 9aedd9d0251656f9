/**
 * The logger as the domain modules see it (a port): structured details and a message. The
 * server's logger fits it; the modules never import the HTTP framework for its type.
 */
export interface Log {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}
