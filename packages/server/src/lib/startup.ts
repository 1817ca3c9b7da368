// Where a start of the server goes (issue 33: a restarted instance answers within 5 s on an existing data folder).
// main.ts and buildApp mark the end of each phase; the server logs the breakdown once it listens, and `npm run
// bench:api` reads that line.

/** The phases in order: each ends at its mark, the first at the process's start. */
export const STARTUP_PHASES = ['import', 'database', 'data', 'plugins', 'routes', 'ready', 'listen'] as const;
export type StartupPhase = (typeof STARTUP_PHASES)[number];

export const STARTUP_PHASE_NAMES: Record<StartupPhase, string> = {
  import: "node and the server's modules",
  database: 'database opened',
  data: 'migrations and demo data checked',
  plugins: 'plugins and the notebook service',
  routes: 'modules and their routes',
  ready: 'onReady hooks (job queue, workers)',
  listen: 'listening',
};

/** Marks taken in milliseconds since the process started (performance.now()). */
export class StartupTimer {
  readonly #marks = new Map<StartupPhase, number>();

  mark(phase: StartupPhase, at = performance.now()): void {
    this.#marks.set(phase, at);
  }

  /** Milliseconds of each phase marked (from the previous mark, the first from the process's start) and the total. */
  phases(): { phases: Partial<Record<StartupPhase, number>>; totalMs: number } {
    const phases: Partial<Record<StartupPhase, number>> = {};
    let previous = 0;
    for (const phase of STARTUP_PHASES) {
      const at = this.#marks.get(phase);
      if (at === undefined) continue;
      phases[phase] = Math.round(at - previous);
      previous = at;
    }
    return { phases, totalMs: Math.round(previous) };
  }

  /** `start-up 3.21 s: import 1.02 s, database 0.61 s, …` */
  summary(): string {
    const { phases, totalMs } = this.phases();
    const parts = Object.entries(phases).map(([phase, ms]) => `${phase} ${(ms / 1000).toFixed(2)} s`);
    return `start-up ${(totalMs / 1000).toFixed(2)} s: ${parts.join(', ')}`;
  }
}
