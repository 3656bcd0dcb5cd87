import { memo, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import type { SshKey } from '../../../api/types';
import { afterNextPaint } from '../../../browser/scheduling';
import { FieldError } from '../../../ui/controls/Field';
import { Skeleton } from '../../../ui/feedback/Skeleton';
import { usePreparedSearch } from '../../../ui/list/usePreparedSearch';
import { TextField } from '../../../ui/controls/TextField';
import {
  chosenKeys,
  focusAfterUntick,
  formatCount,
  matchesSummary,
  matchingKeys,
  PLAIN_LIST_MAX,
  type ChosenKey,
} from './keyPicker';
import { keyDetail, keySearchText } from './keySummary';
import { CheckList, type CheckOption } from './parts';

const LEGEND = 'SSH keys';
const DESCRIPTION = 'Installed for the root user.';
/** A chosen id missing from the team's keys: deleted meanwhile, or just added and the list not yet reread. */
const unlistedLabel = (refreshing: boolean | undefined) =>
  refreshing ? 'Checking this key…' : 'A key the team no longer has';
const NO_KEYS: readonly SshKey[] = [];

export interface SshKeyPickerProps {
  /** The team's keys; undefined while they load. */
  keys: readonly SshKey[] | undefined;
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
  error: string | undefined;
  /** What shows while there is no key to choose from (loading, or none). */
  empty: string;
  /** The keys are still on their way: rows are kept for them (LoadingKeys). */
  loading: boolean;
  /** The team's keys are being reread (after a paste added some): a chosen key missing from them may be new. */
  refreshing?: boolean;
  /** Given the first chosen box, or the search when nothing is chosen: the form focuses it when the choice needs fixing. */
  focusRef: Ref<HTMLInputElement>;
}

/**
 * The deploy page's SSH keys: a plain list of boxes for a team with a handful of keys; past that, the
 * keys chosen so far and a search whose first few matches are boxes, so a team with 10,000 keys costs
 * no more to render than one with 20. Memoised: the rest of the form changes without touching it.
 */
export const SshKeyPicker = memo(function SshKeyPicker(props: SshKeyPickerProps) {
  const keys = props.keys ?? NO_KEYS;
  // The first number format loads the locale's data (docs/performance.md): done while the keys are
  // still on their way, not in the task that first draws a team's thousands of them.
  useEffect(() => afterNextPaint(() => formatCount(0)), []);
  if (props.loading) return <LoadingKeys empty={props.empty} />;
  return keys.length > PLAIN_LIST_MAX ? <SearchedKeys {...props} keys={keys} /> : <PlainKeys {...props} keys={keys} />;
});

type PickerProps = SshKeyPickerProps & { keys: readonly SshKey[] };

const LOADING_ROWS = 6;

/**
 * The picker while the keys load: its legend and rows where keys will be. A team's keys often come
 * after the rest of the form is drawn, and a one-line "Loading…" that became a list pushed the
 * sections below it down the screen (a layout shift of 0.06 on a 940-pixel-high screen).
 */
function LoadingKeys({ empty }: { empty: string }) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-1 text-[13px] font-medium text-fg">{LEGEND}</legend>
      <p className="-mt-1 text-xs text-fg-subtle">{DESCRIPTION}</p>
      <p className="text-xs text-fg-subtle">{empty}</p>
      <ul aria-hidden="true" className="flex flex-col gap-1.5">
        {Array.from({ length: LOADING_ROWS }, (_, row) => (
          <li key={row} className="flex items-start gap-2">
            <Skeleton className="mt-0.5 size-4 shrink-0" />
            <div className="flex flex-1 flex-col gap-2 py-1">
              <Skeleton className="w-32" />
              <Skeleton className="w-64 max-w-full" />
            </div>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

function keyOption(key: SshKey): CheckOption {
  return { id: key.id, label: key.name, detail: keyDetail(key) };
}

function PlainKeys({ keys, chosen, onChange, error, empty, focusRef, refreshing }: PickerProps) {
  const options = useMemo(() => keys.map(keyOption), [keys]);
  // A chosen key deleted meanwhile stays listed, so that it can be unticked as its error asks.
  const gone = chosen.filter((id) => !options.some((option) => option.id === id));
  const shown =
    gone.length === 0
      ? options
      : [...options, ...gone.map((id) => ({ id, label: unlistedLabel(refreshing), detail: id }))];
  return (
    <CheckList
      legend={LEGEND}
      description={DESCRIPTION}
      options={shown}
      chosen={chosen}
      onChange={onChange}
      error={error}
      empty={empty}
      focusRef={focusRef}
    />
  );
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/** Enter in the search must not send the deploy form around it. */
function keepFormUnsent(event: KeyboardEvent<HTMLInputElement>) {
  if (event.key === 'Enter') event.preventDefault();
}

function SearchedKeys({ keys, chosen, onChange, error, focusRef, refreshing }: PickerProps) {
  const id = useId();
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const searchId = `${id}-search`;
  const [search, setSearch] = useState('');
  // Fingerprints are hashed ahead of the first search, in short slices after the picker is shown.
  usePreparedSearch(keys, keySearchText);

  const picked = useMemo(() => chosenKeys(chosen, keys), [chosen, keys]);
  const matches = useMemo(() => matchingKeys(keys, search), [keys, search]);
  const summary = matchesSummary(matches, search);

  const chosenBoxes = useRef(new Map<string, HTMLInputElement>());
  const searchField = useRef<HTMLInputElement | null>(null);
  // An unticked chosen key leaves the list: the focus goes to its neighbour, or the search.
  const [refocus, setRefocus] = useState<{ id: string | null } | null>(null);
  useEffect(() => {
    if (!refocus) return;
    const target = (refocus.id === null ? undefined : chosenBoxes.current.get(refocus.id)) ?? searchField.current;
    target?.focus();
  }, [refocus]);

  const choose = (keyId: string, on: boolean) => {
    if (on) {
      if (!chosen.includes(keyId)) onChange([...chosen, keyId]);
    } else onChange(chosen.filter((known) => known !== keyId));
  };
  const untickChosen = (keyId: string) => {
    setRefocus({ id: focusAfterUntick(chosen, keyId) });
    choose(keyId, false);
  };

  const invalid = error ? true : undefined;
  const boxDescribedBy = error ? errorId : undefined;
  return (
    <fieldset
      className="flex min-w-0 flex-col gap-3"
      aria-describedby={[error ? errorId : '', descriptionId].filter(Boolean).join(' ')}
    >
      <legend className="mb-1 text-[13px] font-medium text-fg">{LEGEND}</legend>
      <p id={descriptionId} className="-mt-2 text-xs text-fg-subtle">
        {`${DESCRIPTION} The team has ${formatCount(keys.length)} keys: search for the ones to choose.`}
      </p>
      {picked.length > 0 ? (
        <fieldset className="flex min-w-0 flex-col gap-1.5">
          <legend className="mb-1 text-xs font-medium text-fg-muted">{`Chosen (${picked.length})`}</legend>
          <ul className="flex flex-col gap-1.5">
            {picked.map((entry: ChosenKey, index) => (
              <KeyBox
                key={entry.id}
                id={`${id}-chosen-${entry.id}`}
                label={entry.key ? entry.key.name : unlistedLabel(refreshing)}
                detail={entry.key ? keyDetail(entry.key) : entry.id}
                checked
                onChange={() => untickChosen(entry.id)}
                invalid={invalid}
                describedBy={boxDescribedBy}
                inputRef={(element) => {
                  if (element) chosenBoxes.current.set(entry.id, element);
                  else chosenBoxes.current.delete(entry.id);
                  if (index === 0) assignRef(focusRef, element);
                }}
              />
            ))}
          </ul>
        </fieldset>
      ) : (
        <p className="text-xs text-fg-subtle">No key chosen yet.</p>
      )}
      <TextField
        id={searchId}
        ref={(element) => {
          searchField.current = element;
          if (picked.length === 0) assignRef(focusRef, element);
        }}
        type="search"
        label="Search SSH keys"
        description="By name, type or fingerprint."
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        onKeyDown={keepFormUnsent}
        autoComplete="off"
        spellCheck={false}
        aria-invalid={invalid}
        aria-describedby={[`${searchId}-description`, boxDescribedBy].filter(Boolean).join(' ')}
      />
      <div className="flex flex-col gap-1.5">
        {matches.shown.length > 0 ? (
          <fieldset className="flex min-w-0 flex-col gap-1.5">
            <legend className="sr-only">{search.trim() === '' ? 'The team’s keys' : 'Matching keys'}</legend>
            <ul className="flex flex-col gap-1.5">
              {matches.shown.map((key) => (
                <KeyBox
                  key={key.id}
                  id={`${id}-match-${key.id}`}
                  label={key.name}
                  detail={keyDetail(key)}
                  checked={chosen.includes(key.id)}
                  onChange={(on) => choose(key.id, on)}
                  invalid={invalid}
                  describedBy={boxDescribedBy}
                />
              ))}
            </ul>
          </fieldset>
        ) : null}
        <p role="status" className="text-xs text-fg-subtle">
          {summary}
        </p>
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}

/** One key as a box labelled by its name and fingerprint, as the plain list has them. */
function KeyBox({
  id,
  label,
  detail,
  checked,
  onChange,
  invalid,
  describedBy,
  inputRef,
}: {
  id: string;
  label: string;
  detail: string;
  checked: boolean;
  onChange: (on: boolean) => void;
  invalid: true | undefined;
  describedBy: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
}) {
  return (
    <li className="flex items-start gap-2">
      <input
        ref={inputRef}
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        className="mt-0.5 size-4 shrink-0 rounded border-line-strong accent-accent"
      />
      <label htmlFor={id} className="flex min-w-0 flex-col text-[13px] text-fg">
        <span className="truncate">{label}</span>{' '}
        <span className="truncate font-mono text-xs text-fg-subtle">{detail}</span>
      </label>
    </li>
  );
}
