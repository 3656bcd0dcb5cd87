import { useLayoutEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';

/** Where a refusal belongs on a form: on a field when the error is about one, else above the buttons. */
export interface PlacedError<F extends string> {
  field: F | 'form';
  message: string;
  code?: string | undefined;
}

export type Problems<F extends string> = Partial<Record<F, string>>;

/** What a form's pure check says: the body to send, or the problem of each field to fix first. */
export type Checked<F extends string, B> = { ok: true; body: B } | { ok: false; problems: Problems<F> };

/** The body when nothing is wrong, else the problems: for forms whose checks are one function per field. */
export function checked<F extends string, B>(problems: Problems<F>, body: B): Checked<F, B> {
  return Object.values(problems).some(Boolean) ? { ok: false, problems } : { ok: true, body };
}

/**
 * When a field's problem shows before the first submit, once the field holds something: as it is
 * typed (a length, a malformed key), or once the user leaves it (a half-typed network is not wrong yet).
 * Otherwise a problem shows after the first submit, so an untouched form does not open in red.
 */
export type Judged = 'as-typed' | 'on-leave';

/** The keys of V whose values are free text, which a text control can set. */
export type TextKey<V> = { [K in keyof V]: string extends V[K] ? (V[K] extends string ? K : never) : never }[keyof V] &
  string;

/** The state a caller keeps when it needs the values itself (e.g. to warn about unsaved changes). */
interface OutsideState<V, F extends string> {
  values: V;
  onValuesChange: (values: V) => void;
  pending: boolean;
  serverError: PlacedError<F> | null;
  dismissError: () => void;
}

export interface FormOptions<V, B> {
  initial: V;
  check: (values: V) => Checked<keyof V & string, B>;
  judge?: Partial<Record<keyof V & string, Judged>>;
  /** Sends the checked body; a rejection is placed with `placeError` and every typed value stays. */
  send: (body: B, values: V) => Promise<unknown> | void;
  placeError?: (error: unknown, body: B, values: V) => PlacedError<keyof V & string>;
  /** For a form whose values, pending state and refusal live with its caller. */
  outside?: OutsideState<V, keyof V & string>;
}

/** The problems to show now: all of them once the user has submitted, before that see `Judged`. */
export function visibleProblems<V extends object>(
  problems: Problems<keyof V & string>,
  values: V,
  {
    submitted,
    judge = {},
    left = new Set(),
  }: { submitted: boolean; judge?: Partial<Record<keyof V & string, Judged>>; left?: ReadonlySet<keyof V & string> },
): Problems<keyof V & string> {
  if (submitted) return problems;
  const shown: Problems<keyof V & string> = {};
  for (const field of Object.keys(problems) as (keyof V & string)[]) {
    const filled = values[field] !== '';
    const judged = judge[field] === 'as-typed' || (judge[field] === 'on-leave' && left.has(field));
    if (filled && judged) shown[field] = problems[field];
  }
  return shown;
}

type FormElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * The state every form of the console shares: its values, which problems show (see `Judged`), the
 * server's refusal placed on its field (cleared when that field is edited), focus on the first invalid
 * field on submit and on the field a refusal is about, and one request at a time.
 */
export function useForm<V extends object, B>({ initial, check, judge, send, placeError, outside }: FormOptions<V, B>) {
  type F = keyof V & string;
  const [ownValues, setOwnValues] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const [left, setLeft] = useState<ReadonlySet<F>>(() => new Set());
  const [ownError, setOwnError] = useState<PlacedError<F> | null>(null);
  const [ownPending, setOwnPending] = useState(false);
  // A second submit in the same tick sees the ref, not yet the state.
  const sending = useRef(false);
  const elements = useRef(new Map<F, HTMLElement>());
  const [focusRequest, setFocusRequest] = useState<{ field: F } | null>(null);

  const values = outside ? outside.values : ownValues;
  const serverError = outside ? outside.serverError : ownError;
  const pending = ownPending || (outside?.pending ?? false);
  const result = check(values);
  const problems: Problems<F> = result.ok ? {} : result.problems;

  // In the commit that shows the message, so it is read with the field, and before the next paint or input.
  useLayoutEffect(() => {
    if (focusRequest) elements.current.get(focusRequest.field)?.focus();
  }, [focusRequest]);
  useLayoutEffect(() => {
    if (serverError && serverError.field !== 'form') elements.current.get(serverError.field)?.focus();
  }, [serverError]);

  const dismissError = (field: F) => {
    if (serverError?.field !== field) return;
    if (outside) outside.dismissError();
    else setOwnError(null);
  };

  /** Replaces the values after a change of `field`, whose refusal no longer applies. */
  const change = (next: V, field: F) => {
    if (outside) outside.onValuesChange(next);
    else setOwnValues(next);
    dismissError(field);
  };
  /**
   * Sets one field on the values as they are when React applies it, not as this render saw them: a set
   * from an effect (a suggestion followed) then keeps a change the person made in the same moment.
   */
  const set = <K extends F>(field: K, value: V[K]) => {
    if (outside) outside.onValuesChange({ ...values, [field]: value });
    else setOwnValues((current) => ({ ...current, [field]: value }));
    dismissError(field);
  };

  const shown = visibleProblems(problems, values, { submitted, judge, left });
  const errorOf = (field: F): string | undefined =>
    shown[field] ?? (serverError?.field === field ? serverError.message : undefined);

  const register = (field: F) => (element: HTMLElement | null) => {
    if (element) elements.current.set(field, element);
    else elements.current.delete(field);
  };

  /** The props of a text control (TextField, TextArea, SelectField) bound to a text value. */
  const field = <K extends TextKey<V>>(name: K) => ({
    ref: register(name),
    value: values[name] as string,
    onChange: (event: ChangeEvent<FormElement>) => set(name, event.target.value as V[K]),
    onBlur: () => setLeft((current) => (current.has(name) ? current : new Set(current).add(name))),
    error: errorOf(name),
  });

  const firstInDocument = (fields: readonly F[]) =>
    fields
      .map((name) => ({ name, element: elements.current.get(name) }))
      .filter((entry): entry is { name: F; element: HTMLElement } => entry.element !== undefined)
      .sort((a, b) => (a.element.compareDocumentPosition(b.element) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))[0]
      ?.name;

  const settle = () => {
    sending.current = false;
    setOwnPending(false);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (sending.current || pending) return;
    setSubmitted(true);
    if (!result.ok) {
      const first = firstInDocument((Object.keys(result.problems) as F[]).filter((name) => result.problems[name]));
      if (first) setFocusRequest({ field: first });
      return;
    }
    const { body } = result;
    if (outside) outside.dismissError();
    else setOwnError(null);
    sending.current = true;
    setOwnPending(true);
    // A send that throws at once is refused like one that rejects.
    new Promise((resolve) => resolve(send(body, values))).then(settle, (error: unknown) => {
      settle();
      setOwnError(placeError ? placeError(error, body, values) : null);
    });
  };

  /** Starts over for the next entry: `next` from the values as they are now, nothing judged yet. */
  const reset = (next: (current: V) => V) => {
    if (outside) outside.onValuesChange(next(values));
    else setOwnValues(next);
    setSubmitted(false);
    setLeft(new Set());
    setOwnError(null);
  };

  return {
    values,
    reset,
    focus: (name: F) => setFocusRequest({ field: name }),
    set,
    change,
    field,
    errorOf,
    register,
    /** A refusal that is about no one field. */
    formError: serverError?.field === 'form' ? serverError : null,
    /** What a submit would send now, or null while a field has a problem (the "API request" view shows it). */
    body: result.ok ? result.body : null,
    serverError,
    pending,
    submitted,
    onSubmit,
  };
}
