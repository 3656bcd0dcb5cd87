const GAP = 4;

/**
 * Places a menu (`Menu`'s `float`) under its button, or above it when the window has more room there,
 * and closes it when anything under it scrolls. Written to the element's style, so placing it renders
 * nothing. Returns what stops following.
 */
export function placeBeside(button: HTMLElement, menu: HTMLElement, close: () => void): () => void {
  const place = () => {
    const box = button.getBoundingClientRect();
    const height = menu.offsetHeight;
    const below = window.innerHeight - box.bottom;
    const top =
      below >= height + GAP * 2 || below >= box.top ? box.bottom + GAP : Math.max(GAP, box.top - height - GAP);
    menu.style.top = `${top}px`;
    menu.style.right = `${Math.max(GAP, window.innerWidth - box.right)}px`;
    menu.style.opacity = '1';
  };
  place();
  const onScroll = (event: Event) => {
    if (!menu.contains(event.target as Node)) close();
  };
  window.addEventListener('scroll', onScroll, true);
  window.addEventListener('resize', place);
  return () => {
    window.removeEventListener('scroll', onScroll, true);
    window.removeEventListener('resize', place);
  };
}
