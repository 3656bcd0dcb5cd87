/**
 * The emulator core: the Cloud API's behaviour with no transport, no timers and no Node APIs,
 * so the same code answers the Node server, MSW in the browser, and unit tests.
 */
export { createEmulator } from './emulator';
export {
  DEMO_FIREWALL_IDS,
  DEMO_IDS,
  DEMO_TEAM_IDS,
  DEMO_TOKEN,
  DEMO_VM_IDS,
  DEMO_VPC_IDS,
  demoFixture,
} from './demoFixture';
export type * from './fixture';
export type { Admission, Emulator, EmulatorRequest, EmulatorRequestHead, EmulatorResponse } from './types';
