/**
 * Item sheet checkbox forms (issue 9: v13 FormDataExtended gives each checkbox its value or null, one entry per
 * box even in groups): ticking and unticking boxes of a group on a real item sheet stores exactly the ticked
 * values as a clean set; a single box stores a boolean both ways. Values come from the rendered boxes, so the
 * scenario follows the templates.
 */
import { equal, ok, same } from "./assert";
import { defineScenario, type Harness } from "./harness";
import { createItem, find, openSheet, setCheckbox, systemValue } from "./support";

function boxValues(root: ParentNode, name: string): string[] {
  return [...root.querySelectorAll<HTMLInputElement>(`input[type=checkbox][name="${name}"]`)].map((box) => box.value);
}

/** Item sheets open in play mode (issue 16): switch to Edit mode, as a user does, before changing fields. */
async function editMode(h: Harness, sheet: { element: HTMLElement }): Promise<void> {
  find<HTMLElement>(sheet.element, '[data-action="toggleMode"]').click();
  await h.eventually("the sheet is in Edit mode", () => ok(sheet.element.querySelector('[data-action="toggleMode"][data-mode="edit"]') !== null, "Edit mode"));
}

/** A stored set or array as a sorted list of strings. */
function stored(document: { system: unknown }, path: string): string[] {
  const value = systemValue(document, path);
  ok(value instanceof Set || Array.isArray(value), `${path} is a set or an array (got ${JSON.stringify(value)})`);
  return [...(value as Iterable<unknown>)].map(String).sort();
}

export default defineScenario({
  id: "item-checkboxes",
  title: "item sheet checkbox groups and single boxes store exactly what is ticked",
  proves: "issue 9 item 1 (FormDataExtended checkboxes), item sheet forms",
  async run(h) {
    const feature = await createItem(h, { name: "Quench feature", type: "feature", system: { uses: { max: "2" } } });
    const sheet = await openSheet(feature);
    await editMode(h, sheet);
    const periods = boxValues(sheet.element, "system.uses.recovery");
    ok(periods.length >= 2, `the uses part has recovery boxes (${periods.join(", ")})`);
    const [first, second] = periods as [string, string];
    setCheckbox(sheet.element, `input[name="system.uses.recovery"][value="${first}"]`, true);
    await h.eventually(`recovery holds ${first}`, () => same(stored(feature, "uses.recovery"), [first], "recovery"));
    setCheckbox(sheet.element, `input[name="system.uses.recovery"][value="${second}"]`, true);
    await h.eventually(`recovery holds ${first} and ${second}`, () => same(stored(feature, "uses.recovery"), [first, second].sort(), "recovery"));
    setCheckbox(sheet.element, `input[name="system.uses.recovery"][value="${first}"]`, false);
    await h.eventually(`recovery holds only ${second}`, () => same(stored(feature, "uses.recovery"), [second], "recovery"));
    await sheet.close();

    const weapon = await createItem(h, { name: "Quench weapon", type: "weapon" });
    const weaponSheet = await openSheet(weapon);
    await editMode(h, weaponSheet);
    const properties = boxValues(weaponSheet.element, "system.properties");
    ok(properties.length >= 2, "the weapon sheet has property boxes");
    const [p1, p2] = properties as [string, string];
    setCheckbox(weaponSheet.element, `input[name="system.properties"][value="${p1}"]`, true);
    await h.eventually(`properties hold ${p1}`, () => same(stored(weapon, "properties"), [p1], "properties"));
    setCheckbox(weaponSheet.element, `input[name="system.properties"][value="${p2}"]`, true);
    await h.eventually(`properties hold ${p1} and ${p2}`, () => same(stored(weapon, "properties"), [p1, p2].sort(), "properties"));
    setCheckbox(weaponSheet.element, `input[name="system.properties"][value="${p2}"]`, false);
    setCheckbox(weaponSheet.element, `input[name="system.properties"][value="${p1}"]`, false);
    await h.eventually("no property left", () => same(stored(weapon, "properties"), [], "properties"));

    setCheckbox(weaponSheet.element, 'input[name="system.equipped"]', true);
    await h.eventually("equipped", () => equal(systemValue(weapon, "equipped"), true, "equipped"));
    setCheckbox(weaponSheet.element, 'input[name="system.equipped"]', false);
    await h.eventually("not equipped", () => equal(systemValue(weapon, "equipped"), false, "equipped"));
    await weaponSheet.close();
  },
});
