import type { TechniqueId } from '../../../shared/grade/types.ts';

/**
 * Each technique in plain words, for the How to play page: what to look for and why it works.
 * "Unit" is never used: people say row, column or box. Pencil marks are "candidates".
 */
export const TECHNIQUE_WORDS: Readonly<Record<TechniqueId, string>> = {
  'full-house':
    'A row, column or box has only one empty cell left. Eight of its digits are already there, so the empty cell takes the ninth, the one that is missing.',
  'naked-single':
    'Look at one empty cell and everything it sees: its row, its column and its box. When eight different digits appear there, only one digit is left for the cell.',
  'hidden-single':
    'Pick a digit and a box (or a row, or a column) that still needs it. When every other empty cell there is ruled out, because the digit already sits in its row, column or box, the digit must go in the one cell that is left, even if that cell has other candidates.',
  pointing:
    'Inside one box, a digit’s candidates all lie in the same row (or column). The box must put the digit somewhere on that line, so no other cell of that row or column, outside the box, can hold it.',
  claiming:
    'The other way round: in one row (or column), a digit’s candidates all lie inside the same box. The line must put the digit in that box, so the box’s other cells, off the line, cannot hold it.',
  'naked-pair':
    'Two cells of a row, column or box have the same two candidates and nothing else. Those two digits will fill those two cells, one each, so no other cell of that row, column or box can hold either of them.',
  'hidden-pair':
    'Two digits can go in only the same two cells of a row, column or box. Those cells must take those two digits, so every other candidate in the two cells can be crossed out.',
  'naked-triple':
    'Three cells of a row, column or box hold, between them, only three different candidates (each cell two or three of them). The three digits fill the three cells, so they leave every other cell there.',
  'hidden-triple':
    'Three digits can go in only the same three cells of a row, column or box. Those cells are taken by those digits, so their other candidates go.',
  'naked-quad':
    'The same idea with four: four cells of a row, column or box hold only four different candidates between them, so those four digits leave the rest of it.',
  'hidden-quad':
    'Four digits can go in only the same four cells of a row, column or box, so those cells lose every other candidate.',
  'x-wing':
    'In two rows, a digit can go in exactly the same two columns. Whichever way the digit falls, it takes both of those columns (one in each row), so it leaves every other cell of the two columns. The same works with columns and rows swapped.',
  swordfish:
    'An X-Wing with three lines: in three rows, a digit’s candidates all lie in the same three columns (not every row needs all three). The three rows put the digit once in each of those columns, so it leaves the rest of the columns.',
  jellyfish:
    'An X-Wing with four lines: in four rows, a digit’s candidates all lie in the same four columns, so the digit leaves every other cell of those four columns (or rows and columns the other way round).',
  'finned-x-wing':
    'An X-Wing with a fin: in two rows, a digit can go in only two columns, except for one or more extra cells, the fin, all in one box. Either the fin holds the digit, or the X-Wing stands and the digit leaves the rest of the two columns. The cells of those columns in the fin’s box, outside the two rows, lose the digit either way, since they see the fin.',
  'sashimi-x-wing':
    'A finned X-Wing missing a corner: without its fin, one of the two rows would hold the digit in only one of the two columns. The reasoning is the same: if the fin is not the digit, the X-Wing stands, so a cell of the two columns in the fin’s box, outside the rows, cannot hold it.',
  'finned-swordfish':
    'A Swordfish with a fin: three rows hold a digit only in the same three columns, but for extra cells in one box. The cells of the three columns in that box, off the three rows, see the fin and lose the digit whether the fin holds it or the Swordfish stands.',
  'sashimi-swordfish':
    'A finned Swordfish that would not stand without its fin: one of its rows holds the digit in only one of the three columns apart from the fin. Cells of the columns that see the fin, off the rows, still lose the digit.',
  'finned-jellyfish':
    'A Jellyfish with a fin: four rows hold a digit only in the same four columns, but for extra cells in one box. The cells of the four columns in that box, off the four rows, lose the digit.',
  'sashimi-jellyfish':
    'A finned Jellyfish that needs its fin to stand: one of its rows holds the digit in only one of the four columns apart from the fin. The cells of the columns in the fin’s box, off the rows, still lose the digit.',
  skyscraper:
    'Two rows each hold a digit in exactly two cells, and one end of each lines up in the same column. One of the other two ends, the “roofs”, must hold the digit, so any cell that sees both roofs cannot.',
  'two-string-kite':
    'A digit appears exactly twice in a row and exactly twice in a column, and one cell of each pair shares a box with one cell of the other. Those two cannot both be the digit, so one of the far ends is, and a cell that sees both far ends loses the digit.',
  'empty-rectangle':
    'In one box, a digit’s candidates all lie on one row and one column of the box, the arms of a cross. Take a column outside the box that holds the digit exactly twice, one of them on the cross’s row. If that one is the digit, the box must put it in the cross’s column; if the other one is, it sits in its own row. Either way, the cell where that other row meets the cross’s column cannot hold the digit. The same works with rows and columns swapped.',
  'simple-colouring':
    'Follow a digit through rows, columns and boxes where it appears exactly twice, colouring the cells in two alternating colours. One colour holds the digit everywhere and the other nowhere. A cell that sees both colours cannot hold it; if two cells of one colour see each other, that whole colour is false.',
  'xy-wing':
    'A cell with two candidates, XY, sees two other two-candidate cells, XZ and YZ. Whichever of X or Y the middle cell takes, one of the two wings becomes Z, so any cell that sees both wings cannot be Z.',
  'xyz-wing':
    'Like an XY-Wing, but the middle cell holds all three digits, XYZ. One of the three cells must be Z, so a cell that sees all three cannot be Z.',
  'w-wing':
    'Two cells far apart have the same two candidates, XY. When a row, column or box holds X in only two places and each of those sees one of the two cells, one of the two cells must be Y, so a cell that sees both loses Y.',
  'unique-rectangle-1':
    'Four cells at the corners of a rectangle over two boxes, three of them with only the same two candidates. If the fourth took one of those two as well, the two digits could swap around the rectangle and the puzzle would have two solutions. A proper puzzle has one, so the fourth corner loses both of those digits.',
  'unique-rectangle-2':
    'A unique rectangle whose two corners on one side each hold one more candidate, the same digit Z. Without Z those two corners, like the other two, could only take the rectangle’s two digits, and the puzzle would have two solutions. So one of them is Z, and any cell that sees both cannot be Z.',
  'unique-rectangle-3':
    'A unique rectangle whose two corners on one side hold extra candidates. One of them must take an extra digit, so together they act like one cell holding just those extras. When, with other cells of their row, column or box, they make a naked pair, triple or quad, those digits leave the rest of that row, column or box.',
  'unique-rectangle-4':
    'A unique rectangle whose two corners on one side hold extra candidates, and one of the rectangle’s digits, X, fits nowhere else in their row, column or box. One of the two corners is X; if either took the other digit, Y, the rectangle could swap X and Y. So both corners lose Y.',
  'unique-rectangle-5':
    'Like type 2, with the corners that hold the extra candidate Z placed otherwise: two opposite corners, or three of the four. One of them must be Z, so a cell that sees all of them cannot be.',
  'unique-rectangle-6':
    'A unique rectangle whose two opposite corners hold only its two digits, X and Y. When both of its rows (or both of its columns) hold X nowhere else, X in one of the other two corners would force X into the fourth too, and the rectangle could swap: so those two corners lose X.',
  'hidden-rectangle':
    'A rectangle over two boxes whose corners all hold X and Y, one of them nothing else. When the row and the column of the opposite corner hold X nowhere but the rectangle, that corner cannot be Y: X would then fill the two corners beside it, the first corner would be Y, and the four could swap.',
  'bug-plus-1':
    'Every empty cell has exactly two candidates except one cell, which has three. If that cell lost its extra digit, the whole grid could be filled two ways. So the cell takes the digit that appears three times in its row, column and box.',
  'x-chain':
    'A chain for one digit: links alternate between “one of these two is the digit” (the only two places in a row, column or box) and “they cannot both be” (two cells that see each other). Either end of a chain with strong links at both ends must hold the digit, so a cell that sees both ends cannot.',
  'xy-chain':
    'A chain of two-candidate cells, each one sharing a digit with the next and seeing it. If the first cell is not Z, the chain forces the last cell to be Z; so one of the two ends is Z, and any cell that sees both ends loses Z.',
  'x-cycle':
    'An X-Chain that comes back to where it began. A digit’s candidates in one box along one line may act together as one link (“one of these is the digit”). When the loop closes with alternating links all the way round, every weak link holds both ways, so a cell that sees both cells of a weak link loses the digit; when two strong links meet at a cell, that cell holds the digit.',
  'nice-loop':
    'A loop of candidates over several digits, linked as in an X-Chain and also inside cells with two candidates (“if not this digit, then the other”) and between the candidates of one cell (“not both”). Closed all the way round, every weak link holds both ways, so whatever sees both ends of one loses its digit; broken at one candidate, the loop forces that candidate on or off.',
  aic: 'An alternating inference chain: candidates linked in turn by “if this is false, that is true” (the only two places of a digit in a unit, or the only two digits of a cell) and “if this is true, that is false”. Starting and ending with the first kind, one of its two ends must hold, so a candidate that rules out both ends is false.',
  'wxyz-wing':
    'Three cells that all see one another hold four digits between them, so at most one of those digits is missing from them. A fourth cell holds only X and Z, and every one of the three with X sees it. X then fills one of the three or the fourth cell, and either way Z is among the four: a cell that sees every Z of them loses Z.',
  'vwxyz-wing':
    'Like a WXYZ-Wing with four cells that see one another and hold five digits between them, tied to a fifth cell that holds only X and Z. Z is somewhere among the five, so a cell that sees every Z of them loses Z.',
  'sue-de-coq':
    'Where a row (or column) meets a box, two or three cells hold at least two digits more than their count. Find cells in the rest of the row and in the rest of the box that take up those extra digits, the row’s cells and the box’s sharing no digit, so that all these cells together hold exactly as many digits as there are cells. No digit can then appear twice among them, so each appears once: the row’s digits leave the rest of the row, and the box’s digits the rest of the box.',
  'als-xz':
    'An almost locked set is a group of cells in one row, column or box holding one digit more than it has cells (a cell with two candidates is the smallest). Take two such sets and a digit X both hold, where every X of one sees every X of the other: at most one set holds X, so the other is locked on its remaining digits. Any other digit Z of both sets is then in one of them, and a cell that sees every Z of both loses Z. With two such digits X, the sets are doubly linked and both are locked.',
  'als-xy-wing':
    'Three almost locked sets: a middle one shares a digit X with the first and a digit Y with the third, each time with every X (or Y) of one seeing every one of the other. The middle set cannot lose both X and Y, so the first lacks X or the third lacks Y, and that set is locked on its other digits. A digit Z of both outer sets is therefore in one of them, and a cell that sees every Z of both loses Z.',
  'death-blossom':
    'A stem cell with a few candidates, and for each of its digits a petal: an almost locked set whose cells with that digit all see the stem. Whichever digit the stem takes, that petal loses it and is locked on its other digits. When every petal holds the same digit Z, Z is in one of them, and a cell that sees every Z of every petal loses Z.',
  'forcing-x-chain':
    'Suppose a digit is in a cell and follow only that digit: what the cell’s row, column and box then rule out, and where the digit is then forced. When the trail comes back and rules out the very cell you started from, the supposition was wrong, and the cell loses the digit.',
  'forcing-chain':
    'Suppose a digit is in a cell (or is not) and follow what must then hold, through cells with two candidates and digits with two places left. When the trail leads back to the opposite of the supposition, the supposition was wrong, and its opposite holds.',
  'cell-forcing-chain':
    'Take a cell with few candidates and follow each of them in turn, as a supposition, to what must then hold. When every one of them leads to the same conclusion, that conclusion holds, whichever digit the cell takes.',
  'unit-forcing-chain':
    'Take a digit with few places left in a row, column or box and follow each place in turn, as a supposition, to what must then hold. When every place leads to the same conclusion, that conclusion holds, wherever the digit goes.',
  'dynamic-forcing-chain':
    'The last resort before guessing: follow a supposition as far as it goes, filling every cell and place it leaves single, and watch for a cell or a row, column or box left with no room. A supposition that ends there is wrong; and when a candidate in and out, or every candidate of a cell, leads to the same conclusion, that conclusion holds.',
  'nested-forcing-chain':
    'A dynamic forcing chain that does not stop where the trail runs dry: inside the supposition, look for a smaller deduction in the grid as it would then stand (a pointing pair, a hidden pair, a fish, even a forcing chain of its own), take it, and follow on. When the supposition then ends in a cell or a row, column or box with no room, or every branch agrees, the conclusion holds as before.',
};
