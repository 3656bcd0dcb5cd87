import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors/errors';
import { centralSentence, codelessError, formLevelRefusal } from '../../test/codeless';
import { deleteVpcErrorMessage, placeVpcError, vpcUpdate, vpcCreateRequest } from './vpcForm';

describe('vpcCreateRequest', () => {
  it('maps the form to the two subnet fields of the API, trimming names', () => {
    expect(
      vpcCreateRequest({ location: ' Amsterdam ', name: ' app ', description: 'App tier', subnet: '10.30.0.0/24' }),
    ).toEqual({
      ok: true,
      body: {
        location: 'Amsterdam',
        name: 'app',
        description: 'App tier',
        v4_subnet: '10.30.0.0',
        v4_subnet_mask: '24',
      },
    });
  });

  it('names the problem of each field', () => {
    const result = vpcCreateRequest({ location: '', name: '  ', description: 'x'.repeat(201), subnet: '10.30.0.5/24' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.location).toMatch(/location/);
    expect(result.problems.name).toMatch(/name/);
    expect(result.problems.description).toMatch(/200/);
    expect(result.problems.subnet).toMatch(/10\.30\.0\.0\/24/);
  });

  it('counts an emoji as one character, as the server does', () => {
    expect(vpcCreateRequest({ location: 'A', name: 'n', description: '🙂'.repeat(200), subnet: '10.0.0.0/8' }).ok).toBe(
      true,
    );
  });
});

describe('vpcUpdate', () => {
  const original = { name: 'prod', description: 'Production' };
  it('sends the name and the description together whatever changed, or nothing', () => {
    expect(vpcUpdate(original, { name: ' prod ', description: 'Production' })).toBeNull();
    expect(vpcUpdate(original, { name: 'prod-2', description: 'Production' })).toEqual({
      name: 'prod-2',
      description: 'Production',
    });
    expect(vpcUpdate(original, { name: 'prod', description: '' })).toEqual({ name: 'prod', description: '' });
  });
});

describe('VPC errors', () => {
  it('puts field codes on their field and the rest on the form', () => {
    const fields = ['location', 'name', 'description', 'subnet'] as const;
    expect(placeVpcError(new ApiError({ status: 400, code: 'INVALID_SUBNET_RANGE' }), fields).field).toBe('subnet');
    expect(placeVpcError(new ApiError({ status: 400, code: 'DESCRIPTION_TOO_LONG' }), fields).field).toBe(
      'description',
    );
    expect(placeVpcError(new ApiError({ status: 400, code: 'UNSUPPORTED_LOCATION' }), fields).field).toBe('location');
    expect(placeVpcError(new ApiError({ status: 400, code: 'SUBNET_OVERLAP' }), fields)).toEqual({
      field: 'form',
      code: 'SUBNET_OVERLAP',
      message: 'SUBNET_OVERLAP',
    });
  });

  it('explains a 403 on a shared VPC with the owner team’s name', () => {
    const placed = placeVpcError(
      new ApiError({ status: 403, code: 'FORBIDDEN' }),
      ['name', 'description'],
      'Acme Production',
    );
    expect(placed).toMatchObject({
      field: 'form',
      message: expect.stringContaining('only its owner team, Acme Production, can change it'),
    });
  });

  it('explains a refused delete', () => {
    const vpc = { owner_team: { name: 'Acme Production' }, attached_vms_count: 3 };
    expect(deleteVpcErrorMessage(new ApiError({ status: 403, code: 'VPC_HAS_ATTACHED_VMS' }), vpc)).toMatch(
      /^3 VMs are still attached/,
    );
    expect(
      deleteVpcErrorMessage(new ApiError({ status: 403, code: 'VPC_HAS_ATTACHED_VMS' }), {
        ...vpc,
        attached_vms_count: 1,
      }),
    ).toBe(
      '1 VM is still attached to this VPC. The API cannot detach a VM from a VPC: delete that VM first, then the VPC.',
    );
    expect(deleteVpcErrorMessage(new ApiError({ status: 403, code: 'FORBIDDEN' }), vpc)).toMatch(
      /Acme Production, can delete it/,
    );
  });

  it('places code-less refusals and shows the operation’s own sentence', () => {
    const create = ['location', 'name', 'description', 'subnet'] as const;
    const edit = ['name', 'description'] as const;
    const item = '/network/vpcs/{vpc_id}';
    expect(placeVpcError(codelessError('POST', '/network/vpcs', 403), create)).toEqual({
      field: 'form',
      code: 'HTTP_403',
      message:
        'No VPC can be created now: the team needs at least one VM in this location first, or it has reached its limit of VPCs.',
    });
    expect(placeVpcError(codelessError('POST', '/network/vpcs', 404), create)).toEqual({
      field: 'location',
      code: 'HTTP_404',
      message: centralSentence('POST', '/network/vpcs', 404),
    });
    expect(placeVpcError(codelessError('POST', '/network/vpcs', 503), create)).toEqual(
      formLevelRefusal(503, centralSentence('POST', '/network/vpcs', 503)),
    );
    expect(placeVpcError(codelessError('PATCH', item, 403), edit)).toEqual(
      formLevelRefusal(403, 'This VPC is shared and VMs are attached to it, so it cannot be changed now.'),
    );
    expect(placeVpcError(codelessError('PATCH', item, 404), edit)).toEqual(
      formLevelRefusal(404, 'This VPC no longer exists, or belongs to another team.'),
    );
    const vpc = { owner_team: { name: 'Acme Production' }, attached_vms_count: 2 };
    // The page knows how many VMs are attached: that sentence is the delete dialog's own.
    expect(deleteVpcErrorMessage(codelessError('DELETE', item, 403), vpc)).toMatch(/^2 VMs are still attached/);
    expect(deleteVpcErrorMessage(codelessError('DELETE', item, 404), vpc)).toBe(centralSentence('DELETE', item, 404));
  });
});
