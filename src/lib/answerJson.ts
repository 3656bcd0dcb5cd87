/**
 * An API answer as "Copy as JSON" copies it: pretty-printed (two spaces), without the fields that hold a secret
 * (a VM's root password), so a paste into a ticket or a chat does not carry one. `left` names the fields that
 * were there and are left out, for the words that say so.
 */
export function answerJson(answer: object, secretFields: readonly string[] = []): { text: string; left: string[] } {
  const left = secretFields.filter((field) => Object.hasOwn(answer, field));
  const kept = left.length
    ? Object.fromEntries(Object.entries(answer).filter(([field]) => !left.includes(field)))
    : answer;
  return { text: `${JSON.stringify(kept, null, 2)}\n`, left };
}
