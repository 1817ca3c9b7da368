// Components of the similarity check (issue 16), exported by name.
export { SimilarityPairView, SimilarityScoreBar, defaultSimilarityPairViewLabels, similarityPairViewLabelsEnUS } from './SimilarityPairView';
export type { SimilarityLineRange, SimilarityPairRegion, SimilarityPairSide, SimilarityPairViewLabels, SimilarityPairViewProps, SimilarityScoreBarProps } from './SimilarityPairView';
