/** The rests (CORE-5), loaded on the first rest through ./load.ts; what registers into them is ./registry.ts. */
export { longRest, shortRest } from "./rest";
