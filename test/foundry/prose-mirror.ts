/**
 * `<prose-mirror>` (`foundry.applications.elements.HTMLProseMirrorElement`,
 * https://foundryvtt.com/api/v13/classes/foundry.applications.elements.HTMLProseMirrorElement.html): a
 * form-associated custom element whose `name` and `value` take part in the form like an input's; with `toggled`
 * it shows its child content (the enriched HTML) until its edit button is pressed. Saving sets `value` and fires
 * `change`, which an ApplicationV2 form with `submitOnChange` submits. The stand-in keeps exactly that
 * contract (name, value, disabled, change) and draws no editor: a test sets `value` and fires `change`, as a
 * saved edit does.
 */

export class HTMLProseMirrorElement extends HTMLElement {
  static readonly tagName = "prose-mirror";
  private _value: string | null = null;

  get name(): string {
    return this.getAttribute("name") ?? "";
  }

  get value(): string {
    return this._value ?? this.getAttribute("value") ?? "";
  }

  set value(value: string) {
    this._value = String(value ?? "");
  }

  get disabled(): boolean {
    return this.hasAttribute("disabled");
  }

  get toggled(): boolean {
    return this.hasAttribute("toggled");
  }
}

/** Registers the element once in the DOM the tests run in (a second registration would throw). */
export function defineProseMirrorElement(): void {
  const registry = (globalThis as { customElements?: CustomElementRegistry }).customElements;
  if (!registry || registry.get(HTMLProseMirrorElement.tagName)) return;
  registry.define(HTMLProseMirrorElement.tagName, HTMLProseMirrorElement);
}
