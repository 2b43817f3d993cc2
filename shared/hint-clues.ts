import type { Step, TechniqueId } from './grade/types.ts';
import { listWithAnd } from './words.ts';

/**
 * What a hint's second level says to look for, one clause per technique, in words a player
 * knows: "7 fits only one cell there" after "Look for a hidden single in box 5: ". A clue names
 * the pattern's digits, never the cells or the move (the third level's explanation does).
 */

const COUNT_WORDS = ['', 'one', 'two', 'three', 'four'];

/** The article and name a sentence takes for each technique: "a hidden single", "an X-Wing". */
const NAMES: Record<TechniqueId, string> = {
  'full-house': 'a full house',
  'naked-single': 'a naked single',
  'hidden-single': 'a hidden single',
  pointing: 'a pointing pair or triple',
  claiming: 'a claiming pair or triple',
  'naked-pair': 'a naked pair',
  'hidden-pair': 'a hidden pair',
  'naked-triple': 'a naked triple',
  'hidden-triple': 'a hidden triple',
  'naked-quad': 'a naked quad',
  'hidden-quad': 'a hidden quad',
  'x-wing': 'an X-Wing',
  swordfish: 'a Swordfish',
  jellyfish: 'a Jellyfish',
  'finned-x-wing': 'a finned X-Wing',
  'sashimi-x-wing': 'a sashimi X-Wing',
  'finned-swordfish': 'a finned Swordfish',
  'sashimi-swordfish': 'a sashimi Swordfish',
  'finned-jellyfish': 'a finned Jellyfish',
  'sashimi-jellyfish': 'a sashimi Jellyfish',
  skyscraper: 'a Skyscraper',
  'two-string-kite': 'a 2-String Kite',
  'empty-rectangle': 'an empty rectangle',
  'simple-colouring': 'simple colouring',
  'xy-wing': 'an XY-Wing',
  'xyz-wing': 'an XYZ-Wing',
  'w-wing': 'a W-Wing',
  'unique-rectangle-1': 'a unique rectangle',
  'unique-rectangle-2': 'a unique rectangle',
  'unique-rectangle-3': 'a unique rectangle',
  'unique-rectangle-4': 'a unique rectangle',
  'unique-rectangle-5': 'a unique rectangle',
  'unique-rectangle-6': 'a unique rectangle',
  'hidden-rectangle': 'a hidden rectangle',
  'bug-plus-1': 'a BUG+1',
  'x-chain': 'an X-Chain',
  'xy-chain': 'an XY-Chain',
  'x-cycle': 'an X-Cycle',
  'nice-loop': 'a nice loop',
  aic: 'an alternating inference chain',
  'forcing-x-chain': 'a forcing X-chain',
  'forcing-chain': 'a forcing chain',
  'cell-forcing-chain': 'a cell forcing chain',
  'unit-forcing-chain': 'a unit forcing chain',
  'dynamic-forcing-chain': 'a dynamic forcing chain',
  'nested-forcing-chain': 'a nested forcing chain',
  'wxyz-wing': 'a WXYZ-Wing',
  'vwxyz-wing': 'a VWXYZ-Wing',
  'sue-de-coq': 'a Sue de Coq',
  'als-xz': 'an ALS-XZ',
  'als-xy-wing': 'an ALS-XY-Wing',
  'death-blossom': 'a death blossom',
};

/** A technique's name with its article, as a sentence takes it: "a naked pair". */
export function techniqueNoun(id: TechniqueId): string {
  return NAMES[id];
}

/**
 * The second level of a technique's hint, one sentence: where to look and what for.
 * @example techniqueClue(step, 'box 5') // "Look for a hidden single in box 5: 7 fits only one cell there."
 */
export function techniqueClue(step: Step, where: string): string {
  return `Look for ${NAMES[step.technique]} in ${where}: ${clause(step)}.`;
}

/** A rectangle's two digits, ascending: "2 and 6". */
function rectangleDigits(step: Step): string {
  const [x, y] = step.digits;
  return `${Math.min(x, y)} and ${Math.max(x, y)}`;
}

function clause(step: Step): string {
  const d = listWithAnd(step.digits.map(String));
  const n = COUNT_WORDS[step.cells.length] ?? String(step.cells.length);
  // A finned fish's units end with its fins' box.
  const lines = COUNT_WORDS[Math.floor(step.units.length / 2)] ?? '';
  switch (step.technique) {
    case 'full-house':
      return 'only one cell is left empty there';
    case 'naked-single':
      return 'one empty cell there has only one digit left';
    case 'hidden-single':
      return `${d} fits only one cell there`;
    case 'pointing':
      return `inside the box, ${d} fits only cells of one line, so the rest of that line cannot hold it`;
    case 'claiming':
      return `inside the line, ${d} fits only cells of one box, so the rest of that box cannot hold it`;
    case 'naked-pair':
    case 'naked-triple':
    case 'naked-quad':
      return `${n} cells there can hold only ${d} between them`;
    case 'hidden-pair':
    case 'hidden-triple':
    case 'hidden-quad':
      return `${d} fit only the same ${n} cells there`;
    case 'x-wing':
    case 'swordfish':
    case 'jellyfish':
      return `in ${lines} lines, ${d} fits only cells of ${lines} crossing lines`;
    case 'finned-x-wing':
    case 'sashimi-x-wing':
    case 'finned-swordfish':
    case 'sashimi-swordfish':
    case 'finned-jellyfish':
    case 'sashimi-jellyfish':
      return `in ${lines} lines, ${d} fits only cells of ${lines} crossing lines, but for fins in one box`;
    case 'skyscraper':
      return `two parallel lines hold ${d} in only two cells each, and one end of each lines up`;
    case 'two-string-kite':
      return `a row and a column hold ${d} in only two cells each, and one end of each shares a box`;
    case 'empty-rectangle':
      return `a box holds ${d} only along one row and one column, and a line holds ${d} in only two cells`;
    case 'simple-colouring':
      return `follow the units that hold ${d} in only two cells: those cells take ${d} by turns`;
    case 'xy-wing':
      return 'a cell with two candidates sees two others with two candidates each';
    case 'xyz-wing':
      return 'a cell with three candidates sees two others with two candidates each';
    case 'w-wing':
      return `two cells hold the same two candidates, ${d}, and a unit joins them by one of those digits`;
    case 'unique-rectangle-1':
      return `four cells on two rows, two columns and two boxes could swap ${d}, which a puzzle with one solution never allows`;
    case 'unique-rectangle-2':
    case 'unique-rectangle-5':
      return `four cells on two rows, two columns and two boxes hold ${rectangleDigits(step)}, and those with more candidates share one more, ${step.digits[2]}: one of them must take it`;
    case 'unique-rectangle-3':
      return `four cells on two rows, two columns and two boxes hold ${rectangleDigits(step)}; two of them hold more, and with other cells of their ${step.units.length === 1 ? 'unit' : 'units'} those extras make a naked set`;
    case 'unique-rectangle-4':
    case 'unique-rectangle-6':
    case 'hidden-rectangle':
      return `four cells on two rows, two columns and two boxes hold ${rectangleDigits(step)}, and ${step.digits[0]} has nowhere else to go in some of their rows, columns or boxes`;
    case 'bug-plus-1':
      return 'every empty cell but one has exactly two candidates';
    case 'x-chain':
      return `a chain of cells in which ${d} must alternate, on and off`;
    case 'xy-chain':
      return 'a chain of cells with two candidates each, linked by their shared digits';
    case 'x-cycle':
      return `a loop of cells in which ${d} must alternate, on and off (cells of one box along one line may count as one)`;
    case 'nice-loop':
    case 'aic':
      return 'a chain of candidates that alternate, on and off, through units holding a digit twice and cells holding two digits';
    case 'forcing-x-chain':
    case 'forcing-chain':
      return `suppose ${d} in one cell and follow what must then hold: it leads back to its own opposite`;
    case 'cell-forcing-chain':
    case 'unit-forcing-chain':
    case 'dynamic-forcing-chain':
      return 'follow each possibility in turn: all of them lead to the same conclusion';
    case 'nested-forcing-chain':
      return 'follow each possibility in turn, using smaller deductions along the way where the trail stalls: all of them lead to the same conclusion';
    case 'wxyz-wing':
    case 'vwxyz-wing':
      return `${n} cells that see one another hold one digit more than their count, and a cell with two candidates is tied to them by one`;
    case 'sue-de-coq':
      return `where a line meets a box, a few cells hold ${d}, at least two digits more than their count; cells in the rest of the line and the rest of the box, sharing no digit, take up the extra ones`;
    case 'als-xz':
      return `two sets of cells, each in one row, column or box, hold one digit more than their count; every ${step.digits[0]} of one sees every ${step.digits[0]} of the other`;
    case 'als-xy-wing':
      return `three sets of cells, each holding one digit more than its count, are linked one to the next by ${step.digits[0]} and ${step.digits[1]}, and the outer two both hold ${step.digits[2]}`;
    case 'death-blossom':
      return `a cell holding ${listWithAnd(step.digits.slice(0, -1).map(String))} has, for each of them, a set of cells with one digit more than their count whose cells with that digit all see it; each set holds ${step.digits[step.digits.length - 1]}`;
  }
}
