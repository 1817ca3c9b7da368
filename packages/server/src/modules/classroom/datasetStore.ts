// Reads a case's dataset files: generated demo datasets (`demo/…` keys) or objects in storage.
import type { CaseDataset } from '@finedu/domain';
import { readBytes, StoredObjectTooLarge, type StorageAdapter } from '../../plugins/storage/index.js';
import { badRequest, notFound } from '../../errors.js';
import { demoDataset } from '../cases/index.js';
import { parseTable, type Table } from '../../lib/datasetTable.js';

/** Largest dataset file read by the server (copies, previews, charts). */
export const MAX_DATASET_BYTES = 50 * 1024 * 1024;

export const datasetNotFound = () => notFound('数据集不存在', 'Dataset not found');

export function datasetOf(datasets: CaseDataset[], id: string): CaseDataset {
  const found = datasets.find((d) => d.id === id);
  if (found === undefined) throw datasetNotFound();
  return found;
}

export async function datasetBytes(storage: StorageAdapter, dataset: CaseDataset): Promise<Buffer> {
  const demo = demoDataset(dataset.key);
  if (demo !== null) return demo;
  const bytes = await readBytes(storage, dataset.key, MAX_DATASET_BYTES).catch((error: unknown) => {
    throw error instanceof StoredObjectTooLarge ? badRequest('数据集文件过大', 'The dataset file is too large') : error;
  });
  if (bytes === null) throw notFound('数据集文件不存在', 'The dataset file is missing from storage');
  return bytes;
}

export async function datasetTable(storage: StorageAdapter, dataset: CaseDataset): Promise<Table> {
  return parseTable(dataset.filename, await datasetBytes(storage, dataset));
}
