/**
 * Preloaded into the API process by `bench:soak` (`node --import tsx --import …/heapProbe.ts`): on
 * SIGUSR2 it writes the process's `process.memoryUsage()` as JSON to HEAP_PROBE_FILE. The V8 heap
 * cannot be read from outside the process; RSS is read from /proc by the soak itself. Nothing of the
 * API is changed, and without HEAP_PROBE_FILE the probe does nothing.
 */
import { writeFileSync } from 'node:fs';

const file = process.env.HEAP_PROBE_FILE;
if (file) {
  process.on('SIGUSR2', () => {
    writeFileSync(file, JSON.stringify({ at: Date.now(), ...process.memoryUsage() }));
  });
}
