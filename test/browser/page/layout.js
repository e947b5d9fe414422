/*
 * Layout sanity checks, run inside the screenshot page (plain browser JavaScript, added as a script tag so no
 * bundler helper leaks into it). `window.augmentedLayout.check(options)` returns `{ problems, measured }`:
 * every problem is one sentence naming the element (a short CSS path) and the numbers that broke the rule.
 *
 * options: {
 *   root: the window element (default ".application"),
 *   content: its content area inside root (default ".window-content"),
 *   groups: [{ selector, count, label }]: elements that must all be there, visible, inside the window and not
 *           overlapping each other (e.g. the six ability blocks),
 * Elements in an inactive tab panel (`.tab[data-group]:not(.active)`) or under `[hidden]` are skipped: they are
 * hidden on purpose. Photograph each tab to check it.
 *   siblings: true to also check that no two in-flow children of one element overlap,
 *   rows: [{ selector, max, label }]: the rendered children of each element matching `selector` lie on at most
 *           `max` rows (a card's action buttons),
 *   oneLine: a selector whose elements each show their text on one line (a button label that does not wrap),
 *   unbroken: the buttons in which no word may break across lines (default: a chat card's buttons),
 *   contrast: [{ selector, min }]: text contrast against the background actually behind it, at least `min`
 *           (WCAG 2 contrast ratio); by default every text in the content area at 4.5,
 * }
 */
(() => {
  const EPSILON = 0.5;

  const canvas = document.createElement("canvas");
  canvas.width = 1;
  canvas.height = 1;
  const ctx = canvas.getContext("2d", { willReadFrequently: true });

  /** Any CSS colour the browser computes (rgb, color(srgb …), oklch …) as [r, g, b, a] in 0..255 and 0..1. */
  function parseColor(text) {
    ctx.clearRect(0, 0, 1, 1);
    ctx.fillStyle = "rgba(0, 0, 0, 0)";
    ctx.fillStyle = text;
    ctx.fillRect(0, 0, 1, 1);
    const [r, g, b, a] = ctx.getImageData(0, 0, 1, 1).data;
    return [r, g, b, a / 255];
  }

  /** `top` drawn over the opaque colour `bottom`. */
  function over(top, bottom) {
    const a = top[3];
    return [0, 1, 2].map((i) => top[i] * a + bottom[i] * (1 - a)).concat(1);
  }

  function luminance([r, g, b]) {
    const lin = (c) => {
      const s = c / 255;
      return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
  }

  function contrastRatio(a, b) {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (hi + 0.05) / (lo + 0.05);
  }

  /** The opaque colour behind `el`: its and its ancestors' background colours composited down to the canvas. */
  function backgroundBehind(el) {
    const layers = [];
    for (let node = el; node && node.nodeType === 1; node = node.parentElement) {
      const bg = parseColor(getComputedStyle(node).backgroundColor);
      if (bg[3] > 0) layers.push(bg);
      if (bg[3] >= 1) break;
    }
    let color = [255, 255, 255, 1]; // the canvas behind everything
    for (const layer of layers.reverse()) color = over(layer, color);
    return color;
  }

  /** Product of the opacities of `el` and its ancestors. */
  function opacityOf(el) {
    let opacity = 1;
    for (let node = el; node && node.nodeType === 1; node = node.parentElement) opacity *= Number(getComputedStyle(node).opacity);
    return opacity;
  }

  /** A short, readable path for messages: `div.ability[data-ability=str] > span.ability-mod`. */
  function describe(el) {
    const parts = [];
    for (let node = el; node && node.nodeType === 1 && parts.length < 3; node = node.parentElement) {
      let part = node.tagName.toLowerCase();
      if (node.classList.length) part += `.${[...node.classList].slice(0, 2).join(".")}`;
      for (const attr of ["data-ability", "name", "data-derived", "data-action"]) {
        if (node.hasAttribute(attr)) {
          part += `[${attr}=${node.getAttribute(attr)}]`;
          break;
        }
      }
      parts.unshift(part);
      if (node.classList.contains("window-content")) break;
    }
    return parts.join(" > ");
  }

  function isRendered(el) {
    const style = getComputedStyle(el);
    if (style.display === "none" || style.visibility !== "visible") return false;
    const rect = el.getBoundingClientRect();
    return rect.width > 0 && rect.height > 0;
  }

  const round = (n) => Math.round(n * 10) / 10;

  /** Hidden on purpose: inside a tab panel that is not the active one, or under a `hidden` attribute. */
  function hiddenByDesign(el) {
    return el.closest(".tab[data-group]:not(.active), [hidden]") !== null;
  }

  /** Elements of `scope` that show text of their own (direct text nodes), plus form fields with a value. */
  function textElements(scope) {
    const found = [];
    for (const el of scope.querySelectorAll("*")) {
      if (hiddenByDesign(el) || !isRendered(el)) continue;
      if (el.matches("input:not([type=checkbox]):not([type=radio]):not([type=hidden]), textarea, select")) {
        if (el.value !== "") found.push(el);
        continue;
      }
      const ownText = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim() !== "");
      if (ownText) found.push(el);
    }
    return found;
  }

  /**
   * The width each of `selects` takes when sized to its selected option alone, with its own styles otherwise.
   * All probes go in at once and come out at once: each insertion or removal invalidates the page's styles, and a
   * measurement after it recalculates them (one recalculation of a sheet is tens of milliseconds; one pair per
   * select made the check seconds long). A probe is absolutely positioned and hidden, so it moves nothing else and
   * sizes to its own option alone, whatever other probes are in.
   */
  function naturalSelectWidths(selects) {
    const probes = selects.map((select) => {
      const probe = select.cloneNode(false);
      probe.removeAttribute("id");
      probe.removeAttribute("name");
      const option = document.createElement("option");
      option.textContent = select.selectedOptions[0]?.text ?? "";
      probe.append(option);
      for (const [property, value] of [["width", "auto"], ["min-width", "0"], ["max-width", "none"], ["flex", "none"], ["position", "absolute"], ["visibility", "hidden"]]) {
        probe.style.setProperty(property, value, "important");
      }
      select.after(probe);
      return probe;
    });
    const widths = new Map(selects.map((select, i) => [select, probes[i].getBoundingClientRect().width]));
    for (const probe of probes) probe.remove();
    return widths;
  }

  /** Cut short on purpose with an ellipsis, the full text in its title (shown on hover): a long name. */
  function ellipsisWithTitle(el, style) {
    const full = (el.matches("input, textarea") ? el.value : el.textContent).trim();
    return style.textOverflow === "ellipsis" && full !== "" && (el.getAttribute("title") ?? "").trim() === full;
  }

  /** The distinct lines (by top, 2 px apart) the rectangles of `range` lie on. */
  function linesOf(range) {
    const tops = [];
    for (const rect of range.getClientRects()) {
      if (rect.width < 1 || rect.height < 1) continue;
      if (!tops.some((top) => Math.abs(top - rect.top) <= 2)) tops.push(rect.top);
    }
    return tops.length;
  }

  /** The words of `el`'s text that the browser broke across two lines (a label squeezed narrower than a word). */
  function brokenWords(el) {
    const broken = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of node.textContent.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        if (linesOf(range) > 1) broken.push(match[0]);
      }
    }
    return broken;
  }

  function check(options = {}) {
    const problems = [];
    const measured = {};
    const root = document.querySelector(options.root ?? ".application");
    if (!root) return { problems: [`no window element ${options.root ?? ".application"}`], measured };
    const content = root.querySelector(options.content ?? ".window-content") ?? root;
    const win = root.getBoundingClientRect();
    const box = content.getBoundingClientRect();
    measured.window = { width: round(win.width), height: round(win.height) };
    measured.content = { scrollWidth: content.scrollWidth, clientWidth: content.clientWidth, scrollHeight: content.scrollHeight, clientHeight: content.clientHeight };

    // 1. Nothing sticks out of the window sideways: the content does not scroll horizontally, and no element's
    //    box reaches past the content area's left or right edge.
    if (content.scrollWidth > content.clientWidth) {
      problems.push(`the content overflows horizontally: scrollWidth ${content.scrollWidth} > clientWidth ${content.clientWidth}`);
    }
    for (const el of content.querySelectorAll("*")) {
      if (hiddenByDesign(el) || !isRendered(el)) continue;
      const rect = el.getBoundingClientRect();
      if (rect.left < box.left - EPSILON || rect.right > box.right + EPSILON) {
        problems.push(`${describe(el)} reaches outside the window horizontally: ${round(rect.left)}..${round(rect.right)} vs content ${round(box.left)}..${round(box.right)}`);
      }
    }

    // 2. Groups: every member present, visible, inside the window and clear of its siblings.
    for (const group of options.groups ?? []) {
      const members = [...content.querySelectorAll(group.selector)];
      const label = group.label ?? group.selector;
      if (group.count !== undefined && members.length !== group.count) {
        problems.push(`${label}: expected ${group.count} elements, found ${members.length}`);
      }
      const rects = members.map((el) => el.getBoundingClientRect());
      measured[label] = rects.map((r) => ({ x: round(r.left), y: round(r.top), width: round(r.width), height: round(r.height) }));
      members.forEach((el, i) => {
        const r = rects[i];
        if (!isRendered(el) || opacityOf(el) === 0) problems.push(`${describe(el)} (${label}) is not visible`);
        if (r.left < win.left - EPSILON || r.right > win.right + EPSILON || r.top < win.top - EPSILON || r.bottom > win.bottom + EPSILON) {
          problems.push(`${describe(el)} (${label}) is not inside the window: ${round(r.left)},${round(r.top)} ${round(r.width)}x${round(r.height)}`);
        }
        for (let j = i + 1; j < members.length; j++) {
          const s = rects[j];
          const w = Math.min(r.right, s.right) - Math.max(r.left, s.left);
          const h = Math.min(r.bottom, s.bottom) - Math.max(r.top, s.top);
          if (w > EPSILON && h > EPSILON) problems.push(`${describe(el)} overlaps ${describe(members[j])} by ${round(w)}x${round(h)} px`);
        }
      });
    }

    // 3. Inputs: shown, not transparent, with a usable size.
    const inputs = [...content.querySelectorAll("input:not([type=hidden]), select, textarea")].filter((el) => !hiddenByDesign(el));
    measured.inputs = inputs.length;
    for (const input of inputs) {
      const r = input.getBoundingClientRect();
      if (!isRendered(input) || opacityOf(input) < 0.1) problems.push(`${describe(input)} is not visible`);
      else {
        // A checkbox or radio button is a box of its own (the browser's is 13 px); other fields hold text.
        const [minWidth, minHeight] = input.matches("[type=checkbox], [type=radio]") ? [10, 10] : [16, 12];
        if (r.width < minWidth || r.height < minHeight) problems.push(`${describe(input)} is too small to use: ${round(r.width)}x${round(r.height)}`);
      }
    }

    // 3b. Every field is named for a screen reader and a sighted user alike: a <label> (for= or around it) with
    //     text, aria-label, aria-labelledby pointing at text, or a title (issue 16: "labels on every input").
    for (const input of inputs) {
      if (!isRendered(input)) continue;
      const labelled = [...(input.labels ?? [])].some((label) => label.textContent.trim() !== "");
      const aria = (input.getAttribute("aria-label") ?? "").trim() !== "";
      const by = (input.getAttribute("aria-labelledby") ?? "")
        .split(/\s+/)
        .some((id) => id && (document.getElementById(id)?.textContent.trim() ?? "") !== "");
      const title = (input.getAttribute("title") ?? "").trim() !== "";
      if (!labelled && !aria && !by && !title) problems.push(`${describe(input)} has no label`);
    }

    // 4. No text clipped or spilling: a field's value fits its box, and an element's own text fits its width.
    const texts = textElements(content);
    const selectWidths = naturalSelectWidths(texts.filter((el) => el.matches("select") && getComputedStyle(el).display !== "inline"));
    for (const el of texts) {
      const style = getComputedStyle(el);
      if (style.display === "inline") continue; // an inline box grows with its text; its block parent is checked
      if (el.matches("select")) {
        // A select's scrollWidth ignores its shown option: compare with the width the same select takes when
        // sized to that option (the browser adds its arrow and padding).
        const needed = selectWidths.get(el);
        const actual = el.getBoundingClientRect().width;
        if (needed > actual + 1) {
          problems.push(`${describe(el)}: option "${el.selectedOptions[0]?.text ?? ""}" does not fit: needs ${round(needed)} px, has ${round(actual)} px`);
        }
        continue;
      }
      if (el.scrollWidth > el.clientWidth + 1) {
        // Ellipsised on purpose (a long name): allowed when the full text is the element's title, shown on hover.
        if (ellipsisWithTitle(el, style)) continue;
        const what = el.matches("input, textarea, select") ? `value "${el.value}"` : `text "${el.textContent.trim().slice(0, 40)}"`;
        problems.push(`${describe(el)}: ${what} does not fit: scrollWidth ${el.scrollWidth} > clientWidth ${el.clientWidth}`);
      }
    }

    // 4b. No button breaks a word across lines (option `unbroken`, by default a chat card's buttons): a label
    //     narrower than its longest word reads as two fragments ("Sacrif-ice").
    for (const button of content.querySelectorAll(options.unbroken ?? ".chat-card button, .chat-card [role=button]")) {
      if (hiddenByDesign(button) || !isRendered(button)) continue;
      for (const word of brokenWords(button)) problems.push(`${describe(button)}: "${word}" breaks across lines in "${button.textContent.trim().slice(0, 40)}"`);
    }

    // 4c. One-line labels (option `oneLine`): the element's text, with any icon beside it, is a single line.
    if (options.oneLine) {
      for (const el of content.querySelectorAll(options.oneLine)) {
        if (hiddenByDesign(el) || !isRendered(el)) continue;
        const range = document.createRange();
        range.selectNodeContents(el);
        const lines = linesOf(range);
        if (lines > 1) problems.push(`${describe(el)}: "${el.textContent.trim().slice(0, 40)}" wraps onto ${lines} lines`);
      }
    }

    // 4d. Rows (option `rows`): an element's rendered children lie on at most `max` rows.
    for (const rule of options.rows ?? []) {
      const rows = [...content.querySelectorAll(rule.selector)].filter((el) => !hiddenByDesign(el) && isRendered(el));
      if (rows.length === 0) problems.push(`rows: nothing matches ${rule.selector}`);
      for (const row of rows) {
        const tops = [];
        for (const child of row.children) {
          if (!isRendered(child)) continue;
          const top = child.getBoundingClientRect().top;
          if (!tops.some((t) => Math.abs(t - top) <= 4)) tops.push(top);
        }
        measured[`rows ${rule.label ?? rule.selector}`] = tops.length;
        if (tops.length > rule.max) problems.push(`${describe(row)} (${rule.label ?? rule.selector}) lays its ${row.children.length} children on ${tops.length} rows, more than ${rule.max}`);
      }
    }

    // 5. Nothing clipped: no box that hides its overflow (and is not meant to scroll) cuts off its content, and no
    //    control sticks out of the nearest framed box around it (a border or a background: a section, a card).
    const CONTROLS = "button, input:not([type=hidden]), select, textarea, [role=button]";
    for (const el of content.querySelectorAll("*")) {
      if (hiddenByDesign(el) || !isRendered(el)) continue;
      const style = getComputedStyle(el);
      const clips = (v) => v === "hidden" || v === "clip";
      if (el.matches("input, select, textarea, img, svg, svg *")) continue;
      if (ellipsisWithTitle(el, style)) continue;
      if ((clips(style.overflowY) && el.scrollHeight > el.clientHeight + 1) || (clips(style.overflowX) && el.scrollWidth > el.clientWidth + 1)) {
        if (el.textContent.trim() !== "" || el.querySelector(CONTROLS)) {
          problems.push(`${describe(el)} clips its content: ${el.scrollWidth}x${el.scrollHeight} in ${el.clientWidth}x${el.clientHeight}`);
        }
      }
    }
    for (const control of content.querySelectorAll(CONTROLS)) {
      if (hiddenByDesign(control) || !isRendered(control)) continue;
      let frame = control.parentElement;
      while (frame && frame !== content) {
        const fs = getComputedStyle(frame);
        const framed = parseFloat(fs.borderLeftWidth) > 0 || parseFloat(fs.borderRightWidth) > 0 || parseColor(fs.backgroundColor)[3] > 0;
        if (framed) break;
        frame = frame.parentElement;
      }
      if (!frame || frame === content) continue;
      const c = control.getBoundingClientRect();
      const f = frame.getBoundingClientRect();
      if (c.left < f.left - EPSILON || c.right > f.right + EPSILON || c.top < f.top - EPSILON || c.bottom > f.bottom + EPSILON) {
        problems.push(`${describe(control)} sticks out of ${describe(frame)}: ${round(c.left)}..${round(c.right)} x ${round(c.top)}..${round(c.bottom)} vs ${round(f.left)}..${round(f.right)} x ${round(f.top)}..${round(f.bottom)}`);
      }
    }

    // 6. No control alone on a wrapped line: in a wrapping flex row, a line after the first that holds only one
    //    button or field reads as orphaned (a Remove under a card, a lone Decline).
    for (const row of content.querySelectorAll("*")) {
      if (hiddenByDesign(row) || !isRendered(row)) continue;
      const style = getComputedStyle(row);
      if (!style.display.includes("flex") || style.flexDirection.startsWith("column") || style.flexWrap !== "wrap") continue;
      const children = [...row.children].filter((child) => isRendered(child) && !hiddenByDesign(child) && getComputedStyle(child).position !== "absolute");
      if (children.length < 2) continue;
      const lines = [];
      for (const child of children) {
        const top = child.getBoundingClientRect().top;
        const line = lines.find((l) => Math.abs(l.top - top) <= 4);
        if (line) line.members.push(child);
        else lines.push({ top, members: [child] });
      }
      lines.sort((a, b) => a.top - b.top);
      for (const line of lines.slice(1)) {
        if (line.members.length === 1 && line.members[0].matches(CONTROLS)) {
          problems.push(`${describe(line.members[0])} wraps alone onto a line of ${describe(row)}`);
        }
      }
    }

    // 6b. Siblings do not overlap (option `siblings`): no two in-flow children of one element share any area,
    //     which is what a squeezed row looks like (a name under the mode button, tabs over each other). Inline
    //     boxes, positioned children and a fieldset's legend are laid out on purpose and left out.
    if (options.siblings) {
      for (const parent of content.querySelectorAll("*")) {
        if (hiddenByDesign(parent) || !isRendered(parent)) continue;
        const kids = [...parent.children].filter((child) => {
          if (!isRendered(child) || hiddenByDesign(child) || child.matches("legend, option, svg *")) return false;
          const cs = getComputedStyle(child);
          return !cs.display.startsWith("inline") && cs.position !== "absolute" && cs.position !== "fixed";
        });
        const rects = kids.map((kid) => kid.getBoundingClientRect());
        for (let i = 0; i < kids.length; i++) {
          for (let j = i + 1; j < kids.length; j++) {
            const r = rects[i];
            const s = rects[j];
            const w = Math.min(r.right, s.right) - Math.max(r.left, s.left);
            const h = Math.min(r.bottom, s.bottom) - Math.max(r.top, s.top);
            if (w > 1 && h > 1) problems.push(`${describe(kids[i])} overlaps its sibling ${describe(kids[j])} by ${round(w)}x${round(h)} px`);
          }
        }
      }
    }

    // 7. Contrast of text against what is behind it.
    const contrastRules = options.contrast ?? [{ selector: "*", min: 4.5 }];
    const contrasts = [];
    for (const rule of contrastRules) {
      const candidates = rule.selector === "*" ? texts : [...content.querySelectorAll(rule.selector)].filter((el) => !hiddenByDesign(el) && isRendered(el));
      if (rule.selector !== "*" && candidates.length === 0) problems.push(`contrast: nothing matches ${rule.selector}`);
      for (const el of candidates) {
        const bg = backgroundBehind(el);
        const fg = parseColor(getComputedStyle(el).color);
        fg[3] *= opacityOf(el);
        const ratio = contrastRatio(over(fg, bg), bg);
        contrasts.push({ element: describe(el), ratio: round(ratio) });
        if (ratio < rule.min) {
          problems.push(`${describe(el)}: text contrast ${ratio.toFixed(2)} < ${rule.min} (text ${getComputedStyle(el).color} on rgb(${bg.slice(0, 3).map(Math.round).join(", ")}))`);
        }
      }
    }
    measured.contrast = contrasts;
    return { problems: [...new Set(problems)], measured };
  }

  /**
   * Scrolls the window's content (or the scrolling tab body holding it) so `selector`'s top meets its top (what a user sees after
   * scrolling down to it). False when nothing matches.
   */
  function scrollTo(selector, options = {}) {
    const root = document.querySelector(options.root ?? ".application");
    const content = root?.querySelector(options.content ?? ".window-content");
    const target = content?.querySelector(selector);
    if (!content || !target) return false;
    // The nearest ancestor that scrolls: a sheet's active tab body (its header stays put), else the content.
    let scroller = target.parentElement;
    while (scroller && scroller !== content) {
      const overflow = getComputedStyle(scroller).overflowY;
      if ((overflow === "auto" || overflow === "scroll") && scroller.scrollHeight > scroller.clientHeight) break;
      scroller = scroller.parentElement;
    }
    scroller ??= content;
    scroller.scrollTop += target.getBoundingClientRect().top - scroller.getBoundingClientRect().top;
    return true;
  }

  window.augmentedLayout = { check, scrollTo };
})();
