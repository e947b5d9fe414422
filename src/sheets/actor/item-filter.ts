/**
 * The inventory's filter, client-side: typing hides the rows whose name does not contain the text (case-
 * insensitive), and a group with no row left. Nothing is submitted or re-rendered; the sheet keeps the text so a
 * re-render (an item changed) filters the new rows the same way.
 */

/** Hides the non-matching rows under `root`; true when some row still shows (or the filter is empty). */
export function applyItemFilter(root: HTMLElement, text: string): boolean {
  const needle = text.trim().toLocaleLowerCase();
  let anyShown = false;
  for (const group of root.querySelectorAll<HTMLElement>(".inventory .item-group")) {
    let groupShown = false;
    for (const row of group.querySelectorAll<HTMLElement>(".item[data-filter-name]")) {
      const shown = needle === "" || (row.dataset.filterName ?? "").includes(needle);
      row.hidden = !shown;
      groupShown ||= shown;
    }
    // An empty group keeps its header (and its create button) while nothing is filtered.
    group.hidden = needle !== "" && !groupShown;
    anyShown ||= groupShown;
  }
  const none = root.querySelector<HTMLElement>(".inventory .item-filter-none");
  if (none) none.hidden = needle === "" || anyShown;
  return needle === "" || anyShown;
}

/** Wires the filter input under `root`: each keystroke filters; `remember` keeps the text for the next render. */
export function bindItemFilter(root: HTMLElement, current: string, remember: (text: string) => void): void {
  const input = root.querySelector<HTMLInputElement>("input[data-item-filter]");
  if (!input) return;
  input.value = current;
  applyItemFilter(root, current);
  input.addEventListener("input", () => {
    remember(input.value);
    applyItemFilter(root, input.value);
  });
  // The filter is not part of the actor: its change must not submit the sheet's form.
  input.addEventListener("change", (event) => event.stopPropagation());
}
