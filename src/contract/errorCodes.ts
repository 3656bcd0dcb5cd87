/**
 * Every error code the console knows, with the sentence shown to a person.
 * The emulator may only answer with these codes (its types import `KnownErrorCode`),
 * so a code it emits can never reach the screen unexplained.
 */
export const ERROR_MESSAGES = {
  // The spec's four codes.
  IP_NAME_TOO_LONG: 'The name is too long for a reserved IP. Use 64 characters or fewer.',
  INSUFFICIENT_BALANCE: 'Your account balance is too low for this. Add funds, then try again.',
  RESERVED_IP_QUOTA_EXCEEDED:
    'This team has reached its reserved IP quota. Release an unused reserved IP or ask for a higher quota.',
  UNABLE_TO_DETACH_PRIMARY_IP:
    "This reserved IP is its VM's primary IP, so it cannot be detached and released while the VM uses it.",

  // Authentication and teams.
  UNAUTHORIZED: 'Your token was not accepted. Sign in again with a valid API token.',
  TEAM_ACCESS_DENIED: 'You are not a member of this team, or the team does not exist.',
  FORBIDDEN: 'You do not have permission to do this.',

  // Reserved IP codes the provider documents beyond the spec's four.
  UNSUPPORTED_LOCATION: 'This is not offered in the chosen location. Pick another location.',
  NOT_SUPPORTED: 'This operation is not supported here.',
  RESOURCE_NOT_AVAILABLE:
    'No address is available in this location right now. Try again later or pick another location.',
  INVALID_LOCATION: 'The reserved IP and the VM are in different locations.',
  RESERVED_IP_ALREADY_ATTACHED: 'This reserved IP is already attached to a VM. Detach it first.',
  NO_ANCHOR_IP: 'Choose a VM address to attach the reserved IP to.',

  // Validation codes answered by the emulator (400 unless noted).
  INVALID_JSON: 'The request body is not valid JSON.',
  MISSING_FIELD: 'A required field is missing.',
  INVALID_FIELD: 'A field has a value of the wrong type.',
  INVALID_NAME: 'Enter a name.',
  INVALID_SSH_KEY: 'This is not a valid SSH public key. Paste the whole line, e.g. "ssh-ed25519 AAAA… comment".',
  STARTUP_SCRIPT_LIMIT_REACHED: 'This team already has 10 startup scripts, the most allowed. Delete one first.',
  INVALID_PROTOCOL: 'The protocol must be TCP, UDP or ICMP.',
  INVALID_IP_TYPE: 'The IP version must be IPv4 or IPv6.',
  INVALID_PORT: 'Enter a port from 1 to 65535, or a range such as 8000:8080.',
  PORT_NOT_ALLOWED: 'ICMP rules do not take a port.',
  INVALID_SUBNET: 'The source must be an address or CIDR of the rule’s IP version, a provider name, or an IP list.',
  INVALID_SUBNET_SIZE: 'The prefix length does not match the source.',
  IP_LIST_NOT_FOUND: 'The IP list does not exist in this team.',
  DUPLICATE_RULE: 'An identical rule already exists in this group.',
  DESCRIPTION_TOO_LONG: 'The description is too long.',
  NAME_TOO_LONG: 'The name is too long.',
  FIREWALL_GROUP_IN_USE: 'This firewall group is still used by VMs. Move them to another group first.',
  VPC_HAS_ATTACHED_VMS: 'VMs are still attached to this VPC. Detach them before deleting it.',
  INVALID_SUBNET_RANGE: 'Enter a private IPv4 network, e.g. 10.10.0.0/24.',
  INVALID_IP_ADDRESS: 'Enter a valid IPv4 address.',
  IP_NOT_PRIMARY: 'That address is not the primary IPv4 of a VM in this team.',
  IP_ALREADY_RESERVED: 'That address is already a reserved IP.',
  VM_BUSY: 'Another action is still running on this VM. Wait for it to finish.',
  VM_NOT_RUNNING: 'The VM is stopped. Reboot it to start it, then try again.',
  INVALID_BUCKET_NAME:
    'Bucket names are 3–63 characters of lowercase letters, digits, hyphens and dots, start and end with a letter or digit, and are not IP addresses.',
  BUCKET_ALREADY_EXISTS: 'A bucket with this name already exists in this service.',
  OBJECT_LOCK_REQUIRES_VERSIONING: 'Object lock needs versioning. Turn versioning on too.',
  IP_LIST_LIMIT_REACHED: 'This team has reached its IP list limit.',
  IP_LIST_ENTRY_LIMIT_REACHED: 'This IP list has reached its entry limit.',
  INVALID_IP_LIST_ENTRY: 'Enter an IPv4 or IPv6 address or CIDR (not /0).',
  DUPLICATE_IP_LIST_ENTRY: 'This entry is already in the list.',
  NOT_FOUND: 'It no longer exists, or it belongs to another team.',

  // Emulator limits and provider answers added for the provider twin (400 unless noted).
  SSH_KEY_TOO_LONG: 'This SSH key is too long. A public key line is at most 16 KiB.',
  SSH_KEY_LIMIT_REACHED: 'This team has reached its SSH key limit. Delete a key you no longer use first.',
  FIREWALL_GROUP_LIMIT_REACHED:
    'This team has reached its firewall group limit. Delete a group you no longer use first.',
  FIREWALL_RULE_LIMIT_REACHED: 'This firewall group has reached its rule limit. Delete a rule or use another group.',
  DUPLICATE_IP_LIST_NAME: 'This team already has an IP list with this name. Choose another name.',
  VPC_LIMIT_REACHED: 'This team has reached its VPC limit. Delete a VPC you no longer use first.',
  VPC_REQUIRES_VM: 'A VPC can only be created by a team that has at least one VM.',
  SNAPSHOT_LIMIT_REACHED: 'This team has reached its snapshot limit. Delete a snapshot you no longer need first.',
  SERVICE_NOT_ACTIVE: 'This object storage service is not active, so its keys cannot be shown.',
  VM_NOT_ACTIVE: 'That VM is not active right now, so its address cannot be reserved.',

  // Reverse DNS, custom ISOs, measured-boot images and image downloads (status noted where not 400).
  INVALID_DOMAIN: 'Enter a valid domain name, e.g. mail.example.com.',
  DOMAIN_NOT_RESOLVING: 'This domain does not resolve yet. Point its A or AAAA record at the address first.',
  IP_NOT_OWNED: 'That address does not belong to this VM.',
  DOMAIN_IP_MISMATCH: 'This domain resolves to another address. Point its A or AAAA record at this address.',
  RDNS_REJECTED: 'The reverse DNS provider refused this change. Try another name or try again later.',
  INVALID_ISO_URL: 'Enter a direct http(s) link to an .iso file.',
  ISO_TOO_LARGE: 'This ISO is larger than the size allowed.',
  ISO_LIMIT_REACHED: 'This team has reached its ISO limit. Delete an ISO you no longer need first.',
  ISO_IN_USE: 'This ISO is attached to a VM. Detach it or delete the VM first.',
  INVALID_MULTIPART: 'The upload could not be read. Send it again as multipart/form-data.',
  MISSING_FILE: 'Choose a file to upload.',
  FILE_TOO_LARGE: 'This file is larger than the size allowed.',
  MEASURED_BOOT_IMAGE_NOT_FOUND: 'That measured-boot image does not exist in this team.',
  MEASURED_BOOT_IMAGE_LIMIT_REACHED:
    'This team already has 10 measured-boot images, the most allowed. Delete one it no longer needs first.',
  MEASURED_BOOT_IMAGE_IN_USE: 'This measured-boot image is attached to a VM. Detach it first.',
  SEV_NOT_ENABLED: 'Turn on SEV-SNP for this VM before attaching a measured-boot image.',
  DOWNLOAD_NOT_READY: 'This is still being created. Download it once it is available.',
  // VM lifecycle: deploy, settings, restore (the SEV codes are the provider's own, on VM settings).
  SEV_NOT_SUPPORTED: 'SEV is not available for this VM’s instance type.',
  SEV_REQUIRED_UEFI: 'SEV needs UEFI boot. Switch the VM to UEFI first, then turn SEV on.',
  SEV_REQUIRES_UEFI: 'UEFI boot cannot be turned off while SEV is on. Turn SEV off first.',
  VM_LIMIT_REACHED: 'This team has reached its VM limit. Destroy a VM you no longer need first.',
  INVALID_PAYMENT_CYCLE:
    'Choose a billing period: hourly, monthly, quarterly, semiannually, annually, biennially or triennially.',
  INVALID_PLAN: 'The vCPUs, RAM and disk must be whole numbers above 0, within the instance type’s maximums.',
  INVALID_IMAGE_SOURCE: 'Choose exactly one of an OS template, a snapshot or an ISO to deploy from.',
  STARTUP_SCRIPT_NOT_ALLOWED:
    'A startup script runs only on VMs deployed from an OS template or a snapshot, not an ISO.',
  ISO_NOT_READY: 'This ISO has not finished downloading. Wait until it is ready.',
  SNAPSHOT_NOT_READY: 'This snapshot is still being taken. Wait until it is available.',
  BACKUP_NOT_READY: 'This backup is still being made. Wait until it is available.',
  VPC_LOCATION_MISMATCH: 'A VPC can only be attached to a VM in the same location.',
  ONE_SETTING_PER_REQUEST: 'Change one setting at a time.',

  // Transport and server conditions.
  RATE_LIMITED: 'Too many requests. Wait a moment, then try again.',
  SERVICE_UNAVAILABLE: 'The service is unavailable right now. Try again in a moment.',
  INTERNAL_ERROR: 'The server hit an error. Try again; if it keeps happening, contact support.',
  NETWORK_ERROR: 'The API could not be reached. Check your connection and try again.',
  OFFLINE: 'You are offline: nothing was sent. Try again once the connection is back.',
  INVALID_RESPONSE: 'The server answered with something that is not the API. Check the API base URL in config.json.',
  INVALID_PATH:
    'That address is not a valid API path: it holds an encoded slash, dot or backslash, or an empty part. Open the item from its list instead.',
} as const;

export type KnownErrorCode = keyof typeof ERROR_MESSAGES;

function isKnownErrorCode(code: string): code is KnownErrorCode {
  return Object.prototype.hasOwnProperty.call(ERROR_MESSAGES, code);
}

/** The sentence for a code; an unknown code is shown as itself so nothing is hidden. */
export function messageForCode(code: string): string {
  return isKnownErrorCode(code) ? ERROR_MESSAGES[code] : code;
}
