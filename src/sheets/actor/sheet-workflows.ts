/**
 * The actor workflows the sheets call, each optional: a sheet shows a button only when the Actor class offers the
 * method (src/workflows/workflow-actor.ts), so a sheet never calls what the configured Actor lacks.
 */
type RollCall = (id: string, options: { event: Event }) => unknown;

export interface ActorWorkflows {
  rollAbilityCheck?: RollCall;
  rollSavingThrow?: RollCall;
  rollSkill?: RollCall;
  rollDeathSave?: (options: { event: Event }) => unknown;
  rollAttack?: (item: Item.Implementation, options: { event: Event }) => unknown;
  rollDamage?: (item: Item.Implementation, options: object) => unknown;
  rollToolCheck?: (item: Item.Implementation, options: { event: Event }) => unknown;
  rollQuickAttack?: (index: number, options: { event: Event }) => unknown;
  shortRest?: () => unknown;
  longRest?: () => unknown;
  removeUpgrade?: (item: Item.Implementation) => unknown;
  startMaintenanceClock?: () => unknown;
  useConsumable?: (item: Item.Implementation) => unknown;
  stabilizeGearforged?: (method: string, options: { event: Event }) => unknown;
  askRestoreGearforged?: () => unknown;
  useUpgrade?: (item: Item.Implementation) => unknown;
  installMemoryGear?: () => unknown;
  chooseIntegratedWeapon?: (side: string) => unknown;
}
