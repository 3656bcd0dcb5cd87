import { describe, expect, it } from 'vitest';
import { LINT_PROBE_TIMEOUT_MS, lintSnippet } from './lintProbe';

/** What the import-boundaries rule says of `import … from specifier` written in `file`. */
async function crossing(file: string, specifier: string): Promise<string[]> {
  return lintSnippet(`import { x } from '${specifier}';\nexport const y = x;\n`, file, 'local/import-boundaries');
}

describe('import boundaries', { timeout: LINT_PROBE_TIMEOUT_MS }, () => {
  it.each([
    ['src/lib/format.ts', '../api/errors/errors', 'src/lib is pure logic'],
    ['src/ui/controls/Button.tsx', '../../api/errors/errors', 'src/ui is presentation'],
    ['src/ui/list/DataTable.tsx', '../../features/vpcs/vpcRows', 'src/ui is presentation'],
    ['src/features/vms/VmsPage.tsx', '../reserved-ips/reservedIpForm', 'a feature does not import another feature'],
    ['src/features/firewalls/ui/Note.tsx', '../../ip-lists/ipListRows', 'a feature does not import another feature'],
    ['src/features/vpcs/VpcsPage.tsx', '../../app/areas', 'a feature does not import another feature or the shell'],
    ['src/emulator/core/failure.ts', '../../api/errors/errors', 'the emulator shares only src/contract'],
    ['src/api/vms/vms.ts', '../../emulator/core', 'src/api is the data layer'],
    ['src/api/vms/vms.ts', '../../ui/controls/Button', 'src/api is the data layer'],
    ['src/contract/errorCodes.ts', '../api/types', 'src/contract is what the client and the emulator share'],
    ['src/features/vpcs/VpcsPage.tsx', '../../test/emulatorHarness', 'test helpers are for tests only'],
  ])('refuses %s importing %s', async (file, specifier, reason) => {
    const messages = await crossing(file, specifier);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain(reason);
  });

  it.each([
    ['src/features/vms/VmsPage.tsx', './vmRows'],
    ['src/features/vms/VmsPage.tsx', '../../api/vms/vms'],
    ['src/features/vms/VmsPage.tsx', '../../ui/controls/Button'],
    ['src/features/vms/VmsPage.tsx', '../../lib/paths'],
    ['src/features/vms/route.ts', '../../console/lazyConsolePage'],
    ['src/ui/feedback/FormError.tsx', '../../lib/errorText'],
    ['src/api/errors/errors.ts', '../../contract/errorCodes'],
    ['src/emulator/core/failure.ts', '../../contract/errorCodes'],
    ['src/app/areas.ts', '../features/vpcs/route'],
    ['src/features/vpcs/VpcsPage.test.tsx', '../../test/emulatorHarness'],
    ['src/api/http/client.test.ts', '../../emulator/core'],
    ['src/features/vms/VmsPage.tsx', 'react-router-dom'],
  ])('lets %s import %s', async (file, specifier) => {
    expect(await crossing(file, specifier)).toEqual([]);
  });
});
