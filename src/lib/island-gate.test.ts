import { describe, expect, it, vi } from 'vitest';
import { createGate } from './island-gate';

const settle = () => new Promise((done) => setTimeout(done, 0));

describe('createGate (D29: island code loads only when opened)', () => {
  it('loads nothing and stays pending until opened', async () => {
    const load = vi.fn(() => Promise.resolve('code'));
    const gate = createGate(load);
    let settled = false;
    void gate.promise.then(() => (settled = true));
    await settle();
    expect(load).not.toHaveBeenCalled();
    expect(settled).toBe(false);
    expect(gate.isOpen()).toBe(false);
    expect(gate.value()).toBeUndefined();
  });

  it('resolves with the loaded value once opened; the value is then synchronous', async () => {
    const gate = createGate(() => Promise.resolve('code'));
    expect(await gate.open()).toBe('code');
    expect(await gate.promise).toBe('code');
    expect(gate.value()).toBe('code');
    expect(gate.isOpen()).toBe(true);
  });

  it('downloads once however often it is opened', async () => {
    const load = vi.fn(() => Promise.resolve(1));
    const gate = createGate(load);
    void gate.open();
    void gate.open();
    await gate.open();
    void gate.open();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('is open while the download is under way, before it resolves', () => {
    const gate = createGate(() => new Promise<number>(() => {}));
    void gate.open();
    expect(gate.isOpen()).toBe(true);
    expect(gate.value()).toBeUndefined();
  });

  it('a failed download never rejects; the next open retries and resolves the same promise', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('code');
    const gate = createGate<string>(load);
    const first = gate.open();
    let outcome = 'pending';
    first.then(
      () => (outcome = 'resolved'),
      () => (outcome = 'rejected'),
    );
    await settle();
    expect(outcome).toBe('pending');
    expect(gate.isOpen()).toBe(false);
    expect(await gate.open()).toBe('code');
    expect(first).toBe(gate.promise);
    expect(outcome).toBe('resolved');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
