import type { RuleProtocol } from '../../lib/firewallRule';
import type { RuleFormValues } from './ruleForm';

/** A common rule the add-rule form can be filled with: its protocol, port and a description. */
export interface RulePreset {
  id: 'ssh' | 'http' | 'https' | 'ping' | 'postgresql' | 'mysql';
  label: string;
  protocol: RuleProtocol;
  /** Empty for ICMP, which has no ports. */
  port: string;
  desc: string;
}

/** The database port is offered twice, one button per database, so each is one keystroke away. */
export const RULE_PRESETS: readonly RulePreset[] = Object.freeze([
  { id: 'ssh', label: 'SSH', protocol: 'tcp', port: '22', desc: 'SSH' },
  { id: 'http', label: 'HTTP', protocol: 'tcp', port: '80', desc: 'HTTP' },
  { id: 'https', label: 'HTTPS', protocol: 'tcp', port: '443', desc: 'HTTPS' },
  { id: 'ping', label: 'Ping', protocol: 'icmp', port: '', desc: 'Ping' },
  { id: 'postgresql', label: 'PostgreSQL', protocol: 'tcp', port: '5432', desc: 'PostgreSQL' },
  { id: 'mysql', label: 'MySQL', protocol: 'tcp', port: '3306', desc: 'MySQL' },
]);

/** How a preset reads once chosen: "SSH: TCP port 22", "Ping: ICMP". */
export function presetSummary(preset: RulePreset): string {
  return preset.protocol === 'icmp'
    ? `${preset.label}: ICMP`
    : `${preset.label}: ${preset.protocol.toUpperCase()} port ${preset.port}`;
}

/**
 * The form filled with a preset: protocol and port, and the description when it is empty or still
 * another preset's (what the person wrote is theirs). The source is left as typed. Choosing ping
 * keeps the typed port, which ICMP ignores, so switching back to TCP loses nothing.
 */
export function withPreset(values: RuleFormValues, preset: RulePreset): RuleFormValues {
  const desc = values.desc.trim();
  const descIsPresets = desc === '' || RULE_PRESETS.some((other) => other.desc === desc);
  return {
    ...values,
    protocol: preset.protocol,
    port: preset.protocol === 'icmp' ? values.port : preset.port,
    desc: descIsPresets ? preset.desc : values.desc,
  };
}

/** The preset the form's protocol and port are, if any: the one shown as chosen. */
export function presetOf(values: Pick<RuleFormValues, 'protocol' | 'port'>): RulePreset | undefined {
  return RULE_PRESETS.find(
    (preset) =>
      preset.protocol === values.protocol && (preset.protocol === 'icmp' || preset.port === values.port.trim()),
  );
}
