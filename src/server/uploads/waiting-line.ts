/**
 * A place in a WaitingLine: `ready` settles when it is this one's turn, or when it left the line before that (so
 * nobody waits on it forever); `leave` gives the turn back, or the place in the line (once).
 */
export interface Place {
  ready: Promise<void>;
  leave(): void;
}

/**
 * At most `atOnce` holders at a time, and at most `maxWaiting` waiting behind them in arrival order. A full line
 * turns newcomers away (`join` answers undefined) rather than letting work, and the memory it holds, pile up.
 */
export class WaitingLine {
  private active = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly atOnce: number,
    private readonly maxWaiting: number,
  ) {}

  /** Holders now, and how many wait. */
  get size(): { active: number; waiting: number } {
    return { active: this.active, waiting: this.waiting.length };
  }

  join(): Place | undefined {
    if (this.active < this.atOnce) {
      this.active += 1;
      return this.place(Promise.resolve(), () => true);
    }
    if (this.waiting.length >= this.maxWaiting) return undefined;
    let admit!: () => void;
    const ready = new Promise<void>((resolve) => (admit = resolve));
    this.waiting.push(admit);
    return this.place(ready, () => {
      const at = this.waiting.indexOf(admit);
      if (at < 0) return true;
      // Leaving before its turn came: it drops out of the line, holding nothing.
      this.waiting.splice(at, 1);
      admit();
      return false;
    });
  }

  /** `holding()` says, when the place is left, whether its turn had come (and so must be passed on). */
  private place(ready: Promise<void>, holding: () => boolean): Place {
    let left = false;
    return {
      ready,
      leave: () => {
        if (left) return;
        left = true;
        if (!holding()) return;
        const next = this.waiting.shift();
        // The turn passes straight to the next in line; the count of holders stays the same.
        if (next) next();
        else this.active -= 1;
      },
    };
  }
}
