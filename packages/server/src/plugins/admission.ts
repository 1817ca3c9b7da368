import type { FastifyInstance } from 'fastify';
import { Gate } from '../lib/gate.js';
import { globalPlugin } from '../lib/plugin.js';

// Admission (issue 33). At the start of an exam a whole class signs in and starts within seconds. Each sign-in and
// start is a dozen queries of work for the one JavaScript thread; let in all at once, their callbacks fill the event
// loop and a student already writing waits seconds behind them for an autosave. These calls therefore pass one
// first-come-first-served gate of a few places (BURST_CONCURRENCY) once they are parsed, authenticated and past their
// rate limits: the class's backlog waits as promises outside the loop's work, and everything else goes in at once.
// The gate changes no answer: the same calls answer the same, in arrival order.

/** The calls a class makes in the same minute. */
export const BURST_CALLS: ReadonlySet<string> = new Set(['login', 'competitionLogin', 'startAttempt']);

declare module 'fastify' {
  interface FastifyInstance {
    /** The gate of the burst calls (its size from config.burstConcurrency). */
    burstGate: Gate;
  }
}

export const admissionPlugin = globalPlugin(async (app: FastifyInstance) => {
  const gate = new Gate(app.config.burstConcurrency);
  app.decorate('burstGate', gate);
  app.addHook('preHandler', async (request, reply) => {
    const call = request.routeOptions.config?.call;
    if (typeof call !== 'string' || !BURST_CALLS.has(call)) return;
    const leave = await gate.enter();
    // 'close' comes once the answer is sent, or when the client went away first: the place is given back either way.
    if (reply.raw.writableFinished || reply.raw.destroyed) leave();
    else reply.raw.once('close', leave);
  });
}, 'admission');
