/**
 * The stand-in's FormDataExtended reads checkboxes as v13 does (foundryvtt issue 7819): with a `value` attribute
 * the value (cast by its dtype) or null, without one true/false, one entry per box in a group sharing a name.
 */
import { describe, expect, it } from "vitest";
import { createWorld } from "../../foundry";

const entry = `${import.meta.dirname}/fake-system.ts`;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const g = globalThis as unknown as Record<string, any>; // the stand-in's globals, loosely typed for self-tests

function form(html: string): HTMLFormElement {
  const el = document.createElement("form");
  el.innerHTML = html;
  return el;
}

describe("stand-in FormDataExtended checkboxes", () => {
  it("a group sharing a name gives one entry per box, in order (the issue's own example)", async () => {
    await createWorld({ entry });
    const data = new g.foundry.applications.ux.FormDataExtended(form(`
      <input name="foo" type="checkbox">
      <input name="foo" type="checkbox" checked>
      <input name="foo" type="checkbox" value="hello" checked>
      <input name="foo" type="checkbox" value="goodbye">
      <input name="foo" type="checkbox" value="4" data-dtype="Number" checked>
      <input name="foo" type="checkbox" value="5" data-dtype="Number">`)).object;
    expect(data.foo).toEqual([false, true, "hello", null, 4, null]);
  });

  it("a lone box gives its value or null with a value attribute, true or false without", async () => {
    await createWorld({ entry });
    const data = new g.foundry.applications.ux.FormDataExtended(form(`
      <input name="on" type="checkbox" checked>
      <input name="off" type="checkbox">
      <input name="valued" type="checkbox" value="1" data-dtype="Number" checked>
      <input name="cleared" type="checkbox" value="1" data-dtype="Number">
      <input name="skipped" type="checkbox" value="x" checked disabled>`)).object;
    expect(data).toEqual({ on: true, off: false, valued: 1, cleared: null });
  });
});

describe("stand-in <prose-mirror> (HTMLProseMirrorElement)", () => {
  it("is a registered element whose name and value enter the form data; a disabled one is skipped", async () => {
    await createWorld({ entry });
    expect(customElements.get("prose-mirror")).toBe(g.foundry.applications.elements.HTMLProseMirrorElement);
    const el = form(`
      <prose-mirror name="bio" value="&lt;p&gt;old&lt;/p&gt;" toggled><p>old</p></prose-mirror>
      <prose-mirror name="locked" value="x" disabled></prose-mirror>`);
    expect(new g.foundry.applications.ux.FormDataExtended(el).object).toEqual({ bio: "<p>old</p>" });
    el.querySelector<HTMLElement & { value: string }>("prose-mirror")!.value = "<p>new</p>";
    expect(new g.foundry.applications.ux.FormDataExtended(el).object).toEqual({ bio: "<p>new</p>" });
  });
});
