import type { CustomIso } from '../../api/types';
import { Badge } from '../../ui/values/Badge';
import { ProgressBar } from '../../ui/feedback/ProgressBar';
import { isoLabel, isoState } from './isoRows';

/** Ready, Failed, or the download's progress as a bar with its percent. */
export function IsoStatus({ iso }: { iso: CustomIso }) {
  const state = isoState(iso);
  switch (state.kind) {
    case 'ready':
      return <Badge tone="success">Ready</Badge>;
    case 'failed':
      return <Badge tone="danger">Failed</Badge>;
    case 'downloading':
      return <ProgressBar value={state.percent} label={`Download of ${isoLabel(iso)}`} />;
  }
}
