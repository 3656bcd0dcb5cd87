import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Vm } from '../../api/types';
import { DEMO_TEAM_IDS, DEMO_VM_IDS } from '../../emulator/core';
import { emulatorApiPerTest } from '../../test/emulatorHarness';
import { renderInApp } from '../../test/renderInApp';
import { readVm } from './testVms';
import { VmDetails } from './VmDetails';

emulatorApiPerTest();
const TEAM = DEMO_TEAM_IDS.production;

/** The details entry for a term, e.g. "IPv6". */
const itemOf = (term: string) => {
  const item = screen.getByText(term, { selector: 'dt' }).closest('div');
  if (!item) throw new Error(`no details item ${term}`);
  return item;
};

const renderDetails = (vm: Vm) => renderInApp(<VmDetails teamId={TEAM} vm={vm} onConvert={() => undefined} />);

describe('VmDetails IPv6', () => {
  it('says None for a VM without IPv6, with nothing to copy', async () => {
    const vm = await readVm(TEAM, DEMO_VM_IDS.web1);
    renderDetails({ ...vm, main_ipv6: '' });
    expect(within(itemOf('IPv6')).getByText('None')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy IPv6' })).toBeNull();
  });

  it('shows a VM’s IPv6 with its copy button', async () => {
    const vm = await readVm(TEAM, DEMO_VM_IDS.web1);
    renderDetails({ ...vm, main_ipv6: '2001:db8::10' });
    expect(within(itemOf('IPv6')).getByText('2001:db8::10')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy IPv6' })).toBeInTheDocument();
  });
});
