import { classicGeometry, type Geometry } from '../../../shared/geometry.ts';
import { solveLogically } from '../../../shared/grade/logic.ts';
import {
  applyStep,
  cloneState,
  createState,
  type GradeState,
} from '../../../shared/grade/state.ts';
import { TECHNIQUE_BY_ID } from '../../../shared/grade/techniques.ts';
import type { Step, TechniqueId } from '../../../shared/grade/types.ts';
import { createPuzzle } from '../../../shared/puzzle.ts';
import { solve } from '../../../shared/solve.ts';

/**
 * One real position per technique, for the How to play page: each puzzle below was made by
 * this project's generator (version 1, seed `howto-LEVEL-N`) and picked because the grader,
 * solving it, takes a step of that technique with few or no harder steps before it. The page
 * replays the grader's own solution up to that step and draws what the technique's `find`
 * returns there, so every drawn example is the engine's, checked against the puzzle's solution.
 */
const EXAMPLE_PUZZLES: Readonly<Partial<Record<TechniqueId, string>>> = {
  'full-house': '019000506080100000000085104850002600000000000900001002004700030070030000203090040',
  'naked-single':
    '000070000070100480600000020009010005000003000000900604908064500300000000520009800',
  'hidden-single':
    '000070000070100480600000020009010005000003000000900604908064500300000000520009800',
  pointing: '000070000070100480600000020009010005000003000000900604908064500300000000520009800',
  claiming: '008000470400020050650901000280000000000002010000060390003000040500003009040010500',
  'naked-pair': '000300000015000904400600000057010600000030005020700000002000480003160500080000090',
  'hidden-pair':
    '000208010018009000040070000004000100000040070002900630070001000090000860500300000',
  'naked-triple':
    '000000500001700020400035000020098700000500014300007000703901000080002000200000460',
  'hidden-triple':
    '009000600100000300050070090000800430010007902080020000400012000530009010000603200',
  'unique-rectangle-1':
    '105000040000400008970050103000000000039605000600080500010000004000801000800730002',
  'bug-plus-1': '700200900000600027080030006008000079000710340060000001009050004000004000001870000',
  'naked-quad': '320050000008000000074100000007010002230000000000600800800000307006500009100804200',
  'empty-rectangle':
    '012000000000009200900030040206300409103020000800005700000000002300582000007010300',
  skyscraper: '000000430010630209300080600709300000000050000004002700030045090000000870000010000',
  'x-wing': '040803000000004620080090300103000000400209001607000005070025900000008000500000200',
  'hidden-quad':
    '705009004000006900001080500050000806300000000049000000000027001090000300000560040',
  swordfish: '706008500210700300000406100020800605380105040600040000000000200000070030009000000',
  'two-string-kite':
    '038501600000043100104009050090006008400020700005000090000760000000000000500000410',
  'simple-colouring':
    '048000300000090000000000007100008000002000010090050002081002004200460809900003070',
  'w-wing': '503410908000098060000300040000260000680000070100000000200003090000620700304700001',
  'xy-wing': '074602300000008000910070000000000700041000905025090001030500100200700503000340006',
  'xyz-wing': '000007400143000070900065000000000800020080050408090012709000000000730600010042000',
  jellyfish: '000080506005000040001600203000826000080300004090004020700105008600000000009000065',
  'x-chain': '100000069083407000000000400000000020300050000590820100000700500038000000600002003',
  'xy-chain': '000007400143000070900065000000000800020080050408090012709000000000730600010042000',
  // The techniques tried only where every other one is stuck: puzzles of the Sudoku Exchange
  // puzzle bank (public domain), which no generated puzzle needs.
  'unique-rectangle-2':
    '006900702050000900708002000500008300000010000002300004000400107005000090809007500',
  'unique-rectangle-3':
    '670000045050384070008000300200000003800090001000102000007000600004060500000205000',
  'unique-rectangle-4':
    '000030000560749083000802000000000000001608500090307040300090006070103050005000800',
  'unique-rectangle-5':
    '003050800000812000000000000300501009009423700017000350605000104040030020070040080',
  'unique-rectangle-6':
    '002080400050070090009030700000705000000040000078601540100000004020000010060409080',
  'hidden-rectangle':
    '200050006010000090600801003007090600000703000900080002100000005060902010003060200',
  'wxyz-wing': '700040006000759000900801003000524000030000020400000007501000208080000010209000304',
  'vwxyz-wing': '000600309306700010001004720900500000010000070000006001053900100070005804809007000',
  'sue-de-coq': '900500001070304950050009000061000045000070000530000180000400020027901060300006008',
  'als-xz': '600800079400070600030005000003000008010030050200000700000700080009020006150003007',
  'als-xy-wing':
    '600800079400070600030005000003000008010030050200000700000700080009020006150003007',
  'death-blossom':
    '380004007001070003005008460406000000030000010000000809063900100500080300800200075',
  'forcing-chain':
    '006000200900000004243000896000591000002080300400203001300000007000907000010408020',
  'cell-forcing-chain':
    '006000200900000004243000896000591000002080300400203001300000007000907000010408020',
  'unit-forcing-chain':
    '006401500300509001000030000205000703030040020670000058060907080000050000002304900',
  'dynamic-forcing-chain':
    '200000008630000029904000607003902400000547000000000000306871204020000060040060080',
  // From hard20.txt (a public forum set): no Sudoku Exchange puzzle needs nested chains.
  'nested-forcing-chain':
    '708000300000201000500000000040000026300080000000100090090600004000070500000000000',
};

/** A technique at work: the position just before its step, the step, and the puzzle's solution. */
export interface TechniqueExample {
  geometry: Geometry;
  givens: Uint8Array;
  state: GradeState;
  step: Step;
  solution: Uint8Array;
}

/** The puzzle of a line of 81 digits, 0 for a blank. */
function givensOf(line: string): Uint8Array {
  return Uint8Array.from(line, Number);
}

/**
 * The example of a technique: the grader solves its puzzle, and the position before its first
 * step of that technique is where the technique's own `find` is asked. Throws (failing the
 * build) when the grader no longer takes that step, or when the step contradicts the solution.
 */
export function techniqueExample(id: TechniqueId): TechniqueExample {
  const geometry = classicGeometry(9);
  const line = EXAMPLE_PUZZLES[id];
  if (!line) throw new Error(`no example puzzle for ${id}`);
  const givens = givensOf(line);
  const solution = solve(createPuzzle(geometry, givens)).solution;
  if (!solution) throw new Error(`the ${id} example puzzle has no solution`);
  const state = createState(geometry, givens);
  const { steps } = solveLogically(cloneState(state), { record: true, lastResort: true });
  for (const taken of steps) {
    if (taken.technique === id) {
      const step = TECHNIQUE_BY_ID.get(id)?.find(state);
      if (!step) break;
      checkStep(id, step, solution);
      return { geometry, givens, state, step, solution };
    }
    applyStep(state, taken);
  }
  throw new Error(`the grader no longer takes a ${id} step in its example puzzle`);
}

function checkStep(id: TechniqueId, step: Step, solution: Uint8Array): void {
  const wrong =
    step.placements.some(({ cell, digit }) => solution[cell] !== digit) ||
    step.eliminations.some(({ cell, digit }) => solution[cell] === digit);
  if (wrong || step.placements.length + step.eliminations.length === 0) {
    throw new Error(`the ${id} example step contradicts its puzzle's solution`);
  }
}
