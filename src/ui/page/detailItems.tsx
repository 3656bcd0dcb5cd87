import { CopyableText, TimeCell } from '../list/cells';
import { DetailItem } from './detail';

// Apart from detail.tsx: these stand on the list kit's cells, which the VM console's route (it imports
// detail.tsx for its back link) must not load.

/** A detail list's time: the locale time, ISO on hover. */
export function TimeItem({ term, value }: { term: string; value: string | null | undefined }) {
  return (
    <DetailItem term={term}>
      <TimeCell value={value} />
    </DetailItem>
  );
}

/** A detail list's ID, to copy ("Copy ID of web-1"). */
export function IdItem({ id, name, wide }: { id: string; name: string; wide?: boolean }) {
  return (
    <DetailItem term="ID" wide={wide}>
      <CopyableText value={id} copyLabel={`Copy ID of ${name}`} />
    </DetailItem>
  );
}
