/** What the VM page's VPC section says when it lists no VPC: only what the reads it made have shown. */
export function noVpcText(reads: { isPending: boolean; listFailed: boolean; unknown: number }): string {
  if (reads.listFailed) return 'Not known: the team’s VPCs could not be read.';
  if (reads.unknown > 0) {
    return `Not known: the attached VMs of ${reads.unknown === 1 ? '1 VPC' : `${reads.unknown} VPCs`} could not be read.`;
  }
  if (reads.isPending) return 'Reading which VPCs this VM is in…';
  return 'This VM is not attached to a VPC.';
}
