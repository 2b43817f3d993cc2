import { parentPort } from 'node:worker_threads';
import { type GenerateMessage, generateChunk } from './generate.ts';
import { type GradeMessage, gradeLines } from './grade.ts';

/** A worker thread of `sudoku generate` and `sudoku grade`: one chunk in, its lines out. */
parentPort!.on('message', (message: GenerateMessage | GradeMessage) => {
  parentPort!.postMessage(
    message.kind === 'generate'
      ? generateChunk(message.spec, message.from, message.count)
      : gradeLines(message.text, message.firstLine, message.job),
  );
});
