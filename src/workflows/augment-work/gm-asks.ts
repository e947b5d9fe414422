/**
 * The GM's decisions the augment workflows ask for (DCs, flaws, Lasting Effects, compromised removals, use
 * checks): each dialog (a leaf under src/applications/dialogs) wrapped by the one player → GM channel, so it opens
 * on the GM's screen also when a player runs the workflow. Registered at module load under a fixed kind, the
 * same on every client.
 */
import { gmDecision } from "../../requests";
import { askAugmentDcsHere, askLastingEffectHere } from "../../applications/dialogs/augment-dc";
import { askCompromisedHere, askDcPairHere, askTextHere } from "../../applications/dialogs/augment-install-dialogs";
import { askAugmentUseCheckHere } from "../../applications/dialogs/augment-use-check";

export const askAugmentDcs = gmDecision("askAugmentDcs", askAugmentDcsHere);
export const askLastingEffect = gmDecision("askLastingEffect", askLastingEffectHere);
export const askDcPair = gmDecision("askDcPair", askDcPairHere);
export const askText = gmDecision("askText", askTextHere);
export const askCompromised = gmDecision("askCompromised", askCompromisedHere);
export const askAugmentUseCheck = gmDecision("askAugmentUseCheck", askAugmentUseCheckHere);
