/**
 * Preloaded into the API process by `bench:soak` (`node --import tsx --import …/heapProbe.ts`): on
 * SIGUSR2 it writes the process's `process.memoryUsage()` as JSON to HEAP_PROBE_FILE, after a full
 * garbage collection when the process runs with --expose-gc (the soak starts it so). The V8 heap
 * cannot be read from outside the process; RSS is read from /proc by the soak itself. Nothing of the
 * API is changed, and without HEAP_PROBE_FILE the probe does nothing.
 */
import { renameSync, writeFileSync } from 'node:fs';

const file = process.env.HEAP_PROBE_FILE;
if (file) {
  process.on('SIGUSR2', () => {
    // With --expose-gc, a full collection first: the heap then holds what the process keeps.
    const gc = (globalThis as { gc?: () => void }).gc;
    gc?.();
    writeFileSync(
      `${file}.tmp`,
      JSON.stringify({ at: Date.now(), collected: Boolean(gc), ...process.memoryUsage() }),
    );
    renameSync(`${file}.tmp`, file);
  });
}
