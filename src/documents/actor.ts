/**
 * The system's Actor class. Workflows that combine rules, rolls, dialogs and chat live here (later issues add
 * damage, rests, installs…); derived numbers live in the type data models.
 */
export class AugmentedActor extends Actor {}
