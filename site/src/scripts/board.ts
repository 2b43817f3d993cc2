import type { Direction } from '../../../shared/game/index.ts';
import { cellsOfUnits, type Geometry } from '../../../shared/geometry.ts';
import { digitsOf } from '../../../shared/grade/state.ts';
import { digitChar } from '../../../shared/print.ts';

/**
 * The board's DOM (components/Board.astro): a `role="grid"` of `role="row"`s of
 * `role="gridcell"`s, one per cell in cell order, each with `data-cell`. styles/board.css draws
 * the lines from the custom properties --n, --bw and --bh; a jigsaw's region edges are marked
 * on its cells (`data-edge`: `r` right, `b` bottom), since its regions are not boxes.
 */

/**
 * How a player's board is drawn and its cells named, per kind: a grid's (gridKit, here) or the
 * honeycomb's (honeycomb/board.ts, loaded only where one is played).
 */
export interface BoardKit {
  /** Empties `board` and fills it with its cells; returns them in cell order. */
  build(board: HTMLElement, playable: boolean): HTMLElement[];
  /** A cell's name, as its label begins: "Row 3, column 5". */
  label(cell: number): string;
  /** A cell's name inside a sentence: "row 3, column 5". */
  name(cell: number): string;
  /** The cells of a hint's units (rows, columns, boxes; a honeycomb's lines), ascending. */
  area(units: readonly number[]): number[];
  /** Keys beyond the arrows that move the selection, by their `code` (a honeycomb's six ways). */
  moves?: Readonly<Record<string, Direction>>;
}

const gridKits = new WeakMap<Geometry, BoardKit>();

/** The board kit of a grid. */
export function gridKit(geometry: Geometry): BoardKit {
  let kit = gridKits.get(geometry);
  if (!kit) {
    const { size } = geometry;
    kit = {
      build: (board, playable) => buildBoard(board, geometry, playable),
      label: (cell) => capitalise(cellName(cell, size)),
      name: (cell) => cellName(cell, size),
      area: (units) => cellsOfUnits(geometry, units),
    };
    gridKits.set(geometry, kit);
  }
  return kit;
}

/**
 * Empties `board` and fills it with one cell per cell of `geometry`; returns the cells in cell
 * order. Playable boards get a roving tab stop (the first cell until a selection moves it).
 * @example const cells = buildBoard(board, puzzle.geometry, true)
 */
export function buildBoard(
  board: HTMLElement,
  geometry: Geometry,
  playable = false,
): HTMLElement[] {
  const { size, variant, regionOf } = geometry;
  const jigsaw = variant === 'jigsaw';
  board.style.setProperty('--n', String(size));
  board.style.setProperty('--bh', String(jigsaw ? size : geometry.boxHeight));
  board.style.setProperty('--bw', String(jigsaw ? size : geometry.boxWidth));
  board.dataset.variant = variant;
  const rows = Array.from({ length: size }, (_, r) =>
    Array.from({ length: size }, (_, c) => r * size + c),
  );
  return fillBoard(board, rows, playable, (element, cell) => {
    if (!jigsaw) return;
    const r = Math.floor(cell / size);
    const c = cell % size;
    const edges: string[] = [];
    if (c < size - 1 && regionOf[cell + 1] !== regionOf[cell]) edges.push('r');
    if (r < size - 1 && regionOf[cell + size] !== regionOf[cell]) edges.push('b');
    if (edges.length > 0) element.dataset.edge = edges.join(' ');
  });
}

/**
 * Empties `board` and fills it with a `role="row"` per list of `rows`, holding a
 * `role="gridcell"` per cell listed (`data-cell`, a roving tab stop on cell 0 when `playable`,
 * then `decorate`); returns the cells in cell order.
 */
export function fillBoard(
  board: HTMLElement,
  rows: readonly (readonly number[])[],
  playable: boolean,
  decorate: (element: HTMLElement, cell: number) => void = () => {},
): HTMLElement[] {
  const cells: HTMLElement[] = [];
  const rowElements = rows.map((list) => {
    const row = document.createElement('div');
    row.setAttribute('role', 'row');
    for (const cell of list) {
      const element = document.createElement('div');
      element.setAttribute('role', 'gridcell');
      element.dataset.cell = String(cell);
      if (playable) element.tabIndex = cell === 0 ? 0 : -1;
      decorate(element, cell);
      row.append(element);
      cells[cell] = element;
    }
    return row;
  });
  board.replaceChildren(...rowElements);
  board.setAttribute('aria-busy', 'false');
  return cells;
}

/** Empties a board back to its loading skeleton. */
export function clearBoard(board: HTMLElement): void {
  board.replaceChildren();
  board.setAttribute('aria-busy', 'true');
}

/** What one cell shows. `notes` is a mask (digit d at bit d-1); `marked`, a digit to stress among them. */
export interface CellContent {
  d: number;
  given: boolean;
  notes: number;
  marked?: number;
  /** Notes to show struck through (a step's eliminations). */
  struck?: number;
}

/**
 * Writes a cell's digit or its notes, touching the DOM only when they changed.
 * @example paintCell(cells[40], { d: 7, given: true, notes: 0 }, 9)
 */
export function paintCell(element: HTMLElement, content: CellContent, size: number): void {
  const { d, given, notes, marked = 0, struck = 0 } = content;
  const key = d ? `${d}${given ? 'g' : ''}` : `n${notes}:${marked}:${struck}`;
  if (element.dataset.key === key) return;
  element.dataset.key = key;
  element.classList.toggle('given', d !== 0 && given);
  element.classList.toggle('entered', d !== 0 && !given);
  if (d) {
    element.textContent = digitChar(d);
    return;
  }
  if (!notes && !struck) {
    element.textContent = '';
    return;
  }
  // Spaces between the notes keep their text ("1 2 4") matching the label's "notes 1, 2, 4".
  const spans: string[] = [];
  for (let n = 1; n <= size; n++) {
    const bit = 1 << (n - 1);
    const cls =
      struck & bit ? ' class="struck"' : n === marked && notes & bit ? ' class="same"' : '';
    spans.push(`<span${cls}>${(notes | struck) & bit ? digitChar(n) : ''}</span>`);
  }
  element.innerHTML = `<span class="notes" aria-hidden="true" style="--nc:${noteColumns(size)}">${spans.join(' ')}</span>`;
}

/**
 * The words a screen reader says for a cell: "Row 3, column 5, 7, given".
 * @example cellLabel(22, 9, { d: 0, given: false, notes: 0b1001 }) // "Row 3, column 5, empty, notes 1, 4"
 */
export function cellLabel(cell: number, size: number, content: CellContent, extra = ''): string {
  return labelAt(capitalise(cellName(cell, size)), content, extra);
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A cell's label from its name (`where`): "Row 3, column 5, 7, given". */
export function labelAt(where: string, content: CellContent, extra = ''): string {
  if (content.d)
    return `${where}, ${digitChar(content.d)}${content.given ? ', given' : ''}${extra}`;
  const noted = digitsOf(content.notes);
  return `${where}, empty${noted.length > 0 ? `, notes ${noted.join(', ')}` : ''}${extra}`;
}

/** "row 3, column 5", for announcements. */
export function cellName(cell: number, size: number): string {
  return `row ${Math.floor(cell / size) + 1}, column ${(cell % size) + 1}`;
}

function noteColumns(size: number): number {
  return size <= 4 ? 2 : size <= 9 ? 3 : 4;
}
