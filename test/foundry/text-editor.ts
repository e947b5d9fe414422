/**
 * `foundry.applications.ux.TextEditor.implementation` (https://foundryvtt.com/api/v13/classes/foundry.applications.ux.TextEditor.html):
 * `enrichHTML` returns the HTML with `<script>` elements and inline event handlers removed (Foundry cleans
 * user HTML the same way); no enrichers run. `@UUID[...]{label}` links become plain anchors.
 */
export class TextEditor {
  static get implementation(): typeof TextEditor {
    return this;
  }

  static async enrichHTML(content: string | null | undefined, _options: object = {}): Promise<string> {
    return TextEditor.cleanHTML(String(content ?? "")).replace(/@UUID\[([^\]]+)\](?:\{([^}]*)\})?/g, (_m, uuid: string, label?: string) => {
      return `<a class="content-link" data-uuid="${uuid}">${label ?? uuid}</a>`;
    });
  }

  static cleanHTML(html: string): string {
    const holder = document.createElement("template");
    holder.innerHTML = html;
    for (const el of Array.from(holder.content.querySelectorAll("script"))) el.remove();
    for (const el of Array.from(holder.content.querySelectorAll("*"))) {
      for (const attr of Array.from(el.attributes)) if (attr.name.toLowerCase().startsWith("on")) el.removeAttribute(attr.name);
    }
    return holder.innerHTML;
  }

  /** The JSON drag data of a drop event (`text/plain`), or an empty object. */
  static getDragEventData(event: DragEvent | Event): Record<string, unknown> {
    const raw = (event as DragEvent).dataTransfer?.getData("text/plain") ?? "";
    try {
      const data: unknown = JSON.parse(raw);
      return data && typeof data === "object" ? (data as Record<string, unknown>) : {};
    } catch {
      return {};
    }
  }

  static truncateText(text: string, { maxLength = 50 }: { maxLength?: number } = {}): string {
    return text.length > maxLength ? `${text.slice(0, maxLength - 1)}…` : text;
  }
}
