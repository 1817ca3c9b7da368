/** Every visible string of SimilarityPairView and SimilarityScoreBar; zh-CN by default, the app passes its translations. */
export interface SimilarityPairViewLabels {
  /** "相似度 92%". */
  score: (percent: number) => string;
  /** The list of matching regions. */
  regions: string;
  /** A region's button: "匹配 1：第 3–10 行 ↔ 第 4–11 行". */
  region: (index: number, a: string, b: string) => string;
  /** A line range, "第 3–10 行" or "第 3 行". */
  lines: (from: number, to: number) => string;
  /** The marker at a region's first line, "匹配 1". */
  marker: (index: number) => string;
  /** No region (the pair shares fingerprints too scattered to chain). */
  noRegions: string;
  /** A side without code. */
  emptyCode: string;
}

export const defaultSimilarityPairViewLabels: SimilarityPairViewLabels = {
  score: (percent) => `相似度 ${percent}%`,
  regions: '匹配片段',
  region: (index, a, b) => `匹配 ${index}：${a} ↔ ${b}`,
  lines: (from, to) => (from === to ? `第 ${from} 行` : `第 ${from}–${to} 行`),
  marker: (index) => `匹配 ${index}`,
  noRegions: '没有连续的匹配片段',
  emptyCode: '（没有代码）',
};

export const similarityPairViewLabelsEnUS: SimilarityPairViewLabels = {
  score: (percent) => `Similarity ${percent}%`,
  regions: 'Matching regions',
  region: (index, a, b) => `Match ${index}: ${a} ↔ ${b}`,
  lines: (from, to) => (from === to ? `line ${from}` : `lines ${from}–${to}`),
  marker: (index) => `Match ${index}`,
  noRegions: 'No continuous matching region',
  emptyCode: '(no code)',
};
