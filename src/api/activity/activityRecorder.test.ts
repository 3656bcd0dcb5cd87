// @vitest-environment jsdom
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { errorMessage } from '../../lib/errorText';
import { activityEntries, clearActivity } from './activity';
import { activityRecorder } from './activityRecorder';
import { recordMutationsWith } from '../cache/mutation';
import { signIn, signOut } from '../session/session';
import { createQueryClient } from '../cache/queryClient';
import { useCreateSshKey, useDeleteSshKey, sshKeyKeys, sshKeyQueries } from '../resources/sshKeys';
import { useCreateStartupScript } from '../resources/startupScripts';
import { teamQueries } from '../resources/teams';
import { useVmAction, vmQueries } from '../vms/vms';
import { ED25519, renderApiHook, sendChange, setupEmulatorApi } from '../../test/emulatorHarness';
import { DEMO_TOKEN } from '../../emulator/core';

const harness = setupEmulatorApi();
let teamId: string;
let stopRecording: () => void;

beforeAll(async () => {
  harness.start();
  stopRecording = recordMutationsWith(activityRecorder);
  teamId = (await createQueryClient().fetchQuery(teamQueries.list()))[0]!.id;
});
beforeEach(() => {
  harness.reset();
  clearActivity();
});
afterAll(() => {
  stopRecording();
  harness.stop();
});

describe('changes reach the Activity store through useApiMutation', () => {
  it('a stop runs with the audit log id the API returned, named after the VM the console knows', async () => {
    const queryClient = createQueryClient();
    const vms = await queryClient.fetchQuery(vmQueries.list(teamId));
    const vm = vms.find((candidate) => candidate.status === 'active')!;
    const { result } = renderApiHook(() => useVmAction(teamId, vm.id), queryClient);
    const answer = (await result.current.mutateAsync({ action: 'stop' })) as { audit_log_id: string };
    expect(activityEntries()[0]).toMatchObject({
      what: 'Stop',
      subject: { id: vm.id, name: vm.name },
      teamId,
      state: 'running',
      followsVm: vm.id,
      auditLogId: answer.audit_log_id,
    });
  });

  it('a refused change is failed, with the words the form shows', async () => {
    const { result } = renderApiHook(() => useCreateSshKey(teamId));
    const refusal: unknown = await result.current
      .mutateAsync({ name: 'bad', ssh_key: 'not a key' })
      .catch((e: unknown) => e);
    const [entry] = activityEntries();
    expect(entry).toMatchObject({ what: 'Add SSH key', subject: { name: 'bad' }, state: 'failed' });
    expect(entry?.error).toMatch(/\w/);
    expect(entry?.error).toBe(errorMessage(refusal));
  });

  it('a delete names the key from the cached list; a created key is named by its name, never its material', async () => {
    const queryClient = createQueryClient();
    const create = renderApiHook(() => useCreateSshKey(teamId), queryClient);
    const created = await create.result.current.mutateAsync({ name: 'ci', ssh_key: ED25519 });
    await queryClient.fetchQuery(sshKeyQueries.list(teamId));
    expect(queryClient.getQueryData(sshKeyKeys.list(teamId))).toBeDefined();
    const remove = renderApiHook(() => useDeleteSshKey(teamId), queryClient);
    await remove.result.current.mutateAsync(created.id);
    expect(activityEntries().map((entry) => [entry.what, entry.subject?.name, entry.state])).toEqual([
      ['Delete SSH key', 'ci', 'done'],
      ['Add SSH key', 'ci', 'done'],
    ]);
    expect(JSON.stringify(activityEntries())).not.toContain('AAAAC3Nza');
  });

  it('lists the changes sent before the recorder was registered once it is, in order and as they ended', async () => {
    stopRecording();
    try {
      const { result } = renderApiHook(() => useCreateSshKey(teamId));
      await result.current.mutateAsync({ name: 'early', ssh_key: ED25519 });
      await result.current.mutateAsync({ name: 'bad', ssh_key: 'not a key' }).catch(() => undefined);
      // Sent while none is registered, ended after it is.
      const late = result.current.mutateAsync({ name: 'late', ssh_key: ED25519.replace('test@', 'late@') });
      expect(activityEntries()).toEqual([]);
      stopRecording = recordMutationsWith(activityRecorder);
      await late;
    } finally {
      stopRecording();
      stopRecording = recordMutationsWith(activityRecorder);
    }
    expect(activityEntries().map((entry) => [entry.what, entry.subject?.name, entry.state])).toEqual([
      ['Add SSH key', 'late', 'done'],
      ['Add SSH key', 'bad', 'failed'],
      ['Add SSH key', 'early', 'done'],
    ]);
  });

  it('tells the next user none of the changes the previous one sent before the recorder was registered', async () => {
    stopRecording();
    try {
      await sendChange(() => useCreateSshKey(teamId), { name: 'before sign-out', ssh_key: ED25519 });
      signOut();
      signIn(DEMO_TOKEN, { keepInTab: false });
      stopRecording = recordMutationsWith(activityRecorder);
    } finally {
      stopRecording();
      stopRecording = recordMutationsWith(activityRecorder);
    }
    expect(activityEntries()).toEqual([]);
  });

  it('keeps no script body', async () => {
    await sendChange(() => useCreateStartupScript(teamId), {
      name: 'boot',
      content: '#!/bin/sh\necho TOP-SECRET-BODY',
    });
    expect(activityEntries()[0]).toMatchObject({ what: 'Create startup script', subject: { name: 'boot' } });
    expect(JSON.stringify(activityEntries())).not.toContain('TOP-SECRET-BODY');
  });
});

describe('every mutation of the data layer says how it reads in the Activity panel', () => {
  it('each useApiMutation declares `activity`', () => {
    const dir = join(process.cwd(), 'src/api');
    const missing: string[] = [];
    const modules = readdirSync(dir, { recursive: true, encoding: 'utf8' });
    for (const file of modules.filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))) {
      const source = readFileSync(join(dir, file), 'utf8');
      const blocks = source.split('useApiMutation({').slice(1);
      blocks.forEach((block, index) => {
        const body = block.slice(0, block.indexOf('\n  });'));
        if (!body.includes('activity:')) missing.push(`${file} #${index + 1}`);
      });
    }
    expect(missing).toEqual([]);
  });
});
