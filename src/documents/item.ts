/** The system's Item class; item workflows (use, install, repair…) are added here by later issues. */
export class AugmentedItem extends Item {}
