export { applyEvent, type GameEvent, hintMove } from './events.ts';
export { type Direction, type GamePuzzle, type GameRules, gamePuzzle, gridRules } from './rules.ts';
export {
  type DeserializeOptions,
  deserializeGame,
  puzzleFingerprint,
  SAVE_VERSION,
  serializeGame,
} from './save.ts';
export {
  type CreateGameOptions,
  conflictsOf,
  createGame,
  EDIT_STRIDE,
  type Edit,
  elapsedMs,
  type Game,
  hintCandidates,
  isGiven,
  wrongCells,
} from './state.ts';
