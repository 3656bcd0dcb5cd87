import { describe, expect, it } from 'vitest';
import { operationOf, permissionSentence, sentenceFor, templateOf, type Operation } from './operationErrors';

const ID = '3f1c2b9e-7a4d-4e21-9c3b-5d6e7f8a9b0c';
const ID2 = '9f34ad03-ea10-49fa-ae46-75066926ebe8';

const op = (method: string, path: string): Operation =>
  operationOf(method, `http://api.test${path}`, 'http://api.test');

describe('templateOf', () => {
  it.each([
    ['/ssh_keys', '/ssh_keys'],
    [`/ssh_keys/${ID}`, '/ssh_keys/{ssh_key_id}'],
    [`/network/firewalls/${ID}/rules`, '/network/firewalls/{firewall_id}/rules'],
    [`/network/firewalls/${ID}/rules/${ID2}`, '/network/firewalls/{firewall_id}/rules/{rule_id}'],
    [`/network/ip_lists/${ID}/entries/${ID2}`, '/network/ip_lists/{ip_list_id}/entries/{entry_id}'],
    ['/network/reserved_ips/convert', '/network/reserved_ips/convert'],
    [`/network/reserved_ips/${ID}`, '/network/reserved_ips/{reserved_ip_id}'],
    [`/vm/${ID}/snapshot`, '/vm/{vm_id}/snapshot'],
    [`/vm/${ID}/vnc`, '/vm/{vm_id}/vnc'],
    [`/vm/${ID}/backups`, '/vm/{vm_id}/backups'],
    [`/vm/${ID}/something-new`, '/vm/{vm_id}/{action}'],
    [
      `/object-storage/${ID}/buckets/my-bucket/access_keys`,
      '/object-storage/{service_id}/buckets/{bucket_name}/access_keys',
    ],
    ['/os_templates/', '/os_templates'],
  ])('%s → %s', (path, template) => {
    expect(templateOf(path)).toBe(template);
  });

  it('keeps the words of a path it does not know and hides its ids', () => {
    expect(templateOf(`/widgets/${ID}/parts/42`)).toBe('/widgets/{id}/parts/{id}');
  });
});

describe('operationOf', () => {
  it('reads the path below an absolute base URL, ignoring the query', () => {
    expect(
      operationOf(
        'post',
        'https://cloud.example/api/v1/network/reserved_ips/convert?team_id=x',
        'https://cloud.example/api/v1/',
      ),
    ).toEqual({
      method: 'POST',
      template: '/network/reserved_ips/convert',
      item: false,
    });
  });

  it('reads the path below a base URL relative to the page', () => {
    expect(operationOf('GET', `http://console.example/api/ssh_keys/${ID}`, '/api')).toEqual({
      method: 'GET',
      template: '/ssh_keys/{ssh_key_id}',
      item: true,
    });
  });

  it('reads an empty base URL (the root, its slash trimmed) as the root', () => {
    expect(operationOf('GET', `http://console.example/ssh_keys/${ID}`, '').template).toBe('/ssh_keys/{ssh_key_id}');
    expect(operationOf('GET', 'http://console.example/ssh_keys', 'http://console.example').template).toBe('/ssh_keys');
  });

  it('calls a path with an id an item path, a collection or a verb after it included', () => {
    expect(op('GET', `/network/firewalls/${ID}/rules`).item).toBe(true);
    expect(op('POST', `/vm/${ID}/stop`).item).toBe(true);
    expect(op('GET', '/network/vpcs').item).toBe(false);
    expect(op('POST', '/network/reserved_ips/convert').item).toBe(false);
  });

  it('reads a bucket name with encoded characters as one segment', () => {
    expect(op('GET', `/object-storage/${ID}/buckets/a%2Fb/access_keys`).template).toBe(
      '/object-storage/{service_id}/buckets/{bucket_name}/access_keys',
    );
  });
});

describe('sentenceFor', () => {
  // Every documented code-less error of the operations the console uses, in plain words.
  it.each([
    ['POST', '/network/reserved_ips/convert', 404, /not the primary IP of an active VM.*or it is already reserved/],
    ['POST', '/network/vpcs', 403, /at least one VM.*limit of VPCs/],
    ['POST', '/network/vpcs', 404, /location was not found/],
    ['POST', '/network/vpcs', 503, /No VPC can be created in this location right now/],
    ['PATCH', `/network/vpcs/${ID}`, 403, /shared and VMs are attached/],
    ['DELETE', `/network/vpcs/${ID}`, 403, /VMs are still attached to this VPC/],
    ['DELETE', `/network/firewalls/${ID}`, 400, /VMs still use this firewall group/],
    ['POST', `/network/firewalls/${ID}/rules`, 400, /not valid, or the same rule is already in this group/],
    ['POST', `/network/firewalls/${ID}/rules`, 404, /^This firewall group no longer exists/],
    ['PATCH', `/network/firewalls/${ID}/rules/${ID2}`, 400, /255 characters/],
    ['POST', '/network/ip_lists', 400, /needs a name no other list.*limit of IP lists/],
    ['PATCH', `/network/ip_lists/${ID}`, 400, /another list of this team already uses it/],
    ['POST', `/network/ip_lists/${ID}/entries`, 400, /not a valid IPv4 or IPv6.*already in the list.*full/],
    ['DELETE', `/network/ip_lists/${ID}/entries/${ID2}`, 404, /entry, or its IP list/],
    ['POST', `/object-storage/${ID}/buckets`, 400, /name is not valid.*already exists.*too many buckets/],
    ['GET', `/object-storage/${ID}/buckets/b1/access_keys`, 403, /service is not active/],
    ['POST', `/vm/${ID}/snapshot`, 400, /Give it a name/],
    ['POST', `/vm/${ID}/snapshot`, 403, /snapshot limit.*volume is attached/],
    ['POST', '/startup_scripts', 400, /name and some content.*at most 10 scripts/],
    ['PATCH', `/startup_scripts/${ID}`, 400, /needs a name and some content/],
    ['POST', '/ssh_keys', 400, /valid public key/],
    ['PATCH', `/ssh_keys/${ID}`, 400, /valid public key/],
    ['POST', '/network/firewalls', 400, /needs a description.*limit of firewall groups/],
    ['PATCH', `/vm/${ID}`, 409, /Another action is already running/],
    ['POST', `/vm/${ID}/stop`, 400, /^The server refused this action for this VM\.$/],
    ['POST', `/vm/${ID}/reboot`, 409, /^Another action is still running on this VM\. Wait for it to finish/],
    ['POST', `/vm/${ID}/snapshot`, 409, /^Another action is still running on this VM/],
    ['POST', `/vm/${ID}/enable-bgp`, 404, /no BGP session to enable/],
    ['POST', `/vm/${ID}/disable-bgp`, 404, /no BGP session to disable/],
    ['POST', `/vm/${ID}/disable-bgp`, 400, /^The server refused this action for this VM\.$/],
    ['POST', `/vm/${ID}/something-new`, 409, /^Another action is still running on this VM/],
    ['POST', `/vm/${ID}/vnc`, 409, /cannot give a console right now/],
    ['PATCH', `/network/reserved_ips/${ID}`, 400, /at most 64 characters.*in the reserved IP’s location/],
    ['POST', '/network/reserved_ips', 400, /^The server refused this reservation\. Check the location and name/],
  ])('%s %s %i', (method, path, status, sentence) => {
    expect(sentenceFor(op(method, path), status)).toMatch(sentence);
  });

  it.each([
    [`/ssh_keys/${ID}`, 'This SSH key no longer exists, or belongs to another team.'],
    [`/startup_scripts/${ID}`, 'This startup script no longer exists, or belongs to another team.'],
    [`/network/firewalls/${ID}`, 'This firewall group no longer exists, or belongs to another team.'],
    [`/network/firewalls/${ID}/rules/${ID2}`, 'This firewall rule no longer exists, or belongs to another team.'],
    [`/network/ip_lists/${ID}`, 'This IP list no longer exists, or belongs to another team.'],
    [`/network/vpcs/${ID}`, 'This VPC no longer exists, or belongs to another team.'],
    [`/network/reserved_ips/${ID}`, 'This reserved IP no longer exists, or belongs to another team.'],
    [`/vm/${ID}`, 'This VM no longer exists, or belongs to another team.'],
    [`/object-storage/${ID}`, 'This object storage service no longer exists, or belongs to another team.'],
  ])('a 404 on GET %s names the missing thing', (path, sentence) => {
    expect(sentenceFor(op('GET', path), 404)).toBe(sentence);
  });

  it('gives a 404 on an item path of an unknown operation a sentence without a name', () => {
    expect(sentenceFor(op('GET', `/widgets/${ID}`), 404)).toBe('It no longer exists, or it belongs to another team.');
  });

  it('says a 404 on a collection path without a documented meaning is something the server lacks', () => {
    expect(sentenceFor(op('GET', '/network/ip_lists'), 404)).toBe('The server does not offer this.');
  });

  it('falls back to a sentence per status when the operation documents nothing for it', () => {
    expect(sentenceFor(op('POST', '/network/vpcs'), 400)).toMatch(/name, description and network/);
    expect(sentenceFor(op('GET', '/network/vpcs'), 400)).toBe(
      'The server refused the request as invalid. Check the values and try again.',
    );
    expect(sentenceFor(op('DELETE', `/ssh_keys/${ID}`), 403)).toBe('You do not have permission to do this.');
    expect(sentenceFor(op('GET', '/ssh_keys'), 502)).toMatch(/gateway/);
    expect(sentenceFor(undefined, 409)).toMatch(/conflicts/);
  });

  it('never shows a raw status', () => {
    for (let status = 400; status < 600; status += 1) {
      for (const operation of [op('GET', '/ssh_keys'), op('POST', `/vm/${ID}/snapshot`), undefined]) {
        const sentence = sentenceFor(operation, status);
        expect(sentence).not.toMatch(/\d{3}/);
        expect(sentence).toMatch(/^[A-Z].*\.$/);
      }
    }
  });
});

describe('permissionSentence', () => {
  it('names what the user may not see or change', () => {
    expect(permissionSentence(op('GET', '/network/reserved_ips'))).toBe(
      'You do not have permission to see reserved IPs in this team. Ask a team owner or admin for access, or switch team.',
    );
    expect(permissionSentence(op('DELETE', `/network/reserved_ips/${ID}`))).toMatch(
      /^You do not have permission to change reserved IPs in this team\./,
    );
    expect(permissionSentence(op('POST', '/widgets'))).toMatch(/^You do not have permission to do this in this team\./);
  });

  it('uses the operation’s own words where its 401 means more than a permission', () => {
    expect(permissionSentence(op('POST', '/isos'))).toBe(
      'This team has reached its limit of ISOs, or you do not have permission to add one.',
    );
    expect(permissionSentence(op('POST', `/vm/${ID}/rdns`))).toMatch(/^That address does not belong to this VM/);
    expect(sentenceFor(op('POST', '/isos'), 401)).toMatch(/limit of ISOs/);
  });
});
