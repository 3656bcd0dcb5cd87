/**
 * The slow phone of the `rows` section: the CPU slowdown, network and screen it applies through the
 * DevTools protocol, and how they are described in its output.
 */

export interface NetworkThrottling {
  /** Added to every request's round trip. */
  latencyMs: number;
  /** Decimal kilobits per second, as line speeds are quoted (1.6 Mbit/s is 1,600 kbit/s). */
  downloadKbps: number;
  uploadKbps: number;
}

export interface SlowPhone {
  /** `Emulation.setCPUThrottlingRate`: the page's CPU work takes this many times as long. */
  cpuSlowdown: number;
  network: NetworkThrottling;
}

/** The conditions the section measures a slow phone under (the figures Lighthouse's mobile model uses). */
export const SLOW_PHONE: SlowPhone = {
  cpuSlowdown: 4,
  network: { latencyMs: 150, downloadKbps: 1600, uploadKbps: 750 },
};

/** A phone's screen in CSS pixels (Lighthouse's mobile screen). */
export const PHONE_VIEWPORT = { width: 412, height: 823 } as const;
export const PHONE_SCALE_FACTOR = 1.75;

/** The parameters of `Network.emulateNetworkConditions`, whose throughputs are bytes per second. */
export interface NetworkConditionsParams {
  offline: boolean;
  latency: number;
  downloadThroughput: number;
  uploadThroughput: number;
}

const bytesPerSecond = (kbps: number) => (kbps * 1000) / 8;

export function networkConditionsParams(network: NetworkThrottling): NetworkConditionsParams {
  return {
    offline: false,
    latency: network.latencyMs,
    downloadThroughput: bytesPerSecond(network.downloadKbps),
    uploadThroughput: bytesPerSecond(network.uploadKbps),
  };
}

const lineSpeed = (kbps: number) => (kbps >= 1000 ? `${kbps / 1000} Mbit/s` : `${kbps} kbit/s`);

/** "4× slower CPU, 150 ms latency, 1.6 Mbit/s down, 750 kbit/s up". */
export function describeSlowPhone({ cpuSlowdown, network }: SlowPhone): string {
  return `${cpuSlowdown}× slower CPU, ${network.latencyMs} ms latency, ${lineSpeed(network.downloadKbps)} down, ${lineSpeed(network.uploadKbps)} up`;
}
