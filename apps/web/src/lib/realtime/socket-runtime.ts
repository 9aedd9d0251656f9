// What the realtime client loads when it starts, after the first paint: Socket.IO's client and
// the contract's schemas of the socket's messages (zod with them), so neither weighs on the
// page's first JavaScript (issue 15).
export { io } from 'socket.io-client';
export { serverMessageSchema, socketEvents } from '@blitz/contract';
