/**
 * The gateway tests' shared setup: the app listening on a random port for the describe block, and
 * the Socket.IO clients its tests open, each closed after the test that opened it.
 */
import { afterEach, expect } from 'vitest';
import type { TestApp, TestAppOptions } from '../helpers/build-test-app';
import { useListeningApp } from '../helpers/use-test-app';
import type { Bidder } from '../modules/auctions/auction-fixtures';
import { connectClient, type TestClient } from './socket-client';

interface SocketApp {
  t: TestApp;
  readonly url: string;
  /** A new anonymous client, closed after the test. */
  connect(deviceId?: string): Promise<TestClient>;
  /** A new client signed in as the user (the `auth` command acknowledged with success). */
  signedIn(user: Bidder): Promise<TestClient>;
}

export function useSocketApp(options: TestAppOptions = {}): SocketApp {
  const listening = useListeningApp(options);
  const clients: TestClient[] = [];
  afterEach(() => {
    for (const client of clients.splice(0)) client.close();
  });
  const connect = async (deviceId?: string) => {
    const client = await connectClient(listening.url, deviceId);
    clients.push(client);
    return client;
  };
  return {
    t: listening.t,
    get url() {
      return listening.url;
    },
    connect,
    async signedIn(user) {
      const client = await connect();
      const ack = await client.emit('auth', { nickname: user.nickname, bidToken: user.bidToken, refreshToken: user.refreshToken });
      expect(ack.status).toBe('success');
      return client;
    },
  };
}
