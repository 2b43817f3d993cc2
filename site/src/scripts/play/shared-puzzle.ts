import { type GamePuzzle, gridRules } from '../../../../shared/game/index.ts';
import type { Shape } from '../../../../shared/kind/shape.ts';
import { type BoardKit, gridKit } from '../board.ts';

/**
 * The game's puzzle and board kit for givens of `shape`. A honeycomb's rules and board are
 * loaded here, by the shape's engine, so that a page of grids never carries them.
 * @example player.open({ ...(await playable(read.shape, read.givens)), key, title, … })
 */
export async function playable(
  shape: Shape,
  givens: Uint8Array,
): Promise<{ puzzle: GamePuzzle; board: BoardKit }> {
  if (shape.engine !== 'honeycomb' && shape.geometry) {
    return { puzzle: { rules: gridRules(shape.geometry), givens }, board: gridKit(shape.geometry) };
  }
  const { HONEYCOMB_RULES, HONEYCOMB_KIT } = await import('../honeycomb/play.ts');
  return { puzzle: { rules: HONEYCOMB_RULES, givens }, board: HONEYCOMB_KIT };
}
