import { MEDIA_FILE_NAME_MAX } from '../../../lib/mediaFileName';
import { extensionRoute, param, type RouteContext, type RouteDefinition } from '../context';
import { badRequest, fail, notFound } from '../failure';
import type { FixtureIso } from '../fixture';
import { bodiless, noContent, ok } from '../responses';
import { vmIsTerminated, type EmulatorState, type VmRecord } from '../state';
import { isoSeconds } from '../time';
import { characterCount, isBlankName } from '../validation';

/** A download advances by this many percent… */
const ISO_PROGRESS_STEP = 10;
/** …every this many milliseconds, so a good download completes after 10 s. */
export const ISO_PROGRESS_INTERVAL_MS = 1_000;
/** Where a download whose URL contains `fail` stops before it turns to -1. */
const FAILING_DOWNLOAD_STOPS_AT = 30;
const ISO_FAILED = -1;
const ISO_DONE = 100;
const MAX_URL_LENGTH = 2_048;
/** Sizes the emulator makes up for URLs that declare none: from a netinst image to a DVD. */
const MIN_MADE_UP_SIZE = 300 * 1024 ** 2;
const MADE_UP_SIZE_SPREAD = 4 * 1024 ** 3;

function presentIso(iso: FixtureIso, isSystemIso: boolean) {
  return {
    id: iso.id,
    date_created: iso.date_created,
    filename: iso.filename,
    name: iso.name,
    desc: iso.desc,
    size: iso.size,
    status: iso.status,
    is_system_iso: isSystemIso,
  };
}

/** A stable 32-bit hash of text (FNV-1a), so a URL always "weighs" the same. */
function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193) >>> 0;
  }
  return hash;
}

interface IsoSource {
  filename: string;
  /** The file name without `.iso`, which the ISO is listed under. */
  name: string;
  /** What the server would announce before the download (a `size` query parameter, else made up). */
  size: number;
}

/**
 * A direct http(s) link whose path ends in `.iso`, naming a file whose name shows something (the
 * rule for other names); anything else is INVALID_ISO_URL. A file name over 255 characters is NAME_TOO_LONG.
 */
export function readIsoUrl(text: string): IsoSource {
  const trimmed = text.trim();
  if (trimmed.length > MAX_URL_LENGTH || !URL.canParse(trimmed)) return badRequest('INVALID_ISO_URL');
  const url = new URL(trimmed);
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '') {
    return badRequest('INVALID_ISO_URL');
  }
  let filename: string;
  try {
    filename = decodeURIComponent(url.pathname.split('/').at(-1) ?? '');
  } catch {
    return badRequest('INVALID_ISO_URL');
  }
  if (!/^[^/\\]+\.iso$/i.test(filename)) return badRequest('INVALID_ISO_URL');
  const name = filename.replace(/\.iso$/i, '');
  if (isBlankName(name)) return badRequest('INVALID_ISO_URL');
  if (characterCount(filename) > MEDIA_FILE_NAME_MAX) return badRequest('NAME_TOO_LONG');
  const declared = url.searchParams.get('size');
  const size =
    declared !== null && /^\d{1,15}$/.test(declared)
      ? Number(declared)
      : MIN_MADE_UP_SIZE + (hashText(trimmed) % MADE_UP_SIZE_SPREAD);
  return { filename, name, size };
}

/**
 * The download, as the scheduler's steps: 0 → 100 in tenths, one a second; a URL containing `fail`
 * stops part-way and ends at -1.
 */
function scheduleDownload(state: EmulatorState, now: number, iso: FixtureIso, failing: boolean): void {
  const steps = (failing ? FAILING_DOWNLOAD_STOPS_AT : ISO_DONE) / ISO_PROGRESS_STEP;
  for (let step = 1; step <= steps; step++) {
    state.scheduler.at(now + step * ISO_PROGRESS_INTERVAL_MS, () => {
      iso.status = step * ISO_PROGRESS_STEP;
    });
  }
  if (failing) {
    state.scheduler.at(now + (steps + 1) * ISO_PROGRESS_INTERVAL_MS, () => {
      iso.status = ISO_FAILED;
    });
  }
}

/** Order: URL (400), size (400), the team's count (401, as the provider documents). */
function create(ctx: RouteContext) {
  const team = ctx.team();
  const urlText = ctx.body.string('url');
  const source = readIsoUrl(urlText);
  const limits = ctx.state.isoLimits;
  if (source.size > limits.max_size) return badRequest('ISO_TOO_LARGE');
  if (team.isos.length >= limits.per_team) return fail(401, 'ISO_LIMIT_REACHED');
  const iso: FixtureIso = {
    id: ctx.state.ids.uuid(),
    date_created: isoSeconds(ctx.now),
    filename: source.filename,
    name: source.name,
    desc: '',
    size: source.size,
    status: 0,
  };
  team.isos.push(iso);
  scheduleDownload(ctx.state, ctx.now, iso, /fail/i.test(urlText));
  return bodiless(201);
}

function isoOf(ctx: RouteContext): { iso: FixtureIso; isSystemIso: boolean } {
  const id = param(ctx, 'isoId');
  const own = ctx.team().isos.find((iso) => iso.id === id);
  if (own !== undefined) return { iso: own, isSystemIso: false };
  const system = ctx.state.systemIsos.find((iso) => iso.id === id);
  return system === undefined ? notFound() : { iso: system, isSystemIso: true };
}

function holdsIso(vm: VmRecord, isoId: string): boolean {
  return vm.iso_id === isoId && !vmIsTerminated(vm);
}

/** A system ISO is not the team's to delete: 404 like any other id outside the team. */
function remove(ctx: RouteContext) {
  const team = ctx.team();
  const { iso, isSystemIso } = isoOf(ctx);
  if (isSystemIso) return notFound();
  if (team.vms.some((vm) => holdsIso(vm, iso.id))) return badRequest('ISO_IN_USE');
  team.isos.splice(team.isos.indexOf(iso), 1);
  return noContent();
}

export const isoRoutes: RouteDefinition[] = [
  extensionRoute('GET', '/isos', (ctx) =>
    ok({
      isos: [
        ...ctx.state.systemIsos.map((iso) => presentIso(iso, true)),
        ...ctx.team().isos.map((iso) => presentIso(iso, false)),
      ],
    }),
  ),
  extensionRoute('POST', '/isos', create),
  extensionRoute('GET', '/isos/:isoId', (ctx) => {
    const { iso, isSystemIso } = isoOf(ctx);
    return ok({ iso: presentIso(iso, isSystemIso) });
  }),
  extensionRoute('DELETE', '/isos/:isoId', remove),
];
