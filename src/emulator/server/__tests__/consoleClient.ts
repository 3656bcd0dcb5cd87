/** Test-side console client: a console session from the API and a byte-collecting `ws` connection. */
import { WebSocket, type RawData } from 'ws';
import { DEMO_TOKEN } from '../../core';

export const auth = { Authorization: `Bearer ${DEMO_TOKEN}` };

/** POST /vm/{id}/vnc for one of the demo user's VMs (the first by default); the token is the `sessionid` of its vnc_url. */
export async function newSession(url: string, which = 0): Promise<{ token: string; vmName: string; vmId: string }> {
  const vms = (await (await fetch(`${url}/vm`, { headers: auth })).json()) as { id: string; name: string }[];
  const vm = vms[which];
  if (vm === undefined) throw new Error('no VMs');
  const response = await fetch(`${url}/vm/${vm.id}/vnc`, { method: 'POST', headers: auth });
  const { vnc_url: vncUrl } = (await response.json()) as { vnc_url: string };
  const token = new URL(vncUrl).searchParams.get('sessionid');
  if (token === null) throw new Error('no sessionid');
  return { token, vmName: vm.name, vmId: vm.id };
}

export function wsUrl(url: string, token: string): string {
  return `${url.replace(/^http/, 'ws')}/console/websockify?sessionid=${token}`;
}

export type ConsoleClient = ReturnType<typeof connect>;

/** A ws client that collects received bytes and can wait for at least n of them. */
export function connect(address: string, options: ConstructorParameters<typeof WebSocket>[2] = {}) {
  const ws = new WebSocket(address, options);
  ws.binaryType = 'nodebuffer';
  let received = Buffer.alloc(0);
  let waiters: (() => void)[] = [];
  ws.on('message', (data: RawData) => {
    received = Buffer.concat([received, data as Buffer]);
    for (const wake of waiters.splice(0)) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => {
      resolve({ code, reason: reason.toString() });
      // Nothing more will arrive: a take() still waiting must fail, not hang until the test times out.
      for (const wake of waiters.splice(0)) wake();
    }),
  );
  const opened = new Promise<void>((resolve, reject) => {
    ws.on('open', () => resolve());
    ws.on('error', reject);
  });
  return {
    ws,
    opened,
    closed,
    received: () => received,
    async take(count: number): Promise<Buffer> {
      while (received.length < count) {
        if (ws.readyState === ws.CLOSED) throw new Error(`connection closed with ${received.length} of ${count} bytes`);
        await new Promise<void>((resolve) => (waiters = [...waiters, resolve]));
      }
      const head = received.subarray(0, count);
      received = received.subarray(count);
      return Buffer.from(head);
    },
  };
}

export async function openCount(url: string): Promise<number> {
  return ((await (await fetch(`${url}/_emulator/console-connections`)).json()) as { open: number }).open;
}

/** Polls `check` until it holds; the deadline is by the clock, so a loaded machine gets the same time. */
export async function eventually(check: () => Promise<boolean>, withinMs = 4_000): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  if (!(await check())) throw new Error('condition not met');
}
