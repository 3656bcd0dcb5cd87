import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../ui/controls/Button';
import { cx } from '../ui/cx';
import { AlertIcon, InfoIcon, RefreshIcon } from '../ui/icons';
import { Spinner } from '../ui/feedback/Spinner';
import { linkClasses } from '../ui/page/detail';
import { paths } from '../lib/paths';
import type { ConsoleConnection, ConsolePhase } from './connection';
import { RebootToStart } from './RebootToStart';

type Tone = 'progress' | 'ok' | 'warning' | 'danger';

/** The console's state in words, with the one action that helps from there. */
export function ConsoleStatus({
  phase,
  connection,
  power,
  vmPath,
  teamId,
  vmId,
}: {
  phase: ConsolePhase;
  connection: Pick<ConsoleConnection, 'reconnect' | 'vncUrl'>;
  /** The VM's power state when the server tells it, to explain why a console ended. */
  power: string | null;
  vmPath: string;
  teamId: string;
  vmId: string;
}) {
  const reconnect = (label = 'Reconnect') => (
    <Button size="sm" icon={<RefreshIcon className="size-3.5" />} onClick={() => connection.reconnect()}>
      {label}
    </Button>
  );
  const stopped = power !== null && power !== 'running';
  // There is no start action: a reboot brings a stopped VM back, offered right here.
  const rebootToStart = <RebootToStart teamId={teamId} vmId={vmId} />;

  let tone: Tone;
  let message: ReactNode;
  let action: ReactNode = null;
  switch (phase.kind) {
    case 'idle':
    case 'requesting':
      tone = 'progress';
      message =
        phase.kind === 'requesting' && phase.renewal
          ? 'The session expired before it connected. Asking for a new one…'
          : 'Asking for a console session…';
      break;
    case 'connecting':
      tone = 'progress';
      message = (
        <>
          Connecting… <Countdown deadline={phase.deadline} />
        </>
      );
      break;
    case 'connected':
      tone = 'ok';
      message = 'Connected.';
      break;
    case 'disconnected':
      tone = 'warning';
      message = stopped
        ? 'The VM stopped, so its console closed. There is no start action: a reboot starts it again.'
        : `Disconnected. ${phase.detail ?? 'The console connection closed.'}`;
      action = stopped ? (
        <>
          {rebootToStart}
          {reconnect()}
        </>
      ) : (
        reconnect()
      );
      break;
    case 'vm-deleted':
      tone = 'warning';
      message = 'The VM was deleted, so its console closed.';
      action = (
        <Link to={paths.vms(teamId)} className={linkClasses}>
          Go to the VM list
        </Link>
      );
      break;
    case 'closed':
      tone = 'warning';
      message = 'You closed the console.';
      action = reconnect('Connect again');
      break;
    case 'expired':
      tone = 'danger';
      message =
        'The console session expired before the connection opened, twice. The console server may be slow or unreachable.';
      action = reconnect('Try again');
      break;
    case 'vm-not-running':
      tone = 'warning';
      message = 'The VM is not running, so it has no console. There is no start action: a reboot starts it.';
      action = (
        <>
          {rebootToStart}
          <VmLink vmPath={vmPath} />
          {reconnect('Try again')}
        </>
      );
      break;
    case 'refused':
      tone = 'danger';
      message = stopped
        ? 'The VM is not running, so it has no console. There is no start action: a reboot starts it.'
        : `The console server refused the connection. ${phase.detail}`;
      action = stopped ? (
        <>
          {rebootToStart}
          {reconnect('Try again')}
        </>
      ) : (
        reconnect('Try again')
      );
      break;
    case 'failed':
      tone = 'danger';
      message = `No console session: ${phase.error.message}`;
      action = reconnect('Try again');
      break;
    case 'unreachable':
      tone = 'warning';
      message = `This console cannot open inside the page: ${phase.reason} It can open in a new tab.`;
      action = <OpenInNewTab key={connection.vncUrl ?? ''} connection={connection} />;
      break;
  }

  return (
    <div
      role="status"
      className={cx(
        'flex min-h-10 flex-wrap items-center gap-x-3 gap-y-2 rounded-md border px-3 py-2 text-[13px]',
        tone === 'progress' && 'border-accent/25 bg-accent-soft text-accent-text',
        tone === 'ok' && 'border-line bg-success-soft text-success-text',
        tone === 'warning' && 'border-line bg-warning-soft text-warning-text',
        tone === 'danger' && 'border-danger/30 bg-danger-soft text-danger-text',
      )}
    >
      <span className="flex min-w-0 flex-1 items-center gap-2">
        {tone === 'progress' ? <Spinner className="size-3.5 shrink-0" /> : null}
        {tone === 'warning' || tone === 'danger' ? <AlertIcon className="size-4 shrink-0" /> : null}
        {tone === 'ok' ? <InfoIcon className="size-4 shrink-0" /> : null}
        <span>{message}</span>
      </span>
      {action ? <span className="flex items-center gap-2">{action}</span> : null}
    </div>
  );
}

/** Seconds left on the session; read once by screen readers, not every tick. */
function Countdown({ deadline }: { deadline: number }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const seconds = Math.max(0, Math.ceil((deadline - now) / 1000));
  return (
    <span aria-live="off" className="tabular-nums">
      The session expires in {seconds} s.
    </span>
  );
}

function VmLink({ vmPath }: { vmPath: string }) {
  return (
    <Link to={vmPath} className={linkClasses}>
      Go to the VM
    </Link>
  );
}

/**
 * The vnc_url carries a single-use token, so it is opened by script with no opener and no
 * referrer, never put in the page as a link. A fresh session is fetched first when asked again.
 */
function OpenInNewTab({ connection }: { connection: Pick<ConsoleConnection, 'reconnect' | 'vncUrl'> }) {
  const [used, setUsed] = useState(false);
  if (used) {
    return (
      <Button size="sm" onClick={() => connection.reconnect()}>
        Get a new session
      </Button>
    );
  }
  return (
    <Button
      size="sm"
      onClick={() => {
        const url = connection.vncUrl;
        if (url) window.open(url, '_blank', 'noopener,noreferrer');
        setUsed(true);
      }}
    >
      Open console in a new tab
    </Button>
  );
}
