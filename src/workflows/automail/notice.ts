/**
 * AM-SEEN-1 at the table: the GM asks "who notices?" about a character's worn automail. For each observer (the
 * tokens' actors on the viewed scene, or the ones given) the rules say who notices each limb without a roll (every
 * reforged limb; an unhidden modern limb at passive Perception 17 or more) and who could with an active Wisdom
 * (Perception) check against DC 10; hidden limbs are not noticed by these means. The answer is a card whispered to
 * the GMs (it says what players may not know). Nothing is changed.
 */
import { postCard } from "../../applications/chat/cards";
import { NOTICE_ACTIVE_DC, NOTICE_PASSIVE, isWorn, noticeRule, noticesLimb } from "../../rules/automail";
import { cardText } from "../../data/chat/card-text";
import { notifyError, notifyInfo } from "../../utils/notify";
import { bodyOf } from "./read";

export interface NoticeAnswer {
  observer: string;
  /** Limbs noticed without a roll. */
  noticed: string[];
  /** Limbs an active Wisdom (Perception) DC 10 would notice. */
  onCheck: string[];
}

function passivePerception(actor: Actor.Implementation): number {
  // cast: the character model's prepared skills; the value is checked to be a number.
  const passive = (actor.system as { skills?: { prc?: { passive?: unknown } } }).skills?.prc?.passive;
  return typeof passive === "number" ? passive : 10;
}

/** The actors of the tokens on the viewed scene (each once), without `actor` itself. */
function sceneObservers(actor: Actor.Implementation): Actor.Implementation[] {
  // cast: read structurally; a world without a viewed scene gives nobody.
  const scene = game.scenes?.viewed;
  const out = new Map<string, Actor.Implementation>();
  for (const token of scene?.tokens ?? []) {
    const other = token.actor;
    if (other && other.uuid !== actor.uuid) out.set(other.uuid, other);
  }
  return [...out.values()];
}

/** GM only. Null when refused or when nobody is there to notice anything. */
export async function whoNotices(actor: Actor.Implementation, observers?: readonly Actor.Implementation[]): Promise<NoticeAnswer[] | null> {
  if (!game.user?.isGM) {
    notifyError("AUGMENTED.Automail.Notice.GmOnly");
    return null;
  }
  const limbs = bodyOf(actor).limbs.filter(isWorn);
  if (limbs.length === 0) {
    notifyInfo("AUGMENTED.Automail.Notice.NothingWorn", { name: actor.name ?? "" });
    return null;
  }
  const watchers = observers ?? sceneObservers(actor);
  const answers: NoticeAnswer[] = watchers.map((observer) => {
    const passive = passivePerception(observer);
    return {
      observer: observer.name ?? "",
      noticed: limbs.filter((l) => noticesLimb(l, { passivePerception: passive })).map((l) => l.name),
      onCheck: limbs.filter((l) => !noticesLimb(l, { passivePerception: passive }) && noticeRule(l).kind === "check").map((l) => l.name),
    };
  });
  const none = cardText("AUGMENTED.Automail.Notice.None");
  const names = (list: string[]) => (list.length > 0 ? list.join(", ") : none);
  const lines = [
    cardText("AUGMENTED.Automail.Notice.Rule", { dc: NOTICE_ACTIVE_DC, passive: NOTICE_PASSIVE }),
    ...limbs.map((l) => cardText("AUGMENTED.Automail.Notice.LimbLine", { name: l.name, rule: cardText(`AUGMENTED.Automail.Notice.${noticeRule(l).kind}`, { dc: NOTICE_ACTIVE_DC, passive: NOTICE_PASSIVE }) })),
    ...answers.map((a) => cardText("AUGMENTED.Automail.Notice.ObserverLine", { observer: a.observer, noticed: names(a.noticed), check: names(a.onCheck), dc: NOTICE_ACTIVE_DC })),
  ];
  if (answers.length === 0) lines.push(cardText("AUGMENTED.Automail.Notice.NoObservers"));
  // Whispered: the answer stays among the GMs.
  const whisper = [...(game.users ?? [])].filter((u) => u.isGM).flatMap((u) => (u.id ? [u.id] : []));
  await postCard({ kind: "automail-notice", title: cardText("AUGMENTED.Automail.Notice.Title", { name: actor.name ?? "" }), lines }, { actor, whisper });
  return answers;
}
