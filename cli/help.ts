import { DEFAULT_BUDGET } from '../shared/search.ts';

/** The help text of each command, and of the tool (`main`). */
export const HELP: Record<string, string> = {
  main: `Usage: sudoku <command> [options]

Commands:
  solve [FILE|-]   solve one puzzle per line, one answer per line
  count [FILE|-]   count the solutions of each puzzle, up to a limit
  grids -n N       write N distinct solved 9x9 grids
  generate         make puzzles with one solution at a level, the same ones for a seed
  grade [FILE|-]   rate each puzzle: level, score and hardest technique needed
  hint PUZZLE      the next step for a puzzle or a grid in progress (three levels of detail)
  explain PUZZLE   a puzzle's logical solution, step by step in words
  sat FILE.cnf     solve a DIMACS CNF formula (CDCL, or DPLL with --dpll)
  cnf [FILE|-]     write the DIMACS CNF of a puzzle
  draw [FILE|-]    draw puzzles or solutions for the terminal
  play             play a puzzle in the terminal (full-screen, or --plain lines)

The course's form:
  sudoku -c N [-o FILE]      the same as 'sudoku grids -n N [-o FILE]'
  sudoku -s FILE [-o FILE]   the same as 'sudoku solve FILE [-o FILE]'

Run 'sudoku <command> --help' or 'sudoku help <command>' for a command's options.
Exit status: 0 success, 1 bad input, 2 usage error ('sat': 10 SAT, 20 UNSAT, 0 UNKNOWN).
`,
  solve: `Usage: sudoku solve [FILE|-] [options]

Reads puzzles, one per line (81 characters for 9x9; 16, 36, 64, 144 or 256 for the other
sizes; 61 for hanidoku; '.', '0', '_', '*', 'x' or space for a blank, or cells separated by
single spaces; anything after the grid and a space, tab, ',', ':' or ';' is ignored), or
drawn over several lines (.sdk, with | - +, or as 'sudoku draw' draws them, a blank line
between). Writes one line per input line (per puzzle when drawn), in the same order: the
solution, 'unsolvable', 'multiple' (with --unique), 'budget' (search budget spent) or
'invalid' (the reason goes to stderr). Blank lines stay blank and '#' lines are copied
(between puzzles written one a line).

Options:
  -o, --output FILE   write to FILE instead of standard output
  -u, --unique        answer 'multiple' when a puzzle has more than one solution
      --budget N      search nodes per puzzle (default ${DEFAULT_BUDGET})
      --variant V     classic (default), x (diagonals are units too), jigsaw (with
                      --regions) or hanidoku (the 61-cell honeycomb)
      --regions MAP   jigsaw regions: one label per cell, row by row (e.g. 111222333…),
                      or a file holding them
      --zero-based    digits are 0-9, A-F (for 16x16) instead of 1-9, A-G (not for
                      hanidoku)
      --stats         print a summary (counts, time, puzzles per second) on stderr
  -h, --help          show this help

Example: sudoku solve puzzles.txt -o solutions.txt --stats
`,
  count: `Usage: sudoku count [FILE|-] [options]

Reads puzzles as 'sudoku solve' does and writes, per line, the number of solutions, capped
at the limit (so with the default limit 2, '2' means two or more).

Options:
  -l, --limit N       stop counting at N solutions (default 2)
  -o, --output FILE   write to FILE instead of standard output
      --budget N      search nodes per puzzle (default ${DEFAULT_BUDGET})
      --variant V     classic (default), x, jigsaw (with --regions) or hanidoku
      --regions MAP   jigsaw regions (see 'sudoku solve --help')
      --zero-based    digits are 0-9, A-F (not for hanidoku)
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
  generate: `Usage: sudoku generate [options]

Writes puzzles with exactly one solution, one per line (81 characters for 9x9, '.' for a
blank; 1-9 then A-G for 16x16), each graded at the level asked for, as 'sudoku grade' rates
it: easy (singles), medium (locked candidates, pairs, triples), hard (quads, X-Wing,
Swordfish, single-digit patterns, wings), expert (Jellyfish, chains); a long grind of easy
steps also counts as harder. The same seed always gives the same puzzles, and puzzle i of a
seed does not depend on -n: '-n 10' starts with the 5 of '-n 5'. Puzzle i (from 0) of seed S
is the one 'sudoku play --seed S/i' plays. Without --seed a seed is chosen and printed on
stderr.

Hanidoku (--variant hanidoku, 61 characters) has three levels, by the hardest rule needed:
easy (singles), medium (runs: which runs of consecutive digits still fit a row), hard (digit
balance: a digit lies in as many rows of each direction); medium by default, as for the
grids. Its givens can be symmetric under a half turn (--symmetry rotational). With --minimal
instead of --level it makes its first kind of puzzle: givens removed while the solution
stays unique, so that most need guessing (graded extreme).

Options:
  -n, --count N       how many puzzles (default 1, at most 1,000,000)
      --level L       easy, medium (default), hard or expert (hanidoku: up to hard;
                      4x4: easy only, the default)
      --seed S        any text
      --symmetry K    none (default), rotational (180 degrees), mirror (left-right) or
                      diagonal: the pattern of givens has this symmetry (hanidoku: none or
                      rotational)
      --variant V     classic (default), x (diagonals are units too), jigsaw (with
                      --regions) or hanidoku (the 61-cell honeycomb)
      --size N        4, 6, 8, 9 (default), 12 or 16
      --regions MAP   jigsaw regions (see 'sudoku solve --help')
      --minimal       remove givens until none can go (slower; hanidoku: no --level)
      --solution      add the solution, after a tab
      --grade         add LEVEL, SCORE, HARDEST and RATING, tab-separated (as
                      'sudoku grade')
      --share         add the puzzle's share code, last: the site opens it at /p/CODE,
                      and 'sudoku play --code CODE' plays it
      --zero-based    write digits 0-9, A-F for 16x16 (not for hanidoku)
  -o, --output FILE   write to FILE instead of standard output
      --stats         print time, puzzles per second, attempts and givens per puzzle on
                      stderr
  -h, --help          show this help

Exit status 1 when no puzzle of the level turns up in the generator's attempts (rare for
9x9; small grids seldom reach the hard levels); the puzzles made so far are kept. A 16x16
above easy takes up to a second or so a puzzle, an X 16x16 a few seconds (some over 20).

Examples: sudoku generate -n 100 --level hard --symmetry rotational --seed club --grade
          sudoku generate --variant hanidoku -n 20 --level hard --seed club --solution
`,
  grade: `Usage: sudoku grade [FILE|-] [options]

Rates puzzles as a person solving with pencil marks would find them. Reads puzzles as
'sudoku solve' does and writes, per input line, LEVEL<tab>SCORE<tab>HARDEST<tab>RATING: the
level (easy, medium, hard, expert; extreme when the techniques cannot finish without
guessing), the score (points per step, HoDoKu style; a puzzle they cannot finish scores
above every one they finish), the id of the hardest technique needed ('-' when none) and the
rating on Sudoku Explainer's scale with one decimal (its hardest step solved SE's way,
forcing chains included; 20.0 when even those cannot finish; '-' for grids other than 9x9
and for Hanidoku). A puzzle without exactly one solution gets 'unsolvable' or 'multiple'
('budget' when the search gave up, or the forcing chains spent their work budget, far above
any rated puzzle), a bad line 'invalid' (the reason goes to stderr). Blank lines stay blank
and '#' lines are copied (one rating per puzzle when drawn over lines). A Hanidoku is rated
by the rules of its ladder: easy (singles), medium (hanidoku-run), hard (hanidoku-balance),
extreme (guessing needed); its score orders puzzles within a level.

Options:
      --json          one JSON object per puzzle instead: {"level", "score", "rating",
                      "hardestTechnique", "techniqueCounts"}, or {"error": "multiple"};
                      blank and '#' lines are left out
  -o, --output FILE   write to FILE instead of standard output
      --budget N      search nodes for each uniqueness check (default ${DEFAULT_BUDGET})
      --variant V     classic (default), x, jigsaw (with --regions) or hanidoku
      --regions MAP   jigsaw regions (see 'sudoku solve --help')
      --zero-based    digits are 0-9, A-F (not for hanidoku)
      --stats         print counts per level, time and puzzles per second on stderr
  -h, --help          show this help

Example: sudoku grade puzzles.txt --stats | sort | uniq -c
`,
  hint: `Usage: sudoku hint PUZZLE [options]

The next step for a puzzle, or for a grid in progress with --grid: first any wrong digit
(or, with --candidates, a pencil mark that removed the right digit), else the easiest
deduction. PUZZLE is a puzzle line, a file holding one puzzle, or - for standard input.
Prints the technique, then three hints in plain words, each more telling: where to look
('Look at box 5.'), the technique in a sentence, and the move ('Box 5 can hold 7 only in row
5, column 4, so it is 7 there.'), followed by the move as lists ('Place: r5c4=7',
'Eliminate: r5c6-7 r5c9-7'). For a Hanidoku the deduction is the first step of its ladder of
rules from the grid (see 'sudoku grade --help'); in the lists, cells are named rRcC, R the
horizontal row from the top and C the cell from its left.

Options:
      --grid CURRENT     the grid so far (givens and your digits, or your digits alone), as
                         a line like the puzzle, or a file, or -
      --candidates MARKS your pencil marks: one field per cell separated by spaces, commas
                         or '|', each the digits kept ('.' for none), or a file (not for
                         hanidoku)
      --detail D         print only hint D: 1 where, 2 what, 3 the move (with its lists)
      --variant V        classic (default), x, jigsaw (with --regions) or hanidoku
      --regions MAP      jigsaw regions (see 'sudoku solve --help')
      --zero-based       digits are 0-9, A-F (not for hanidoku)
  -h, --help             show this help

Exit status 1 when the puzzle has no solution or several, or the grid does not fit it.

Example: sudoku hint --detail 2 \\
           53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79
`,
  explain: `Usage: sudoku explain PUZZLE [options]

Solves a puzzle the way a person would and says how, step by step: its level, score and
hardest technique, then every step in words ('12. Hidden single: Box 5 can hold 7 only in
row 5, column 4, so it is 7 there.'), then the solved grid. When no technique applies any
more (an extreme puzzle), the position reached and the solution are shown. PUZZLE is a
puzzle line, a file holding one puzzle, or - for standard input. A Hanidoku is explained by
the rules of its ladder (singles, runs, digit balance) and drawn as a honeycomb.

Options:
      --json          one JSON object: level, score, hardestTechnique, techniqueCounts,
                      steps (technique, text, eureka for forcing chains, placements,
                      eliminations), solved, solution
      --eureka        write forcing chains in Eureka notation ('(5)r1c2 - (5)r1c7 = (5)r3c8
                      - (5)r3c2 => r1c2<>5') instead of words
      --variant V     classic (default), x, jigsaw (with --regions) or hanidoku
      --regions MAP   jigsaw regions (see 'sudoku solve --help')
      --zero-based    digits are 0-9, A-F (not for hanidoku)
  -h, --help          show this help

Examples: sudoku generate --level hard --seed demo | sudoku explain -
          sudoku generate --variant hanidoku --seed demo |
            sudoku explain --variant hanidoku -
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
      --zero-based    digits are 0-9, A-F (not for hanidoku)
  -h, --help          show this help

Example: sudoku cnf puzzle.txt -o puzzle.cnf && minisat puzzle.cnf
`,
  play: `Usage: sudoku play [options]

Plays a puzzle in the terminal: a new one of a kind and level (--seed repeats one: the
puzzle the API and the site give for that seed), the one a share code names, or today's
daily from the API. Full-screen when stdin and stdout are a terminal (80x24 is enough for
every kind); otherwise, or with --plain, one command per line on stdin (below).

Full-screen keys: arrows or h j k l move (a honeycomb also takes its six neighbours as
capitals, Q E above, A D beside, Z C below, as the site's keys around S); 1-9 (16x16: also
A-G, capitals) write a digit, 0 or Backspace erase, n notes mode on/off, u undo, Ctrl-R
redo, H a hint (H again: more of it; the third time plays its move), c check, s solve
(reveals every cell), p pause, S save and L load a game file (asked for on the last line:
the name offered goes at the first key typed), N a new puzzle of the same kind and level
(made in the background: q or Esc goes back; from --seed, SEED/1, SEED/2…), q quit; N and
q ask first when the game has changes not saved. Conflicts are red, givens bold, the
selected cell in [brackets]; NO_COLOR=1 draws without colour. An empty cell with notes
shows ':' (the panel lists the selected cell's); from 80x35 a grid up to 9x9 is drawn with
three lines a cell and its notes in place.

Plain mode (for scripts and screen readers): prints the board after each command, a line
starting with 'Solved' when the grid is complete and correct, a bad command's one-line error
on stderr (the game goes on); exit status 0 at 'quit' or the end of the input.
  set ROW COL DIGIT, note ROW COL DIGIT, erase ROW COL, undo, redo, hint (again: more),
  check, solve, new [LEVEL], save FILE, load FILE, quit
ROW and COL count from 1; a honeycomb's ROW is its horizontal row from the top (1-9) and COL
the cell in that row from its left. DIGIT is 1-9, then A-G (or 10-16).

Options:
      --variant V     classic (default), x, jigsaw (with --regions) or hanidoku
      --size N        4, 6, 8, 9 (default), 12 or 16
      --regions MAP   jigsaw regions (see 'sudoku solve --help')
      --level L       easy, medium (default), hard or expert (hanidoku: up to hard;
                      4x4: easy only, the default)
      --seed S        the puzzle of this seed (any text)
      --code CODE     the puzzle of a share code (the end of a /p/CODE link)
      --daily         today's daily puzzle at --level (with --variant hanidoku: the
                      honeycomb), from the API
      --api URL       where --daily asks (default http://localhost:8787, 'npm start')
      --plain         plain lines even on a terminal
  -h, --help          show this help

Exit status 1 when the daily cannot be fetched (nothing on the screen is touched).

Examples: sudoku play --level hard
          sudoku play --variant hanidoku --seed club
          sudoku play --daily --api https://example.org
          printf 'set 1 2 7\\nhint\\nquit\\n' | sudoku play --seed demo --plain
`,
  draw: `Usage: sudoku draw [FILE|-] [options]

Draws each puzzle or solution of the input (one per line, or drawn over several lines, as
this command draws them) as a grid with its boxes framed, or as a honeycomb for hanidoku; a
blank line between them.

Options:
      --variant V     classic (default), x, jigsaw (with --regions) or hanidoku
      --regions MAP   jigsaw regions (see 'sudoku solve --help')
      --zero-based    digits are 0-9, A-F (not for hanidoku)
  -h, --help          show this help

Example: sudoku solve puzzles.txt | sudoku draw
`,
};
