/**
 * `<prose-mirror>` (`foundry.applications.elements.HTMLProseMirrorElement`,
 * https://foundryvtt.com/api/v13/classes/foundry.applications.elements.HTMLProseMirrorElement.html): a
 * form-associated custom element whose `name` and `value` take part in the form like an input's; with `toggled`
 * it shows its child content (the enriched HTML) until its edit button is pressed. Saving sets `value` and fires
 * `change`, which an ApplicationV2 form with `submitOnChange` submits. The stand-in keeps exactly that
 * contract (name, value, disabled, change) and draws no editor: a test sets `value` and fires `change`, as a
 * saved edit does.
 */

/** What the stand-in's FormDataExtended reads from the element. */
export interface ProseMirrorLike extends HTMLElement {
  readonly name: string;
  value: string;
  readonly disabled: boolean;
}

export const PROSE_MIRROR_TAG = "prose-mirror";

let elementClass: (new () => ProseMirrorLike) | null = null;

/**
 * The element class, built on first use: the stand-in is also imported where there is no DOM (the browser tests'
 * Node side), and a class extending `HTMLElement` cannot be declared there.
 */
export function proseMirrorElementClass(): (new () => ProseMirrorLike) | null {
  if (elementClass || typeof HTMLElement === "undefined") return elementClass;
  elementClass = class HTMLProseMirrorElement extends HTMLElement implements ProseMirrorLike {
    static readonly tagName = PROSE_MIRROR_TAG;
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
  };
  return elementClass;
}

/** Registers the element once in the DOM the tests run in (a second registration would throw). */
export function defineProseMirrorElement(): void {
  const registry = (globalThis as { customElements?: CustomElementRegistry }).customElements;
  const element = proseMirrorElementClass();
  if (!registry || !element || registry.get(PROSE_MIRROR_TAG)) return;
  registry.define(PROSE_MIRROR_TAG, element);
}
