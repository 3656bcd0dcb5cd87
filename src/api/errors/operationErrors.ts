/**
 * What a failed call means when the server says only its status. Most error answers of the API
 * carry no `{err}` code (the contract documents a meaning per operation and status, not a body), so
 * the sentence a person reads comes from the operation (method and path template) and the status.
 * Pure: no state, no I/O.
 */

/** One operation of the API, e.g. `POST /network/reserved_ips/convert`. */
export interface Operation {
  method: string;
  /** The contract's path template, e.g. `/ssh_keys/{ssh_key_id}`. */
  template: string;
  /**
   * The path names a thing by id (`/ssh_keys/{ssh_key_id}`, `/network/firewalls/{firewall_id}/rules`):
   * a 404 there means that thing is missing, not that the server lacks the operation.
   */
  item: boolean;
}

/**
 * The contract's paths, plus the documented provider paths the console may meet. A literal segment
 * wins over a parameter (`/network/reserved_ips/convert` before `/network/reserved_ips/{reserved_ip_id}`).
 */
const TEMPLATES = [
  '/teams',
  '/ssh_keys',
  '/ssh_keys/{ssh_key_id}',
  '/startup_scripts',
  '/startup_scripts/{script_id}',
  '/network/firewalls',
  '/network/firewalls/{firewall_id}',
  '/network/firewalls/{firewall_id}/rules',
  '/network/firewalls/{firewall_id}/rules/{rule_id}',
  '/network/ip_lists',
  '/network/ip_lists/{ip_list_id}',
  '/network/ip_lists/{ip_list_id}/entries',
  '/network/ip_lists/{ip_list_id}/entries/{entry_id}',
  '/network/vpcs',
  '/network/vpcs/{vpc_id}',
  '/network/reserved_ips',
  '/network/reserved_ips/convert',
  '/network/reserved_ips/{reserved_ip_id}',
  '/vm',
  '/vm/{vm_id}',
  '/vm/{vm_id}/backups',
  '/vm/{vm_id}/vnc',
  '/vm/{vm_id}/rdns',
  '/vm/{vm_id}/rdns/{ip_addr}',
  '/vm/{vm_id}/stop',
  '/vm/{vm_id}/reboot',
  '/vm/{vm_id}/snapshot',
  '/vm/{vm_id}/enable-bgp',
  '/vm/{vm_id}/disable-bgp',
  '/vm/{vm_id}/restore-snapshot',
  '/vm/{vm_id}/restore-backup',
  '/vm/{vm_id}/attach-measured-boot',
  '/vm/{vm_id}/detach-measured-boot',
  '/vm/{vm_id}/{action}',
  '/object-storage',
  '/object-storage/{service_id}',
  '/object-storage/{service_id}/buckets',
  '/object-storage/{service_id}/buckets/{bucket_name}/access_keys',
  '/instance_types',
  '/instance_price',
  '/os_templates',
  '/backups',
  '/backups/{backup_id}',
  '/snapshots',
  '/snapshots/{snapshot_id}',
  '/isos',
  '/isos/{iso_id}',
  '/measured-boot-images',
  '/measured-boot-images/{image_id}',
] as const;

/** Parameters that pick a verb, not a thing: a path with only these is not an item path. */
const NOT_AN_ID = new Set(['{action}']);

const COMPILED = TEMPLATES.map((template) => {
  const segments = template.slice(1).split('/');
  return { template, segments, literals: segments.filter((segment) => !segment.startsWith('{')).length };
}).sort((a, b) => b.literals - a.literals);

function isParameter(segment: string): boolean {
  return segment.startsWith('{') && segment.endsWith('}');
}

function looksLikeId(segment: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(segment) || /^\d+$/.test(segment);
}

/**
 * The template of a path below the API base (`/ssh_keys/3f…` → `/ssh_keys/{ssh_key_id}`). A path the
 * contract does not list keeps its words and has uuid or numeric segments replaced by `{id}`.
 */
export function templateOf(path: string): string {
  return templateOfSegments(path.split('/'));
}

function templateOfSegments(raw: readonly string[]): string {
  const segments = raw.filter((segment) => segment !== '');
  for (const candidate of COMPILED) {
    if (candidate.segments.length !== segments.length) continue;
    if (candidate.segments.every((expected, index) => isParameter(expected) || expected === segments[index])) {
      return candidate.template;
    }
  }
  return `/${segments.map((segment) => (looksLikeId(segment) ? '{id}' : segment)).join('/')}`;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export function isItemTemplate(template: string): boolean {
  return template.split('/').some((segment) => isParameter(segment) && !NOT_AN_ID.has(segment));
}

/**
 * The operation a request performs. `baseUrl` may be relative (`/api`): it is read against the
 * request's own address, and only the path below it counts.
 */
export function operationOf(method: string, url: string, baseUrl: string): Operation {
  const address = new URL(url);
  // An empty base (a root `/` with its slash trimmed) is the site's root, not the request's own address.
  const basePath = new URL(baseUrl === '' ? '/' : baseUrl, address).pathname.replace(/\/+$/, '');
  let path = address.pathname;
  if (basePath !== '' && (path === basePath || path.startsWith(`${basePath}/`))) path = path.slice(basePath.length);
  // Segments are decoded one by one: an encoded "/" inside a bucket name stays inside its segment.
  const template = templateOfSegments(path.split('/').map(decodeSegment));
  return { method: method.toUpperCase(), template, item: isItemTemplate(template) };
}

function operationKey(operation: Pick<Operation, 'method' | 'template'>): string {
  return `${operation.method} ${operation.template}`;
}

/** What the last id of a path names, for "This SSH key no longer exists…". */
const THING_OF_PARAMETER: Record<string, string> = {
  '{ssh_key_id}': 'SSH key',
  '{script_id}': 'startup script',
  '{firewall_id}': 'firewall group',
  '{rule_id}': 'firewall rule',
  '{ip_list_id}': 'IP list',
  '{entry_id}': 'IP list entry',
  '{vpc_id}': 'VPC',
  '{reserved_ip_id}': 'reserved IP',
  '{vm_id}': 'VM',
  '{service_id}': 'object storage service',
  '{bucket_name}': 'bucket',
  '{snapshot_id}': 'snapshot',
  '{backup_id}': 'backup',
  '{iso_id}': 'ISO',
  '{image_id}': 'measured boot image',
};

/** What a whole area holds, for the permission sentence. */
const AREA_OF_PREFIX: [prefix: string, area: string][] = [
  ['/ssh_keys', 'SSH keys'],
  ['/startup_scripts', 'startup scripts'],
  ['/network/firewalls', 'firewall groups'],
  ['/network/ip_lists', 'IP lists'],
  ['/network/vpcs', 'VPCs'],
  ['/network/reserved_ips', 'reserved IPs'],
  ['/vm', 'VMs'],
  ['/object-storage', 'object storage'],
  ['/snapshots', 'snapshots'],
  ['/backups', 'backups'],
  ['/isos', 'ISOs'],
  ['/measured-boot-images', 'measured boot images'],
];

function thingOf(template: string): string | undefined {
  const parameters = template.split('/').filter((segment) => isParameter(segment) && !NOT_AN_ID.has(segment));
  const last = parameters.at(-1);
  return last === undefined ? undefined : THING_OF_PARAMETER[last];
}

function areaOf(template: string): string | undefined {
  return AREA_OF_PREFIX.find(([prefix]) => template === prefix || template.startsWith(`${prefix}/`))?.[1];
}

const itemGone = (thing: string) => `This ${thing} no longer exists, or belongs to another team.`;

/** An action on a VM (stop, reboot, BGP) sends no values to correct: a bare 400 refuses the action itself. */
const ACTION_REFUSED = 'The server refused this action for this VM.';
/** The VM runs one action at a time. */
const ACTION_BUSY = 'Another action is still running on this VM. Wait for it to finish, then try again.';

/**
 * The documented meaning of each code-less error of the operations the console uses (and of a few
 * it will), in the words a person needs. Keyed by `METHOD template`, then status.
 */
const OPERATION_SENTENCES: Record<string, Partial<Record<number, string>>> = {
  // SSH keys
  'GET /ssh_keys': { 404: 'This team was not found, or you are not one of its members.' },
  'POST /ssh_keys': {
    400: 'The SSH key was refused: give it a name and paste a whole, valid public key line, e.g. "ssh-ed25519 AAAA… comment".',
  },
  'PATCH /ssh_keys/{ssh_key_id}': {
    400: 'The change was refused: the key needs a name and a whole, valid public key line.',
  },

  // Startup scripts
  'GET /startup_scripts': { 404: 'This team was not found, or you are not one of its members.' },
  'POST /startup_scripts': {
    400: 'The script was refused: it needs a name and some content, and a team holds at most 10 scripts.',
  },
  'PATCH /startup_scripts/{script_id}': { 400: 'The change was refused: the script needs a name and some content.' },

  // Firewall groups and rules
  'POST /network/firewalls': {
    400: 'The firewall group was refused: it needs a description, or this team has reached its limit of firewall groups.',
  },
  'PUT /network/firewalls/{firewall_id}': { 400: 'The description was refused. Use 255 characters or fewer.' },
  'DELETE /network/firewalls/{firewall_id}': {
    400: 'VMs still use this firewall group. Move them to another group, then delete it.',
  },
  'POST /network/firewalls/{firewall_id}/rules': {
    400: 'The rule was refused: one of its values is not valid, or the same rule is already in this group.',
  },
  'PATCH /network/firewalls/{firewall_id}/rules/{rule_id}': {
    400: 'The rule’s description was refused. Use 255 characters or fewer.',
  },

  // IP lists
  'POST /network/ip_lists': {
    400: 'The IP list was refused: it needs a name no other list of this team uses, or the team has reached its limit of IP lists.',
  },
  'PATCH /network/ip_lists/{ip_list_id}': {
    400: 'The change was refused: the name is not valid, or another list of this team already uses it.',
  },
  'POST /network/ip_lists/{ip_list_id}/entries': {
    400: 'The entry was refused: it is not a valid IPv4 or IPv6 address or network (/0 is not allowed), it is already in the list, or the list is full.',
  },
  'DELETE /network/ip_lists/{ip_list_id}/entries/{entry_id}': {
    404: 'This entry, or its IP list, no longer exists.',
  },

  // VPCs
  'POST /network/vpcs': {
    400: 'The VPC was refused: check its name, description and network.',
    403: 'No VPC can be created now: the team needs at least one VM in this location first, or it has reached its limit of VPCs.',
    404: 'That location was not found. Pick another location.',
    503: 'No VPC can be created in this location right now. Try again later, or pick another location.',
  },
  'PATCH /network/vpcs/{vpc_id}': {
    400: 'The change was refused: the name and the description must each be 255 characters or fewer.',
    403: 'This VPC is shared and VMs are attached to it, so it cannot be changed now.',
  },
  'DELETE /network/vpcs/{vpc_id}': {
    403: 'VMs are still attached to this VPC, and the API cannot detach a VM from a VPC: delete those VMs first, then the VPC.',
  },

  // Reserved IPs
  'POST /network/reserved_ips': {
    400: 'The server refused this reservation. Check the location and name, then try again.',
  },
  'POST /network/reserved_ips/convert': {
    404: 'That address is not the primary IP of an active VM in this team, or it is already reserved.',
  },
  'PATCH /network/reserved_ips/{reserved_ip_id}': {
    400: 'The change was refused: a name can have at most 64 characters, and a VM to attach to must be in the reserved IP’s location.',
    404: 'This reserved IP no longer exists, or it is not active.',
  },
  'DELETE /network/reserved_ips/{reserved_ip_id}': {
    404: 'This reserved IP no longer exists, or it was already released.',
  },

  // VMs
  'GET /vm/{vm_id}': { 400: itemGone('VM') },
  // The emulator answers 409 for a VM already stopped as well as a busy one; the documents are silent.
  'POST /vm/{vm_id}/stop': {
    400: ACTION_REFUSED,
    409: 'This VM cannot be stopped now: it may be stopped already, or another action is still running. Wait a moment, then try again.',
  },
  'POST /vm/{vm_id}/reboot': { 400: ACTION_REFUSED, 409: ACTION_BUSY },
  'POST /vm/{vm_id}/snapshot': {
    400: 'The snapshot was refused. Give it a name.',
    403: 'No snapshot can be taken now: the team has reached its snapshot limit, or a volume is attached to this VM.',
    409: ACTION_BUSY,
  },
  'POST /vm/{vm_id}/enable-bgp': {
    400: ACTION_REFUSED,
    404: 'This VM has no BGP session to enable, or it no longer exists.',
    409: ACTION_BUSY,
  },
  'POST /vm/{vm_id}/disable-bgp': {
    400: ACTION_REFUSED,
    404: 'This VM has no BGP session to disable, or it no longer exists.',
    409: ACTION_BUSY,
  },
  // Any other VM action path (restore, measured boot, ones added later).
  'POST /vm/{vm_id}/{action}': { 400: ACTION_REFUSED, 409: ACTION_BUSY },
  // A console session needs a VM that can give one now.
  'POST /vm/{vm_id}/vnc': {
    409: 'The VM cannot give a console right now (it may be stopped or busy). Check it on its page, then try again.',
  },

  // ── VM page: change, delete, restore, measured boot, reverse DNS (brief C2) ──
  'PATCH /vm/{vm_id}': {
    400: 'The server refused this change for this VM. Check the value and try again.',
    404: 'This VM, or what the change names (an OS template or a firewall group), no longer exists.',
    409: 'Another action is already running on this VM. Wait for it to finish, then try again.',
  },
  'DELETE /vm/{vm_id}': {
    400: 'The server refused to delete this VM now. Refresh the page and try again.',
    404: 'This VM no longer exists, or it is already being deleted.',
    409: ACTION_BUSY,
  },
  'POST /vm/{vm_id}/restore-snapshot': {
    400: 'That snapshot cannot be restored: it is not ready yet, or it is not valid for this VM.',
    404: 'That snapshot no longer exists, or this VM is gone.',
    409: ACTION_BUSY,
  },
  'POST /vm/{vm_id}/restore-backup': {
    400: 'That backup cannot be restored: it is not ready yet, or it is not valid for this VM.',
    404: 'That backup no longer exists, it is not one of this VM’s, or this VM is gone.',
    409: ACTION_BUSY,
  },
  'POST /vm/{vm_id}/attach-measured-boot': {
    400: 'Measured boot was refused: SEV must be on for this VM, and an image must be chosen.',
    404: 'That measured boot image no longer exists, or this VM is gone.',
    409: ACTION_BUSY,
  },
  'POST /vm/{vm_id}/detach-measured-boot': { 409: ACTION_BUSY },
  'GET /vm/{vm_id}/rdns': { 403: 'You may not see the reverse DNS of this VM.' },

  // ── Deploy (brief C1): POST /vm, its price and the ISOs it boots ──
  'POST /vm': {
    400: 'The server refused this VM: check the plan (within the instance type’s limits), what to boot, and the name.',
    402: 'The team’s balance does not cover the first charge of this VM. Add funds, then try again.',
    403: 'No VM can be deployed: the team has reached its limit of VMs, or your role may not deploy VMs.',
    404: 'Something this VM needs no longer exists: the instance type in this location, the OS template, snapshot or ISO, an SSH key, a VPC, the firewall group or the startup script.',
  },
  'GET /instance_price': {
    400: 'This plan cannot be priced: a value is missing or over the instance type’s limits.',
    404: 'This instance type is not offered in this location, so it cannot be priced.',
  },
  // ── end of deploy ──

  // Object storage
  'POST /object-storage/{service_id}/buckets': {
    400: 'The bucket was refused: the name is not valid, a bucket with this name already exists, or the service holds too many buckets.',
  },
  'GET /object-storage/{service_id}/buckets/{bucket_name}/access_keys': {
    403: 'This object storage service is not active, so its keys cannot be shown.',
    404: 'This bucket, or its object storage service, no longer exists or belongs to another team.',
  },

  // Reverse DNS, where a 401 has a meaning beyond the token and the team's permissions
  'POST /vm/{vm_id}/rdns': {
    400: 'The address is not valid, or the domain does not resolve to it yet. Point the domain at the address first.',
    401: 'That address does not belong to this VM, or you do not have permission to change it.',
    403: 'The domain resolves to another address. Point it at this address first.',
    422: 'The reverse DNS provider refused this entry. Try again later.',
  },
  'DELETE /vm/{vm_id}/rdns/{ip_addr}': {
    400: 'That is not a valid IP address.',
    401: 'That address does not belong to this VM, or you do not have permission to change it.',
    422: 'The reverse DNS provider refused to remove this entry. Try again later.',
  },

  // ISOs and measured boot
  // A 401 on POST /isos is documented for a team at its ISO limit as well as for a refused token.
  'POST /isos': {
    400: 'The ISO was refused: give the direct http(s) address of an .iso file, within the provider’s size limit.',
    401: 'This team has reached its limit of ISOs, or you do not have permission to add one.',
  },
  'DELETE /isos/{iso_id}': {
    400: 'A VM that still exists was deployed from this ISO, so it cannot be deleted. Delete that VM or reinstall it from an OS template first.',
    404: 'This ISO no longer exists, or it is one of the provider’s ISOs, which cannot be deleted.',
  },
  'GET /measured-boot-images': { 403: 'You may not see the measured-boot images of this team.' },
  'POST /measured-boot-images': {
    400: 'The image was refused: choose a file that is not empty, has a readable name and is within the provider’s size limit. A team can keep 10 images: if it has 10 already, delete one first.',
    403: 'You may not upload measured-boot images in this team.',
    // The whole body over what the server or a proxy in front of it takes (nginx's client_max_body_size).
    413: 'This file is larger than the server takes. Choose a smaller image.',
  },
  'DELETE /measured-boot-images/{image_id}': {
    403: 'You may not delete measured-boot images in this team.',
    409: 'A VM still boots from this image. Detach it from that VM (its Actions menu) first.',
  },
  // ── end of ISOs and measured boot ──

  // Snapshots and backups
  // A 400 on a download link is documented bare; the one cause a person can act on is a pending image.
  'POST /snapshots/{snapshot_id}': {
    400: 'This snapshot is not ready to download yet: it is still being taken. Try again once it is available.',
    404: 'This snapshot no longer exists: it may have been deleted elsewhere.',
  },
  'DELETE /snapshots/{snapshot_id}': {
    404: 'This snapshot no longer exists: it may have been deleted elsewhere.',
  },
  'GET /snapshots': { 400: 'The server refused to list snapshots. Try again later.' },
  'POST /backups/{backup_id}': {
    400: 'This backup is not ready to download yet: it is still being made. Try again once it is available.',
    404: 'This backup no longer exists: it may have been removed with its VM.',
  },
  'GET /backups': { 400: 'The server refused to list backups. Try again later.' },
  // ── end of snapshots and backups ──
};

/** The sentence per status when the operation documents nothing more precise. */
function statusSentence(operation: Operation, status: number): string {
  switch (status) {
    case 400:
      return 'The server refused the request as invalid. Check the values and try again.';
    case 401:
      // Only shown when the console could not tell whether the token still works.
      return 'The server did not accept this request: your token was refused, or it has no permission for this team.';
    case 402:
      return 'Your account balance is too low for this. Add funds, then try again.';
    case 403:
      return 'You do not have permission to do this.';
    case 404: {
      if (!operation.item) return 'The server does not offer this.';
      const thing = thingOf(operation.template);
      return thing ? itemGone(thing) : 'It no longer exists, or it belongs to another team.';
    }
    case 405:
    case 501:
      return 'The server does not offer this operation.';
    case 409:
      return 'The request conflicts with the current state. Refresh and try again.';
    case 422:
      return 'The server could not carry out this request with these values.';
    case 429:
      return 'Too many requests. Wait a moment, then try again.';
    case 502:
      return 'The API gateway could not reach the service. Try again in a moment.';
    case 503:
      return 'The service is unavailable right now. Try again in a moment.';
    case 504:
      return 'The service took too long to answer. Try again in a moment.';
    default:
      return status >= 500
        ? 'The server hit an error. Try again.'
        : 'The server could not carry out this request. Try again; if it keeps failing, contact support.';
  }
}

/**
 * Whether the contract gives this operation's code-less answer with `status` its own meaning (a 404 on
 * `POST /network/vpcs` is an unknown location, not an operation the server lacks).
 */
export function documentsStatus(operation: Pick<Operation, 'method' | 'template'>, status: number): boolean {
  return OPERATION_SENTENCES[operationKey(operation)]?.[status] !== undefined;
}

/** The sentence for a code-less error answer of `operation`. Never a raw status. */
export function sentenceFor(operation: Operation | undefined, status: number): string {
  const known = operation ? OPERATION_SENTENCES[operationKey(operation)]?.[status] : undefined;
  return known ?? statusSentence(operation ?? { method: 'GET', template: '/', item: false }, status);
}

/**
 * A 401 for a token the server still accepts elsewhere: the user may not do this in this team. The
 * contract answers 401 also for "no permission on this team", not only for a refused token.
 */
export function permissionSentence(operation: Operation | undefined): string {
  // Some operations document a 401 that means more than a permission (a per-team limit, an address
  // the VM does not own): their own sentence says both.
  const documented = operation ? OPERATION_SENTENCES[operationKey(operation)]?.[401] : undefined;
  if (documented !== undefined) return documented;
  const area = operation ? areaOf(operation.template) : undefined;
  const reading = operation === undefined || operation.method === 'GET' || operation.method === 'HEAD';
  const what = area ? `${reading ? 'see' : 'change'} ${area}` : reading ? 'see this' : 'do this';
  return `You do not have permission to ${what} in this team. Ask a team owner or admin for access, or switch team.`;
}
