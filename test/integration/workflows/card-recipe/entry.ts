/**
 * The system's entry with the throwaway kind's registry line (step 3 of the recipe): the line
 * `throwaway: ThrowawayCardData,` that src/data/chat/index.ts `CHAT_DATA_MODELS` would hold, made on the same
 * object while the module loads, before the system's init registers the registry. Each client loads its own copy.
 */
import { CHAT_DATA_MODELS } from "../../../../src/data/chat/index";
import { ThrowawayCardData } from "./throwaway";
import "../../../../src/index";

Object.assign(CHAT_DATA_MODELS, { throwaway: ThrowawayCardData });
