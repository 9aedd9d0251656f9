/** The payments module's face: what other parts of the server use of it (its routes are mounted by app.ts). */
export { PAYFAST_NOTIFY_HOSTS, sourceKind } from './itn-source';
export type { GatewayAccount } from './payfast-protocol';
export { SANDBOX_GATEWAY_PATH } from './sandbox-gateway';
