import { describe, expect, it, vi } from 'vitest';
import { ArrivalGate } from '../../../../src/web/forms/arrival-gate';

describe('a step shown ahead of its address', () => {
  it('does what is asked at once once the step has arrived', () => {
    const gate = new ArrivalGate(false);
    const action = vi.fn();
    gate.act(action);
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('holds what is asked before arrival and does it when the address names the step, once', () => {
    const gate = new ArrivalGate(true);
    const action = vi.fn();
    gate.act(action);
    gate.update(true);
    expect(action).not.toHaveBeenCalled();
    gate.update(false);
    expect(action).toHaveBeenCalledTimes(1);
    gate.update(false);
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('keeps only the last request made while waiting', () => {
    const gate = new ArrivalGate(true);
    const back = vi.fn();
    const next = vi.fn();
    gate.act(back);
    gate.act(next);
    gate.update(false);
    expect(back).not.toHaveBeenCalled();
    expect(next).toHaveBeenCalledTimes(1);
  });
});
