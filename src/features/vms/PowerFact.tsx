import {
  ageText,
  powerStateLabel,
  shortSourceText,
  sourceText,
  type PowerKnowledge,
} from '../../api/vms/powerKnowledge';
import { Badge } from '../../ui/values/Badge';
import { useClock } from '../../ui/values/clock';

function PowerBadgeOf({ power }: { power: PowerKnowledge }) {
  if (power.state === 'unknown') return <span className="text-fg-subtle">Unknown</span>;
  return <Badge tone={power.state === 'on' ? 'success' : 'neutral'}>{powerStateLabel(power.state)}</Badge>;
}

/** "Off · you stopped it 2 min ago": the state, where it comes from and its age. */
export function PowerFact({ power, unknown }: { power: PowerKnowledge; unknown?: string }) {
  const now = useClock();
  if (power.state === 'unknown') {
    return <span className="text-fg-muted">{unknown ?? 'Unknown'}</span>;
  }
  return (
    <span className="flex min-w-0 flex-wrap items-center gap-x-1.5">
      <PowerBadgeOf power={power} />
      <span className="text-fg-muted">
        {sourceText(power.source)} {ageText(power.at, now)}
      </span>
    </span>
  );
}

/** A list's power cell: the state, then its source on the same line, cut short with the whole in a tooltip. */
export function PowerCell({ power }: { power: PowerKnowledge }) {
  const now = useClock();
  if (power.state === 'unknown') return <span className="text-fg-subtle">Unknown</span>;
  const whole = `${powerStateLabel(power.state)} · ${sourceText(power.source)} ${ageText(power.at, now)}`;
  return (
    <span className="flex min-w-0 items-center gap-1.5" title={whole}>
      <PowerBadgeOf power={power} />
      <span className="truncate text-xs text-fg-muted">{shortSourceText(power.source)}</span>
    </span>
  );
}
