import type { BenchEnvironment } from './env';

export interface BenchContext {
  env: BenchEnvironment;
  /** Measured runs per figure (medians are printed); `BENCH_RUNS`, default 5. */
  runs: number;
  /** `--baseline REF`: the git ref a section compares this build with (`rows`). */
  baselineRef?: string;
}

export interface BenchSection {
  /** The name `--only` selects it by. */
  name: string;
  description: string;
  run(context: BenchContext): Promise<void>;
}
