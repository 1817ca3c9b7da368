// A first-come-first-served gate of a few places: `enter()` waits for a place and answers the function that gives it
// back (once, however often it is called).

export class Gate {
  #inside = 0;
  #peak = 0;
  readonly #waiting: Array<() => void> = [];

  constructor(private places: number) {
    this.resize(places);
  }

  /** Changes the number of places; waiting callers enter at once when it grew. */
  resize(places: number): void {
    if (!Number.isInteger(places) || places < 1) throw new Error(`a gate needs a whole number of places ≥ 1, not ${places}`);
    this.places = places;
    while (this.#inside < this.places && this.#waiting.length > 0) this.#admitNext();
  }

  get size(): number {
    return this.places;
  }

  stats(): { inside: number; waiting: number; peak: number } {
    return { inside: this.#inside, waiting: this.#waiting.length, peak: this.#peak };
  }

  /** Starts counting the peak again from who is inside now. */
  resetPeak(): void {
    this.#peak = this.#inside;
  }

  /** Waits for a place (in arrival order); answers `leave`, which frees it. */
  enter(): Promise<() => void> {
    if (this.#inside < this.places && this.#waiting.length === 0) {
      this.#take();
      return Promise.resolve(this.#leaver());
    }
    return new Promise((resolve) => this.#waiting.push(() => resolve(this.#leaver())));
  }

  #take(): void {
    this.#inside += 1;
    this.#peak = Math.max(this.#peak, this.#inside);
  }

  #admitNext(): void {
    const next = this.#waiting.shift();
    if (next === undefined) return;
    this.#take();
    next();
  }

  #leaver(): () => void {
    let left = false;
    return () => {
      if (left) return;
      left = true;
      this.#inside -= 1;
      if (this.#inside < this.places) this.#admitNext();
    };
  }
}
