// The shutdown door of the socket commands: counts what is being answered, refuses once closed.
import { ERROR_MESSAGES } from '@blitz/contract';
import type { Event } from 'socket.io';
import { describe, expect, it } from 'vitest';
import { createCommandGate } from '../../src/realtime/command-gate';

function command(event: string) {
  const answers: unknown[] = [];
  const packet: Event = [event, { productID: 1 }, (answer: unknown) => answers.push(answer)];
  return { packet, answers, ack: (answer: unknown) => (packet[2] as (a: unknown) => void)(answer) };
}

describe('command gate', () => {
  it('counts commands until they are acknowledged and wakes the drain on the last one', async () => {
    const gate = createCommandGate();
    const [a, b] = [command('create-bid'), command('auth')];
    let passed = 0;
    gate.middleware(a.packet, () => (passed += 1));
    gate.middleware(b.packet, () => (passed += 1));
    expect(passed).toBe(2);
    expect(gate.inFlight).toBe(2);
    gate.close();
    const drained = gate.drained(1000);
    a.ack({ status: 'success' });
    a.ack({ status: 'success' }); // a second answer is not counted twice
    expect(gate.inFlight).toBe(1);
    b.ack({ status: 'success' });
    await expect(drained).resolves.toBe(true);
    expect(a.answers).toHaveLength(2);
  });

  it('refuses new commands once closed, and gives up waiting after the time-out', async () => {
    const gate = createCommandGate();
    const stuck = command('create-bid');
    gate.middleware(stuck.packet, () => undefined);
    gate.close();
    const late = command('create-bid');
    let passed = false;
    gate.middleware(late.packet, () => (passed = true));
    expect(passed).toBe(false);
    expect(late.answers).toEqual([{ status: 'error', message: ERROR_MESSAGES.NETWORK_ERROR }]);
    await expect(gate.drained(50)).resolves.toBe(false);
  });

  it('does not wait for events outside the contract, which nobody answers', async () => {
    const gate = createCommandGate();
    gate.middleware(command('no-such-event').packet, () => undefined);
    expect(gate.inFlight).toBe(0);
    await expect(gate.drained(10)).resolves.toBe(true);
  });
});
