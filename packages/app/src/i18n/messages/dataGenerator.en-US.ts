import type { dataGeneratorZhCN } from './dataGenerator';

/** en-US of the per-student data editor's texts (dataGenerator.ts). */
export const dataGeneratorEnUS: Record<keyof typeof dataGeneratorZhCN, string> = {
  'generator.parameters': "Parameters",
  'generator.parameterName': "Name",
  'generator.parameterDescription': "Description",
  'generator.addParameter': "Add parameter",
  'generator.code': "Generator (Python)",
  'generator.previewSeeds': "Preview seeds",
  'generator.seeds': "Seeds",
  'generator.seedsHelp': "Up to {max} whole numbers, separated by commas",
  'generator.seedsInvalid': "Enter 1 to 5 whole numbers from 0 to 2147483647",
  'generator.runPreview': "Run the generator",
  'generator.previewRunning': "Running the generator in the sandbox…",
  'generator.previewIdle': "No preview yet",
  'generator.previewIdleHint': "Run the generator to see each seed's values and the first rows of its files.",
  'generator.previewNoGenerator': "No generator yet",
  'generator.previewFailed': "The preview failed",
  'generator.previewDone': "{count} seed(s) in {seconds} s",
  'generator.seedResult': "Seed {seed}",
  'generator.seedFailed': "Failed: {message}",
  'generator.seedParams': "Parameter values",
  'generator.seedFile': "{filename} ({size} bytes)",
};
