/** Designing augments (CY-DES-1): a rest clears the design lockout. */
import type { Feature } from "./feature";
import { registerDesign } from "../workflows/augment-design/view";

export const augmentDesignFeature: Feature = { id: "augment-design", register: [registerDesign] };
