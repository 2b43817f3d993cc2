export {
  type EncodedHanidoku,
  type EncodeOptions,
  encodeHanidoku,
  hanidokuVariable,
} from './encode.ts';
export {
  drawHanidoku,
  formatHanidoku,
  type HanidokuError,
  HanidokuFormatError,
  type HanidokuProblem,
  type HanidokuValidation,
  parseHanidoku,
  validateHanidoku,
} from './format.ts';
export { type GeneratedHanidoku, type GenerateOptions, generateHanidoku } from './generate.ts';
export { type Direction, describeCell, describeRow } from './geometry.ts';
export { countHanidoku, searchHanidoku, solveHanidoku } from './solve.ts';
export { hanidokuSvg, type SvgOptions } from './svg.ts';
