import { describe, expect, it } from 'vitest';
import { noVpcText } from './vpcMembership';

describe('the VM page’s words for no VPC', () => {
  const settled = { isPending: false, listFailed: false, unknown: 0 };

  it('says the VM is in no VPC only once every read has answered', () => {
    expect(noVpcText(settled)).toBe('This VM is not attached to a VPC.');
    expect(noVpcText({ ...settled, isPending: true })).toBe('Reading which VPCs this VM is in…');
  });

  it('says it is not known when the list or a VPC’s attached VMs could not be read', () => {
    expect(noVpcText({ ...settled, listFailed: true })).toBe('Not known: the team’s VPCs could not be read.');
    expect(noVpcText({ ...settled, unknown: 1 })).toBe('Not known: the attached VMs of 1 VPC could not be read.');
    expect(noVpcText({ ...settled, unknown: 2, isPending: true })).toBe(
      'Not known: the attached VMs of 2 VPCs could not be read.',
    );
  });
});
