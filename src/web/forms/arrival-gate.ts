/**
 * What a person asks of a step shown ahead of its address (Continue, Back, Skip, a jump) while the step before it is
 * saved: held until the address names the step, then done. Only the last request is kept: a second click replaces
 * the first, as it would have on a step that had arrived. One gate lives as long as its step form, and is read
 * through the object rather than a render's props: RJSF's Form does not draw its children again when only their
 * handlers change, so a button's handler may be the one from before arrival.
 */
export class ArrivalGate {
  private held: (() => void) | null = null;

  constructor(private awaiting: boolean) {}

  /** Does `action` now, or once the step arrives. */
  act(action: () => void): void {
    if (this.awaiting) this.held = action;
    else action();
  }

  /** Told whether the step still waits for its address; on arrival, does what was asked meanwhile. */
  update(awaiting: boolean): void {
    this.awaiting = awaiting;
    const action = this.held;
    if (awaiting || action === null) return;
    this.held = null;
    action();
  }
}
