import { DEFAULT_BUDGET } from '../shared/search.ts';

/** The help text of each command, and of the tool (`main`). */
export const HELP: Record<string, string> = {
  main: `Usage: sudoku <command> [options]

Commands:
  solve [FILE|-]   solve one puzzle per line, one answer per line
  count [FILE|-]   count the solutions of each puzzle, up to a limit
  grids -n N       write N distinct solved 9x9 grids
  sat FILE.cnf     solve a DIMACS CNF formula (CDCL, or DPLL with --dpll)
  cnf [FILE|-]     write the DIMACS CNF of a puzzle
  draw [FILE|-]    draw puzzles or solutions for the terminal

Run 'sudoku <command> --help' for a command's options.
Exit status: 0 success, 1 bad input, 2 usage error ('sat': 10 SAT, 20 UNSAT, 0 UNKNOWN).
`,
  solve: `Usage: sudoku solve [FILE|-] [options]

Reads puzzles, one per line (81 characters for 9x9; 16, 36, 64, 144 or 256 for the other
sizes; 61 for hanidoku; '.', '0', '_', '*', 'x' or space for a blank; anything after the grid
and a space, tab, ',', ':' or ';' is ignored), or one puzzle drawn over several lines (.sdk,
or with | - +). Writes one line per input line, in the same order: the solution,
'unsolvable', 'multiple' (with --unique), 'budget' (search budget spent) or 'invalid' (the
reason goes to stderr). Blank lines stay blank and '#' lines are copied.

Options:
  -o, --output FILE   write to FILE instead of standard output
  -u, --unique        answer 'multiple' when a puzzle has more than one solution
      --budget N      search nodes per puzzle (default ${DEFAULT_BUDGET})
      --variant V     classic (default), x (diagonals are units too), jigsaw (with
                      --regions) or hanidoku (the 61-cell honeycomb)
      --regions MAP   jigsaw regions: one label per cell, row by row (e.g. 111222333…),
                      or a file holding them
      --zero-based    digits are 0-9, A-F (for 16x16) instead of 1-9, A-G
      --stats         print a summary (counts, time, puzzles per second) on stderr
  -h, --help          show this help

Example: sudoku solve puzzles.txt -o solutions.txt --stats
`,
  count: `Usage: sudoku count [FILE|-] [options]

Reads puzzles as 'sudoku solve' does and writes, per line, the number of solutions, capped at
the limit (so with the default limit 2, '2' means two or more).

Options:
  -l, --limit N       stop counting at N solutions (default 2)
  -o, --output FILE   write to FILE instead of standard output
      --budget N      search nodes per puzzle (default ${DEFAULT_BUDGET})
      --variant V     classic (default), x, jigsaw (with --regions) or hanidoku
      --regions MAP   jigsaw regions (see 'sudoku solve --help')
      --zero-based    digits are 0-9, A-F
      --stats         print a summary on stderr
  -h, --help          show this help

Example: sudoku count --limit 1000 puzzles.txt
`,
  grids: `Usage: sudoku grids -n N [options]

Writes N distinct solved 9x9 grids (1 <= N <= 10,000,000), one 81-digit line each. The same
seed always gives the same grids; without --seed a seed is chosen and printed on stderr.

Options:
  -n, --count N       how many grids
  -o, --output FILE   write to FILE instead of standard output
      --seed S        any text
      --first D       fix the top-left digit to D (1-9)
      --stats         print time and grids per second on stderr
  -h, --help          show this help

Example: sudoku grids -n 1000000 --seed course --first 5 -o grids.txt
`,
  sat: `Usage: sudoku sat FILE.cnf [options]

Solves a formula in DIMACS CNF ('-' reads standard input) and prints the SAT competition
output: 'c' statistics, 's SATISFIABLE', 's UNSATISFIABLE' or 's UNKNOWN', and the model in
'v … 0' lines. Exit status as MiniSat's: 10 satisfiable, 20 unsatisfiable, 0 unknown;
1 when the file is not valid DIMACS (the line and problem go to stderr).

Options:
      --dpll          use the plain DPLL solver instead of CDCL
      --budget N      give up (UNKNOWN) after N conflicts (DPLL: backtracks)
      --res           also write FILE.res in the course format: 's 1|0|-1', the
                      assignment on a 'v' line, and 't' the milliseconds
  -h, --help          show this help

Example: sudoku sat uf250-01.cnf --res
`,
  cnf: `Usage: sudoku cnf [FILE|-] [options]

Writes the DIMACS CNF of one puzzle (in any form 'sudoku solve' reads), so that any SAT
solver can solve it. Variable cell*N + d (DIMACS numbering, cells from 0, digits 1..N)
means "cell holds digit d"; the 'c' lines say so.

Options:
  -o, --output FILE   write to FILE instead of standard output
      --variant V     classic (default), x, jigsaw (with --regions) or hanidoku
      --regions MAP   jigsaw regions (see 'sudoku solve --help')
      --amo E         at-most-one encoding: pairwise (default) or sequential
      --zero-based    digits are 0-9, A-F
  -h, --help          show this help

Example: sudoku cnf puzzle.txt -o puzzle.cnf && minisat puzzle.cnf
`,
  draw: `Usage: sudoku draw [FILE|-] [options]

Draws each puzzle or solution of the input (one per line, or one drawn over several lines)
as a grid with its boxes framed, or as a honeycomb for hanidoku; a blank line between them.

Options:
      --variant V     classic (default), x, jigsaw (with --regions) or hanidoku
      --regions MAP   jigsaw regions (see 'sudoku solve --help')
      --zero-based    digits are 0-9, A-F
  -h, --help          show this help

Example: sudoku solve puzzles.txt | sudoku draw
`,
};
