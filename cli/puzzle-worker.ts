import { parentPort } from 'node:worker_threads';
import { type GenerateMessage, generateChunk } from './generate.ts';
import { type GradeMessage, gradeLines } from './grade.ts';
import { answerPlay, type PlayMessage } from './play/source.ts';

/**
 * A worker thread of `sudoku generate` and `sudoku grade` (one chunk in, its lines out), and of
 * `sudoku play`'s new puzzles (one puzzle in, a Start without its shape out).
 */
parentPort!.on('message', (message: GenerateMessage | GradeMessage | PlayMessage) => {
  parentPort!.postMessage(
    message.kind === 'generate'
      ? generateChunk(message.spec, message.from, message.count)
      : message.kind === 'play'
        ? answerPlay(message)
        : gradeLines(message.text, message.firstLine, message.job),
  );
});
