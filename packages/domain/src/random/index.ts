export { seededRandom, shuffled } from './seededRandom.js';
