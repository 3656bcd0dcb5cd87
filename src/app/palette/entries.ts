import type { PageAction } from '../../ui/hooks/pageAction';
import type { Rankable } from './rank';

/** What choosing a palette entry does. */
type PaletteTarget =
  | { kind: 'path'; path: string }
  /** Opens a page and asks it to do `action` (ui/pageAction.ts): "Add SSH key" opens that page's dialog. */
  | { kind: 'page-action'; path: string; action: PageAction }
  | { kind: 'switch-team' }
  | { kind: 'help' };

export interface PaletteEntry extends Rankable {
  /** Unique among the entries shown (an option's id is made from it). */
  key: string;
  /** What it is, shown beside it and read with it: "VM", "SSH key", "Area", "Action". */
  kind: string;
  /** A second line: its address, CIDR or location. */
  detail?: string;
  target: PaletteTarget;
}
