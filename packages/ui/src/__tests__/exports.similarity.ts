// The similarity check's names (issue 16), listed on purpose.
export const SIMILARITY_EXPORTS: string[] = ['SimilarityPairView', 'SimilarityScoreBar', 'defaultSimilarityPairViewLabels', 'similarityPairViewLabelsEnUS'];
