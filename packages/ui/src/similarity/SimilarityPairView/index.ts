export { SimilarityPairView, SimilarityScoreBar } from './SimilarityPairView';
export type { SimilarityLineRange, SimilarityPairRegion, SimilarityPairSide, SimilarityPairViewProps, SimilarityScoreBarProps } from './SimilarityPairView';
export { defaultSimilarityPairViewLabels, similarityPairViewLabelsEnUS } from './similarityPairViewLabels';
export type { SimilarityPairViewLabels } from './similarityPairViewLabels';
