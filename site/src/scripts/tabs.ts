const KEY_STEP: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1 };

/**
 * Makes a `role="tablist"` of buttons behave as the ARIA tabs pattern (click, arrow keys,
 * Home, End; one tab in the tab order) and reports the selected tab's `data-value`, first
 * for the initial tab (`byUser` false), then on every choice.
 */
export function wireTabs(
  tablist: HTMLElement,
  initial: string | undefined,
  onSelect: (value: string, byUser: boolean) => void,
): void {
  const tabs = [...tablist.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
  const select = (tab: HTMLButtonElement, byUser: boolean, focus: boolean) => {
    for (const other of tabs) {
      other.setAttribute('aria-selected', String(other === tab));
      other.tabIndex = other === tab ? 0 : -1;
    }
    const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
    panel?.setAttribute('aria-labelledby', tab.id);
    if (focus) tab.focus();
    onSelect(tab.dataset.value!, byUser);
  };
  tablist.addEventListener('click', (event) => {
    const tab = (event.target as HTMLElement).closest<HTMLButtonElement>('[role="tab"]');
    if (tab) select(tab, true, false);
  });
  tablist.addEventListener('keydown', (event) => {
    const at = tabs.indexOf(document.activeElement as HTMLButtonElement);
    const step = KEY_STEP[event.key];
    let next = -1;
    if (step) next = (at + step + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    if (at < 0 || next < 0) return;
    event.preventDefault();
    select(tabs[next], true, true);
  });
  select(tabs.find((tab) => tab.dataset.value === initial) ?? tabs[0], false, false);
}
