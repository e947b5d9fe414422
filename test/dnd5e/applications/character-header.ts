/**
 * The character sheet's header as dnd5e draws it (release-5.3.3 `templates/actors/character-header.hbs:1-72`):
 * `header.sheet-header` > `.left` (the name, `.class`) and `.right`, whose children are, in order: the
 * `.level-badge` (:21), the `.inspiration` button (:26), a `.boon-badge` when epic boons are earned (:31), and a
 * plain `<div>` (:37-70) holding the `.sheet-header-buttons` rest buttons (one `.<type>-rest` per rest type,
 * `data-action="rest"`, when `showRests`: a GM, or an owner with the `allowRests` setting, character-sheet.mjs:498)
 * and the XP `.xp-label` and `.xp-bar` (when the `levelingMode` setting is not "noxp", :497).
 * dnd5e's layout of that last `<div>` hangs on its position (`less/v2/character.less:154-166`, under
 * `.dnd5e2.sheet.actor.character .sheet-header > .right`): `> div:last-child` is a column, and inside it
 * `.sheet-header-buttons` is absolutely placed. Anything appended after it in `.right` stops those rules from
 * matching. `HEADER_RULES` lists those selectors; `headerRuleMatches(sheetElement)` says which still match an
 * element (happy-dom or a browser), and `css/character-header.css` holds the same rules (our own declarations, the
 * properties that give the layout) for a browser test to load and measure.
 */
import { escapeHTML } from "../../foundry/utils";

/** The selectors of character.less:154-166 the header's layout depends on, from the sheet's root element. */
export const HEADER_RULES = {
  /** character.less:154: the XP and buttons column. */
  xpColumn: ".dnd5e2.sheet.actor.character .sheet-header > .right > div:last-child",
  /** character.less:161-164: the rest buttons, absolutely placed. */
  restButtons: ".dnd5e2.sheet.actor.character .sheet-header > .right > div:last-child .sheet-header-buttons",
  /** character.less:167: the XP label. */
  xpLabel: ".dnd5e2.sheet.actor.character .sheet-header > .right > div:last-child .xp-label",
} as const;

export type HeaderRule = keyof typeof HEADER_RULES;

/** For each rule, whether some element under `root` (or `root` itself) still matches it. */
export function headerRuleMatches(root: Element): Record<HeaderRule, boolean> {
  const matches = (selector: string): boolean => root.matches(selector) || root.querySelector(selector) !== null;
  return Object.fromEntries(Object.entries(HEADER_RULES).map(([k, s]) => [k, matches(s)])) as Record<HeaderRule, boolean>;
}

export interface HeaderContext {
  name: string;
  classLabel: string;
  level: number;
  inspiration: boolean;
  boonsEarned: number;
  showRests: boolean;
  showExperience: boolean;
  xp: { value: number; max: number; pct: number };
}

export function characterHeaderHTML(c: HeaderContext): string {
  const rests = c.showRests
    ? `<div class="sheet-header-buttons">${["short", "long"].map((t) => `<button type="button" class="${t}-rest gold-button" data-action="rest" data-type="${t}" aria-label="DND5E.REST.${t === "short" ? "Short" : "Long"}.Label"><i class="fa-solid" inert></i></button>`).join("")}</div>`
    : "";
  const xp = c.showExperience
    ? `<div class="xp-label roboto-upper"><span class="value">${c.xp.value}</span><span class="separator">/</span><span class="max">${c.xp.max}</span></div><div class="xp-bar" role="meter" style="--bar-percentage: ${c.xp.pct}%;"></div>`
    : "";
  return `<header class="sheet-header" data-application-part="header">`
    + `<div class="left"><div class="document-name">${escapeHTML(c.name)}</div><div class="class roboto-upper">${escapeHTML(c.classLabel)}</div></div>`
    + `<div class="right"><div class="level-badge badge">${c.level}</div>`
    + `<button type="button" class="inspiration unbutton" data-action="toggleInspiration" aria-pressed="${c.inspiration}"></button>`
    + (c.boonsEarned ? `<div class="boon-badge badge">${c.boonsEarned}</div>` : "")
    + `<div>${rests}${xp}</div></div></header>`;
}

/**
 * The npc sheet's header (release-5.3.3 `templates/actors/npc-header.hbs`), its skeleton: `header.sheet-header` >
 * `.left` (the portrait, then `.bottom.vitals` (:108) with `.left.ac` (:111, the AC badge) and **a `.right`** (:131,
 * the hit-point meter)), then `.right.stats` (:190) > `.top` (:192) > `.left` (:195, `.document-name` :201) and,
 * for an owner only (:248 `{{#if actor.isOwner}}`), `.right` (:249: `.left` with the `.sheet-header-buttons` row
 * (:253, always there; its rest buttons, plain `.gold-button`s, only when `showRests` :254-260) and the
 * `.proficiency` (:263), then the `.cr-badge` :272). So the first `.sheet-header .right` in document order is the
 * hit-point meter's column, not the stats column.
 */
export function npcHeaderHTML(c: { name: string; ac: number | string; hp: { value: number | string; max: number | string }; cr: number | string; owner: boolean; showRests: boolean }): string {
  const rests = c.showRests ? ["short", "long"].map((t) => `<button type="button" class="gold-button" data-action="rest" data-type="${t}"></button>`).join("") : "";
  const right = c.owner ? `<div class="right"><div class="left"><div class="sheet-header-buttons">${rests}</div><div class="proficiency"></div></div><div class="right cr-badge badge">${c.cr}</div></div>` : "";
  return `<header class="sheet-header" data-application-part="header">`
    + `<div class="left"><div class="portrait"><img alt="${escapeHTML(c.name)}"></div>`
    + `<div class="bottom vitals"><div class="left ac"><div class="ac-badge badge">${c.ac}</div></div>`
    + `<div class="right"><div class="meter hit-points sectioned"><div class="label"><span class="value">${c.hp.value}</span><span class="separator">/</span><span class="max">${c.hp.max}</span></div></div></div></div></div>`
    + `<div class="right stats"><div class="top"><div class="left"><div class="document-name">${escapeHTML(c.name)}</div><ul class="labels unlist"></ul></div>`
    + `${right}</div>`
    + `<div class="middle ability-scores card flexrow"></div></div></header>`;
}
