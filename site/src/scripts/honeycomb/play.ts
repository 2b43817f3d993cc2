export { HONEYCOMB_RULES } from '../../../../shared/game/honeycomb-rules.ts';
export { HONEYCOMB_KIT } from './board.ts';
