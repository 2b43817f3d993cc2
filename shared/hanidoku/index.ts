export {
  type EncodedHanidoku,
  type EncodeOptions,
  encodeHanidoku,
  hanidokuVariable,
} from './encode.ts';
export {
  drawHanidoku,
  formatHanidoku,
  type HanidokuValidation,
  parseHanidoku,
  validateHanidoku,
} from './format.ts';
export {
  type GeneratedHanidoku,
  type GenerateOptions,
  generateHanidoku,
  type HanidokuLevel,
} from './generate.ts';
export { type Direction, describeCell, describeRow } from './geometry.ts';
export {
  gradeHanidoku,
  type HanidokuGrade,
  type HanidokuGradeOptions,
  type HanidokuRating,
  type HanidokuUngradable,
  rateHanidoku,
  solvesHanidoku,
} from './grade.ts';
export { nextHanidokuHint } from './hint.ts';
export {
  HANIDOKU_TECHNIQUES,
  type HanidokuCellDigit,
  type HanidokuStep,
  type HanidokuTechnique,
  type HanidokuTechniqueId,
} from './logic.ts';
export { countHanidoku, searchHanidoku, solveHanidoku } from './solve.ts';
export { hanidokuSvg, type SvgOptions } from './svg.ts';
