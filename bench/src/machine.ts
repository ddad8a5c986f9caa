/** The machine a benchmark ran on, for its report. */
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function machineInfo() {
  return {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    platform: `${os.type()} ${os.release()}`,
    /** 1, 5 and 15 minutes, when the benchmark starts writing its figures (the machine may be shared). */
    loadAverage: os.loadavg().map((l) => Math.round(l * 100) / 100),
  };
}
