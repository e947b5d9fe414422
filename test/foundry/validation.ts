/**
 * Validation failures collected while walking a schema, thrown as one Error naming every failing field,
 * like Foundry's DataModelValidationError (https://foundryvtt.com/api/v13/classes/foundry.data.validation.DataModelValidationError.html).
 */
export interface ValidationFailure {
  path: string;
  message: string;
}

export class DataModelValidationError extends Error {
  readonly failures: ValidationFailure[];

  constructor(modelName: string, failures: ValidationFailure[]) {
    const lines = failures.map((f) => `  ${f.path || "(root)"}: ${f.message}`);
    super(`${modelName} validation errors:\n${lines.join("\n")}`);
    this.name = "DataModelValidationError";
    this.failures = failures;
  }

  /** The failure recorded for one field path, if any. */
  getFailure(path: string): ValidationFailure | undefined {
    return this.failures.find((f) => f.path === path);
  }
}

export function joinPath(base: string, key: string | number): string {
  return base ? `${base}.${key}` : String(key);
}
