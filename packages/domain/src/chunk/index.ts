export { loadChunk, ChunkLoadError, isChunkLoadError, CHUNK_LOAD_TIMEOUT_MS } from './loadChunk.js';
export type { LoadChunkOptions } from './loadChunk.js';
