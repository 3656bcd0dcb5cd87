import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useRunningActivityCount } from '../../api/activity/activity';
import { useFollowRunningActivity } from '../../api/activity/activityFollow';
import { activityRecorder } from '../../api/activity/activityRecorder';
import { recordMutationsWith } from '../../api/cache/mutation';
import { cx } from '../../ui/cx';
import { Spinner } from '../../ui/feedback/Spinner';

const loadPanel = () => import('./ActivityPanel');
const ActivityPanel = lazy(async () => ({ default: (await loadPanel()).ActivityPanel }));

/**
 * "Activity" in the top bar: how many changes are still running, and a non-modal panel listing this
 * session's changes. It also follows running VM actions while the panel is closed, so an entry says
 * when its action ended even after the toast is gone, and it is what records changes to the store. Escape, a click outside or focus leaving
 * closes the panel; focus returns to the button when it was inside.
 */
export function ActivityButton({ teamId }: { teamId: string }) {
  // Every change of the signed-in console is recorded from here on (mutation.ts).
  useEffect(() => recordMutationsWith(activityRecorder), []);
  useFollowRunningActivity();
  const running = useRunningActivityCount();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const within = wrapper.current;
    if (!open || !within) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!within.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      setOpen(false);
      button.current?.focus();
    };
    // Focus moving elsewhere on the page (Tab past the panel) closes it; focus leaving the window does not.
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget && !within.contains(event.relatedTarget as Node)) setOpen(false);
    };
    const listening = new AbortController();
    const { signal } = listening;
    document.addEventListener('pointerdown', onPointerDown, { signal });
    within.addEventListener('keydown', onKeyDown, { signal });
    within.addEventListener('focusout', onFocusOut, { signal });
    return () => listening.abort();
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  return (
    <div ref={wrapper} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((was) => !was)}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        className={cx(
          'flex h-7 items-center gap-1.5 rounded-md px-2 text-[13px] font-medium text-fg-muted hover:bg-surface-hover hover:text-fg',
          open && 'bg-surface-selected text-fg',
        )}
      >
        {running > 0 ? <Spinner className="size-3.5 text-accent-text" /> : null}
        Activity
        {running > 0 ? (
          <span className="rounded-full bg-accent px-1.5 text-[11px] leading-4 font-semibold text-accent-fg tabular-nums">
            {/* The count is part of the button's name, so it is heard with it: "Activity, 2 running". */}
            <span className="sr-only">, </span>
            {running}
            <span className="sr-only"> running</span>
          </span>
        ) : null}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ActivityPanel id={panelId} teamId={teamId} onClose={close} />
        </Suspense>
      ) : null}
    </div>
  );
}
