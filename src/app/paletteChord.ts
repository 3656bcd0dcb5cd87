/** How the palette's shortcut is written on this platform: ⌘K on Apple's, Ctrl K elsewhere. */
export function paletteChordLabel(platform: string): string {
  return /mac|iphone|ipad/i.test(platform) ? '⌘K' : 'Ctrl K';
}
