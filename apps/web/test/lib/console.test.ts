import { describe, expect, it, vi } from 'vitest';
import { silenceConsoleInProduction } from '../../src/lib/console';

describe('console output (SPEC.md section 9)', () => {
  it('is silenced in a production build, every method', () => {
    const printed = vi.fn();
    const target = { log: printed, info: printed, warn: printed, error: printed, debug: printed, trace: printed } as unknown as Console;
    silenceConsoleInProduction(true, target);
    target.log('a');
    target.warn('b');
    target.error('c');
    target.info('d');
    target.debug('e');
    expect(printed).not.toHaveBeenCalled();
  });

  it('is left alone in development', () => {
    const printed = vi.fn();
    const target = { log: printed, warn: printed } as unknown as Console;
    silenceConsoleInProduction(false, target);
    target.warn('b');
    expect(printed).toHaveBeenCalledWith('b');
  });
});
