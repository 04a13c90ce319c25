/**
 * Trains the scorer on the whole corpus and writes model/scorer-model.json. Deterministic: the same corpus gives
 * a byte-identical file. Usage: npm run train:scoring
 */
import { writeFileSync } from 'node:fs';
import { labelled, loadCorpus, MODEL_PATH } from './corpus.js';
import { fitScorerModel } from './learn/model.js';

const items = loadCorpus();
const model = fitScorerModel(labelled(items));
writeFileSync(MODEL_PATH, `${JSON.stringify(model)}\n`);
console.log(`trained on ${model.trainedOn.answers} answers to ${model.trainedOn.questions} questions → ${MODEL_PATH}`);
