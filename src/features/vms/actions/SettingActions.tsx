import { isolatedText, InlineValue } from '../../../ui/page/detail';
import { ChangeConfirmAction } from './ChangeConfirmAction';
import type { VmActionProps } from './types';

/** Turn IPv6 on (PATCH {enable_ipv6: true}); offered only while the VM has no IPv6 address. */
export function EnableIpv6Action(props: VmActionProps) {
  return (
    <ChangeConfirmAction
      {...props}
      change={{ enable_ipv6: true }}
      title="Enable IPv6"
      confirmLabel="Enable IPv6"
      doneText={`Enabling IPv6 on “${isolatedText(props.vm.name)}”.`}
    >
      <p>
        Give <InlineValue>{props.vm.name}</InlineValue> an IPv6 address? It shows on this page once assigned; the
        operating system may need its network configured to use it.
      </p>
    </ChangeConfirmAction>
  );
}

/** Detach the firewall group (PATCH {disable_firewall: true}): the VM's traffic is no longer filtered by it. */
export function DetachFirewallAction(props: VmActionProps) {
  return (
    <ChangeConfirmAction
      {...props}
      change={{ disable_firewall: true }}
      title="Detach firewall group"
      confirmLabel="Detach group"
      destructive
      doneText={`Detaching the firewall group from “${isolatedText(props.vm.name)}”.`}
    >
      <p>
        Detach the firewall group from <InlineValue>{props.vm.name}</InlineValue>? Its rules stop applying: traffic the
        group blocked reaches the VM. The group itself stays.
      </p>
    </ChangeConfirmAction>
  );
}

export type BootSetting = 'uefi' | 'bios' | 'sev-on' | 'sev-off';

const SEV_EXPLAINED =
  'SEV (Secure Encrypted Virtualization; SEV-SNP where the host supports it) encrypts the VM’s memory so the host cannot read it. It needs UEFI boot.';

const BOOT_TEXT: Record<BootSetting, { title: string; confirm: string; done: string; body: string }> = {
  uefi: {
    title: 'Boot with UEFI',
    confirm: 'Switch to UEFI',
    done: 'Switching to UEFI boot',
    body: 'Boot the VM with UEFI (OVMF) instead of legacy BIOS. An operating system installed for BIOS may not start under UEFI.',
  },
  bios: {
    title: 'Boot with legacy BIOS',
    confirm: 'Switch to BIOS',
    done: 'Switching to BIOS boot',
    body: 'Boot the VM with legacy BIOS instead of UEFI. This is refused while SEV is on: turn SEV off first.',
  },
  'sev-on': {
    title: 'Turn SEV on',
    confirm: 'Turn SEV on',
    done: 'Turning SEV on',
    body: `${SEV_EXPLAINED} Switch the boot mode to UEFI first if the VM boots BIOS.`,
  },
  'sev-off': {
    title: 'Turn SEV off',
    confirm: 'Turn SEV off',
    done: 'Turning SEV off',
    body: `${SEV_EXPLAINED} Turning it off also ends measured boot, which needs SEV-SNP.`,
  },
};

/** Boot mode (PATCH {use_uefi}) or SEV (PATCH {enable_sev}): both power-cycle the VM, said before sending. */
export function BootSettingAction({ setting, ...props }: VmActionProps & { setting: BootSetting }) {
  const text = BOOT_TEXT[setting];
  const change =
    setting === 'uefi' || setting === 'bios' ? { use_uefi: setting === 'uefi' } : { enable_sev: setting === 'sev-on' };
  return (
    <ChangeConfirmAction
      {...props}
      change={change}
      title={text.title}
      confirmLabel={text.confirm}
      destructive
      doneText={`${text.done} on “${isolatedText(props.vm.name)}”.`}
    >
      <p>{text.body}</p>
      <p className="mt-2 font-medium">
        The VM is power-cycled: whatever runs on <InlineValue>{props.vm.name}</InlineValue> is cut off and it starts
        again.
      </p>
    </ChangeConfirmAction>
  );
}
