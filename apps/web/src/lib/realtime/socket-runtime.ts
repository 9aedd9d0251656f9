// What the realtime client loads when it starts, after the first paint: Socket.IO's client, so it
// does not weigh on the page's first JavaScript (issue 15). The messages' schemas are not here:
// they run in the checks' worker (lib/checks).
export { io } from 'socket.io-client';
