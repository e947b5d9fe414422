/**
 * The GM Workshop: one window listing every gearforged and cyborg in the world (world actors
 * and unlinked tokens' actors) with the lines its row sources give (./rows.ts: the body, the maintenance clock,
 * damaged augments, running timers); each entry opens the actor's sheet. Modules (and tests, whose code loads
 * apart from each client's system) add row sources from the `augmented.workshopRows` hook, fired once per client
 * before the first render. GM only: a player who calls
 * `openWorkshop` is told so and nothing opens. It re-renders when world time moves (src/hooks/combat.ts calls
 * `refreshWorkshop`) and from its Refresh button.
 */
import { templatePath } from "../constants";
import { applicationBase } from "../sheets/sheet-base";
import { workshops } from "./instances";
import { actorsInPlay } from "../utils/actors-in-play";
import { HOOKS } from "../utils/hook-names";
import { notifyWarn } from "../utils/notify";
import { registerCoreWorkshopRows } from "./core-rows";
import { registerWorkshopRows, workshopEntries } from "./rows";
import { registerThirteenthAgeWorkshopRows } from "./thirteenth-age-rows";

/** The slice of ApplicationV2 (v13) the workshop uses (the mixed class's full types overflow tsc, see sheet-base.ts). */
interface WorkshopInstance {
  readonly rendered: boolean;
  readonly element: HTMLElement;
  render(options?: boolean | { force?: boolean }): Promise<unknown>;
  close(options?: object): Promise<unknown>;
  _prepareContext(options: object): Promise<Record<string, unknown>>;
}

const Base = applicationBase<WorkshopInstance>();

export class GearforgedWorkshop extends Base {
  static override DEFAULT_OPTIONS = {
    id: "augmented-workshop",
    classes: ["augmented", "workshop"],
    tag: "section",
    window: { title: "AUGMENTED.Workshop.Title", icon: "fa-solid fa-screwdriver-wrench", resizable: true },
    position: { width: 560, height: 600 },
    actions: {
      openActorSheet: GearforgedWorkshop.#onOpenSheet,
      refreshWorkshop: GearforgedWorkshop.#onRefresh,
    },
  };

  static override PARTS = {
    entries: { template: templatePath("workshop/workshop.hbs"), scrollable: [".workshop-entries"] },
  };

  override async _prepareContext(options: object): Promise<Record<string, unknown>> {
    const context = await super._prepareContext(options);
    const now = game.time?.worldTime ?? 0;
    return { ...context, entries: workshopEntries(actorsInPlay(), now) };
  }

  static async #onOpenSheet(this: GearforgedWorkshop, _event: Event, target: HTMLElement): Promise<void> {
    const uuid = target.closest<HTMLElement>("[data-actor-uuid]")?.dataset.actorUuid ?? "";
    const actor = actorsInPlay().find((a) => a.uuid === uuid);
    await actor?.sheet?.render(true);
  }

  static async #onRefresh(this: GearforgedWorkshop): Promise<void> {
    await this.render();
  }
}

const sourcesAsked = new WeakSet<object>();

/** The row sources, once per session: the workshop's own, then any a module adds from `augmented.workshopRows`. */
function ensureRowSources(): void {
  if (sourcesAsked.has(game)) return;
  sourcesAsked.add(game);
  registerCoreWorkshopRows();
  registerThirteenthAgeWorkshopRows();
  Hooks.callAll(HOOKS.workshopRows, registerWorkshopRows);
}

/** Open (or bring up) the workshop. GM only: anyone else is told and nothing opens. */
export async function openWorkshop(): Promise<GearforgedWorkshop | null> {
  if (!game.user?.isGM) {
    notifyWarn("AUGMENTED.Workshop.GmOnly");
    return null;
  }
  ensureRowSources();
  const open = workshops.get(game);
  const instance = open instanceof GearforgedWorkshop ? open : new GearforgedWorkshop();
  workshops.set(game, instance);
  await instance.render({ force: true });
  return instance;
}
