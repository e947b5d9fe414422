/** A save asked of a target, rolled by its owner from the card (GF-UPG-11, CY-ATK-3). */
export { postSaveRequest, type SaveRequestInput } from "./post";
export { registerSaveSource, type SaveFollowUp, type SaveSource } from "./sources";
