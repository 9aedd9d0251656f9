// Commands waiting for the page's first connection. Socket.IO's chunk loads after hydration, so a
// bid tapped as soon as the button shows would otherwise be refused as offline; it waits instead,
// at most the acknowledgement's time-out, and is sent once the connection is up (and signed in).
// Once a connection has been up, a lost one answers at once, as SPEC.md section 9 has it.
export class ConnectionWaiters {
  private waiting: Array<() => void> = [];

  /** Resolves when released, or after `timeoutMs` at the latest. */
  wait(timeoutMs: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.waiting = this.waiting.filter((waiter) => waiter !== done);
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      this.waiting.push(done);
    });
  }

  /** The connection is up, given up on, or stopped: every waiting command goes on. */
  releaseAll(): void {
    for (const done of [...this.waiting]) done();
  }
}
