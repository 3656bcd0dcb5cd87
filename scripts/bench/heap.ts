import type { CDPSession, Page } from '@playwright/test';
import type { BenchContext, BenchSection } from './context';
import { clickToFirstFrame, VM_PAGE } from './console';
import { launchChromium, navigateInApp, signIn } from './env';
import { groupHeapNodes, heapGrowth, liveCount, type HeapGroup, type HeapSnapshotJson } from './heapSnapshot';
import { mib, printTable } from './stats';

const CYCLES = 20;

async function collectGarbage(cdp: CDPSession): Promise<void> {
  // Twice: the first pass can leave objects that only become garbage once finalizers ran.
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
}

async function usedHeap(cdp: CDPSession): Promise<number> {
  await collectGarbage(cdp);
  return (await cdp.send('Runtime.getHeapUsage')).usedSize;
}

async function heapSnapshot(cdp: CDPSession): Promise<Map<string, HeapGroup>> {
  await collectGarbage(cdp);
  const chunks: string[] = [];
  const onChunk = ({ chunk }: { chunk: string }) => chunks.push(chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  try {
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  } finally {
    cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  }
  return groupHeapNodes(JSON.parse(chunks.join('')) as HeapSnapshotJson);
}

/** Opens the console (first frame drawn) and leaves it for the VM page, as a user closing it does. */
async function openAndClose(page: Page): Promise<void> {
  await clickToFirstFrame(page);
  await navigateInApp(page, VM_PAGE);
  await page.getByRole('link', { name: 'Open console' }).waitFor();
}

const signed = (bytes: number) => `${bytes >= 0 ? '+' : '−'}${(Math.abs(bytes) / 1024).toFixed(0)} KiB`;

/** The JS heap after opening and closing the console 20 times, and what any growth is made of. */
export const heapSection: BenchSection = {
  name: 'heap',
  description: `JS heap after opening and closing the console ${CYCLES} times (target: no growth beyond noise)`,
  async run({ env }: BenchContext) {
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      const cdp = await page.context().newCDPSession(page);
      await signIn(page, env.appUrl);
      // Two warm-up cycles load the console chunk and fill the caches a second visit finds.
      await openAndClose(page);
      await openAndClose(page);
      const samples: [string, number][] = [['after 2 warm-up cycles (baseline)', await usedHeap(cdp)]];
      const before = await heapSnapshot(cdp);
      for (let count = 1; count <= CYCLES; count++) {
        await openAndClose(page);
        if (count % 5 === 0) samples.push([`after ${count} more open/close cycles`, await usedHeap(cdp)]);
      }
      const after = await heapSnapshot(cdp);
      const baseline = samples[0]![1];
      printTable(
        'Used JS heap after garbage collection (Runtime.getHeapUsage)',
        ['when', 'used heap', 'vs baseline'],
        samples.map(([when, bytes]) => [when, mib(bytes), signed(bytes - baseline)]),
      );

      const growth = heapGrowth(before, after);
      printTable(
        `Heap snapshot before vs after the ${CYCLES} cycles, by kind`,
        ['kind', 'growth'],
        [...growth.byCategory].map(([category, bytes]) => [category, signed(bytes)]),
      );
      console.log(
        `Largest growth: ${growth.largest.map((change) => `${change.key} ${signed(change.bytes)} (${change.count >= 0 ? '+' : ''}${change.count})`).join(', ')}`,
      );
      const live = ['RFB', 'WebSocket', 'HTMLCanvasElement'].map(
        (name) => `${name} ${liveCount(before, name)} → ${liveCount(after, name)}`,
      );
      const sockets = (await (await fetch(`${env.emulatorUrl}/_emulator/console-connections`)).json()) as {
        open: number;
      };
      console.log(
        `Live instances at baseline → after the last close: ${live.join(', ')}; console WebSockets open at the emulator: ${sockets.open}`,
      );
    } finally {
      await browser.close();
    }
  },
};
