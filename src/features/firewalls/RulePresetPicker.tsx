import { useId } from 'react';
import { Button } from '../../ui/controls/Button';
import type { RuleFormValues } from './ruleForm';
import { presetOf, presetSummary, RULE_PRESETS, type RulePreset } from './rulePresets';

/**
 * Buttons that fill the add-rule form with a common rule. The one the protocol and port match shows
 * pressed (however they were typed), and a status line says what it allows.
 */
export function RulePresetPicker({
  values,
  onChoose,
}: {
  values: Pick<RuleFormValues, 'protocol' | 'port'>;
  onChoose: (preset: RulePreset) => void;
}) {
  const labelId = useId();
  const chosen = presetOf(values);
  return (
    <div className="flex flex-col gap-1.5">
      <p id={labelId} className="text-[13px] font-medium text-fg">
        Common rules
      </p>
      <div role="group" aria-labelledby={labelId} className="flex flex-wrap gap-1.5">
        {RULE_PRESETS.map((preset) => (
          <Button
            key={preset.id}
            size="sm"
            aria-pressed={chosen?.id === preset.id}
            onClick={() => onChoose(preset)}
            className="aria-pressed:border-accent aria-pressed:bg-accent-soft aria-pressed:text-accent-text"
          >
            {preset.label}
          </Button>
        ))}
      </div>
      <p role="status" className="text-xs text-fg-subtle">
        {chosen
          ? `${presetSummary(chosen)}. The source stays as you chose it.`
          : 'Fills in the protocol and port; the source stays as you chose it.'}
      </p>
    </div>
  );
}
